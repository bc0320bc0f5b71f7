import "server-only";
import { z } from "zod";
import { OPERATIONS } from "./operations";
import { pathParams, type Operation } from "./operation";

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1), as zod 4 writes it. */
export type JsonSchema = Record<string, unknown>;

export interface OpenApiParameter {
  name: string;
  in: "path" | "query";
  required: boolean;
  description?: string;
  schema: JsonSchema;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  tags: string[];
  parameters: OpenApiParameter[];
  requestBody?: { required: boolean; content: Record<string, { schema: JsonSchema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: JsonSchema }> }>;
  /** Who may call it: "authenticated", or the role needed on the record ("read", "write"). */
  "x-canopy-need": string;
  /** read, write or destructive (MCP's readOnlyHint / destructiveHint come from it). */
  "x-canopy-effect": Operation["effect"];
}

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  security: Array<Record<string, string[]>>;
  tags: Array<{ name: string }>;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, JsonSchema>; securitySchemes: Record<string, Record<string, string>> };
}

/** A zod schema as JSON Schema, as the caller writes it (defaults optional, coercions as their input). */
function jsonSchema(schema: z.ZodType): JsonSchema {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  return rest;
}

const ERROR_REF = { $ref: "#/components/schemas/Error" };

/** The error statuses an operation may answer, by what it does. */
function errorResponses(op: Operation): OpenApiOperation["responses"] {
  const error = (description: string) => ({ description, content: { "application/json": { schema: ERROR_REF } } });
  return {
    "400": error("invalid:* (the input, with `fields`), or a refused operation (e.g. invalid:empty_merge)"),
    "401": error("unauthorized:session: no valid session or token"),
    ...(op.need === "write" || op.need === "owner"
      ? { "403": error("forbidden:write: your role cannot do this") }
      : op.need === "admin"
        ? { "403": error("forbidden:admin: instance administrators only, signed in (not with an API token)") }
        : {}),
    "404": error("not_found:*: no such record, or one you may not see (the same answer)"),
    ...(op.effect !== "read"
      ? { "409": error("conflict:* (e.g. conflict:node_answering, conflict:merge_locked)") }
      : {}),
    ...(op.rateLimit ? { "429": error("rate_limited:*: too many requests; see Retry-After") } : {}),
  };
}

function successContent(op: Operation): Record<string, { schema: JsonSchema }> {
  switch (op.response.type) {
    case "file":
      return { "application/json": { schema: {} }, "text/markdown": { schema: { type: "string" } } };
    default:
      return {
        "application/json": { schema: { type: "object" } },
        ...(op.id === "say" ? { "text/event-stream": { schema: { type: "string" } } } : {}),
      };
  }
}

/** One operation's OpenAPI entry: its parameters and body from its zod input schema. */
export function describeOperation(op: Operation): OpenApiOperation {
  const inPath = pathParams(op);
  const shape = op.input.shape as Record<string, z.ZodType>;
  const required = new Set((jsonSchema(op.input).required as string[] | undefined) ?? []);
  const param = (name: string, where: "path" | "query"): OpenApiParameter => {
    const schema = jsonSchema(shape[name]!);
    const description = typeof schema.description === "string" ? schema.description : undefined;
    return {
      name,
      in: where,
      required: where === "path" || required.has(name),
      schema,
      ...(description ? { description } : {}),
    };
  };
  const rest = Object.keys(shape).filter((k) => !inPath.includes(k));
  const parameters = inPath.map((name) => param(name, "path"));
  let requestBody: OpenApiOperation["requestBody"];
  if (op.method !== "POST") parameters.push(...rest.map((name) => param(name, "query")));
  else if (op.body === "text") {
    parameters.push(...rest.filter((k) => k !== "text").map((name) => param(name, "query")));
    const text = jsonSchema(shape.text!);
    requestBody = { required: true, content: { "text/markdown": { schema: text }, "text/plain": { schema: text } } };
  } else {
    const omit = Object.fromEntries(inPath.map((k) => [k, true] as const));
    const body = (op.input as z.ZodObject).omit(omit as never);
    requestBody = { required: true, content: { "application/json": { schema: jsonSchema(body) } } };
  }
  return {
    operationId: op.id,
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
    tags: [op.tag],
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses: {
      [String(op.status ?? 200)]: { description: op.response.description, content: successContent(op) },
      ...errorResponses(op),
    },
    "x-canopy-need": op.need,
    "x-canopy-effect": op.effect,
  };
}

export const OPENAI_TAG = "OpenAI-compatible";

const openAiError = {
  description: "OpenAI's error shape: `{ error: { message, type, code } }`",
  content: { "application/json": { schema: { type: "object" } } },
};

/**
 * The OpenAI-compatible routes of /api/v1 (the chat completions endpoint whose model names a
 * branch). They follow OpenAI's own reference, not Canopy's operations, so they are described here
 * by hand.
 */
const OPENAI_COMPATIBLE: OpenApiDocument["paths"] = {
  "/chat/completions": {
    post: {
      operationId: "createChatCompletion",
      summary: "Chat completion in a branch (OpenAI-compatible)",
      description:
        "OpenAI's Chat Completions request, where `model` names a Canopy branch: `canopy/<nodeId>` or " +
        "`canopy/<conversationId>/<branch title>`, optionally `@<model id>` to answer with another configured " +
        "model. Only the last (user) message is used: Canopy assembles the branch's context as the chat does, " +
        "stores the turn and answers (`stream: true` for server-sent chunks).",
      tags: [OPENAI_TAG],
      parameters: [],
      requestBody: {
        required: true,
        content: {
          "application/json": {
            schema: {
              type: "object",
              required: ["model", "messages"],
              properties: {
                model: { type: "string", description: "canopy/<nodeId> or canopy/<conversationId>/<branch title>" },
                messages: {
                  type: "array",
                  items: {
                    type: "object",
                    required: ["role", "content"],
                    properties: { role: { type: "string" }, content: {} },
                  },
                },
                stream: { type: "boolean" },
              },
            },
          },
        },
      },
      responses: {
        "200": {
          description: "A chat.completion, or chat.completion.chunk events when streaming",
          content: {
            "application/json": { schema: { type: "object" } },
            "text/event-stream": { schema: { type: "string" } },
          },
        },
        "400": openAiError,
        "401": openAiError,
        "403": openAiError,
        "404": openAiError,
        "429": openAiError,
      },
      "x-canopy-need": "write",
      "x-canopy-effect": "write",
    },
  },
  "/models": {
    get: {
      operationId: "listModels",
      summary: "List models (OpenAI-compatible)",
      description: "Your recent branches as `canopy/...` model names, then the configured models.",
      tags: [OPENAI_TAG],
      parameters: [],
      responses: {
        "200": {
          description: '`{ object: "list", data: [{ id, object: "model", ... }] }`',
          content: { "application/json": { schema: { type: "object" } } },
        },
        "401": openAiError,
      },
      "x-canopy-need": "authenticated",
      "x-canopy-effect": "read",
    },
  },
};

/**
 * The OpenAPI 3.1 document of /api/v1, generated from the operations' zod schemas (zod 4's
 * `z.toJSONSchema`): served at GET /api/v1/openapi.json and rendered at /api-docs.
 */
export function openApiDocument(operations: readonly Operation[] = OPERATIONS): OpenApiDocument {
  const paths: OpenApiDocument["paths"] = {};
  for (const op of operations) (paths[op.path] ??= {})[op.method.toLowerCase()] = describeOperation(op);
  Object.assign(paths, OPENAI_COMPATIBLE);
  paths["/openapi.json"] = {
    get: {
      operationId: "getOpenApi",
      summary: "This document",
      tags: ["Reference"],
      parameters: [],
      responses: {
        "200": { description: "The OpenAPI 3.1 document", content: { "application/json": { schema: {} } } },
      },
      "x-canopy-need": "public",
      "x-canopy-effect": "read",
    },
  };
  return {
    openapi: "3.1.0",
    info: {
      title: "Canopy API",
      version: "1",
      description:
        "Canopy's conversations, branches, merges and knowledge trees over HTTP. Authenticate with " +
        "`Authorization: Bearer <personal API token>` (or a signed-in session cookie, with the app's Origin " +
        "on writes). Every error is `{ error: { code, message, fields? } }` with the status of its code.",
    },
    servers: [{ url: "/api/v1" }],
    security: [{ bearerToken: [] }, { sessionCookie: [] }],
    tags: [...new Set([...operations.map((op) => op.tag), OPENAI_TAG, "Reference"])].map((name) => ({ name })),
    paths,
    components: {
      schemas: {
        Error: {
          type: "object",
          required: ["error"],
          properties: {
            error: {
              type: "object",
              required: ["code", "message"],
              properties: {
                code: {
                  type: "string",
                  description: 'kind:subject, e.g. "not_found:node"',
                  examples: ["not_found:node"],
                },
                message: { type: "string" },
                fields: { type: "object", additionalProperties: { type: "string" } },
              },
            },
          },
        },
      },
      securitySchemes: {
        bearerToken: { type: "http", scheme: "bearer" },
        sessionCookie: { type: "apiKey", in: "cookie", name: "better-auth.session_token" },
      },
    },
  };
}

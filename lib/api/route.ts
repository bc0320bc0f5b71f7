import "server-only";
import { z } from "zod";
import { unauthorized } from "@/lib/auth/access";
import { defineRoute } from "@/lib/auth/route";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { MAX_DOCUMENT_BYTES } from "@/lib/knowledge";
import { invokeOperation, type Operation } from "./operation";

/** A JSON body is an object: its fields join the path parameters (which win) and go to the operation's schema. */
const jsonBody = z.record(z.string(), z.unknown(), { message: "The body is a JSON object." });

/**
 * The route handler of one operation (app/api/v1/**): the request hygiene of every route
 * (`defineRoute`: Host, Origin, content type, streamed body limit, JSON depth), then the operation's
 * input from the path parameters, the query (GET, DELETE) or the body (JSON, or text for a document),
 * then `invokeOperation` (validation, guard, rate limit, run). Success is the operation's JSON with
 * its status (or the Response it built: a stream, a download); failure is the one error envelope
 * (lib/http.ts).
 *
 * @example
 * export const POST = operationRoute(mergeNodeOp); // app/api/v1/nodes/[nodeId]/merge/route.ts
 */
export function operationRoute(op: Operation) {
  const hasBody = op.method === "POST";
  return defineRoute<Record<string, string>, Record<string, unknown> | undefined>(
    {
      access: "public", // the operation's own guard decides (invokeOperation), for the API and MCP alike
      body: !hasBody ? undefined : op.body === "text" ? "raw" : jsonBody,
      maxBytes: op.body === "text" ? MAX_DOCUMENT_BYTES : Math.min(getEnv().MAX_BODY_BYTES, 1024 * 1024),
    },
    async ({ params, query, body, request, ctx }) => {
      // Every operation needs a caller: a missing, revoked or expired credential is a 401 before
      // the body is read (its content type or size is no concern of an unknown caller).
      if (!ctx.viewer) throw unauthorized();
      const fromQuery = hasBody && op.body !== "text" ? {} : Object.fromEntries(query);
      const fromBody = op.body === "text" ? { text: await readText(request) } : (body ?? {});
      const result = await invokeOperation(op, { ...fromQuery, ...fromBody, ...params }, ctx.viewer, request);
      return result instanceof Response ? result : Response.json(result, { status: op.status ?? 200 });
    },
  );
}

/** A document's text body (text/markdown or text/plain). */
async function readText(request: Request): Promise<string> {
  const type = (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
  if (type !== "text/markdown" && type !== "text/plain")
    throw new AppError("invalid:content_type", "Send the document as text/markdown or text/plain.");
  return request.text();
}

import "server-only";
import { z } from "zod";
import {
  addConnection,
  listConnections,
  removeConnection,
  testConnection,
  updateConnection,
} from "@/lib/connections/connections";
import { updateNodeParams } from "@/lib/connections/node-params";
import { listUsableModels } from "@/lib/connections/registry";
import { selfHostsOf } from "@/lib/connections/url-policy";
import { ACCESS } from "@/lib/actions/access-specs";
import { idSchema } from "@/lib/actions/schemas";
import {
  addConnectionSchema,
  connectionRefSchema,
  nodeParamsSchema,
  updateConnectionSchema,
} from "@/lib/shared/connections";
import { defineOperation, type OperationContext } from "@/lib/api/operation";

const TAG = "Connections";
const policy = (ctx: OperationContext) => ({ selfHosts: selfHostsOf(ctx.request?.headers.get("host")) });
const ADMIN_NOTE =
  " Instance administrators only, signed in (API tokens cannot administer the instance: 403 forbidden:admin).";

export const listConnectionsOp = defineOperation({
  id: "listConnections",
  method: "GET",
  path: "/connections",
  tag: TAG,
  summary: "List provider connections",
  description:
    "The connections models answer through: those managed in the app, then the environment's (read-only). " +
    "A key is never returned, only its masked form (`sk-...4f2a`); the URL is as given." +
    ADMIN_NOTE,
  input: z.object({}),
  need: "admin",
  effect: "read",
  response: { description: "`{ connections: [{ id, name, provider, url, key, vision, models, source }] }`" },
  run: async () => ({ connections: await listConnections() }),
});

export const addConnectionOp = defineOperation({
  id: "addConnection",
  method: "POST",
  path: "/connections",
  tag: TAG,
  summary: "Add a provider connection",
  description:
    "`provider`: openai, anthropic, google or openai-compatible (Ollama, LM Studio, vLLM, llama.cpp, OpenRouter; " +
    "`url` required, ending in /v1). The key is encrypted with the instance secret. Its models are ids " +
    "`<name>:<model>`. A URL at this instance, or at a private address unless CONNECTIONS_ALLOW_PRIVATE_URLS=1, " +
    "is refused (400)." +
    ADMIN_NOTE,
  input: addConnectionSchema,
  need: "admin",
  effect: "write",
  status: 201,
  response: { description: "`{ id, name, models }` (models: what the server listed when added, if it answered)" },
  run: (input, ctx) => addConnection(input, policy(ctx)),
});

export const updateConnectionOp = defineOperation({
  id: "updateConnection",
  method: "POST",
  path: "/connections/{connectionId}",
  tag: TAG,
  summary: "Edit a provider connection",
  description:
    "Absent fields stay; an empty `key` removes it; an empty `url` returns to the provider's default. " +
    "Environment connections are read-only (403)." +
    ADMIN_NOTE,
  input: updateConnectionSchema,
  need: "admin",
  effect: "write",
  response: { description: "The connection as listed (key masked)." },
  run: (input, ctx) => updateConnection(input, policy(ctx)),
});

export const removeConnectionOp = defineOperation({
  id: "removeConnection",
  method: "DELETE",
  path: "/connections/{connectionId}",
  tag: TAG,
  summary: "Remove a provider connection",
  description:
    "Turns on its models afterwards fail like a provider error (the question kept, the answer marked)." + ADMIN_NOTE,
  input: connectionRefSchema,
  need: "admin",
  effect: "destructive",
  response: { description: "`{ id, name }`" },
  run: ({ connectionId }) => removeConnection(connectionId),
});

export const testConnectionOp = defineOperation({
  id: "testConnection",
  method: "POST",
  path: "/connections/{connectionId}/test",
  tag: TAG,
  summary: "Test a provider connection",
  description:
    "Asks the server for its model list (bounded in time and size) and keeps it. A failure is a result " +
    "with the reason in plain words (unreachable, key refused, wrong URL, timeout, not a model list), not an error." +
    ADMIN_NOTE,
  input: connectionRefSchema,
  need: "admin",
  effect: "write",
  response: { description: "`{ ok: true, models: [...] }` or `{ ok: false, error }`" },
  run: ({ connectionId }, ctx) => testConnection(connectionId, policy(ctx)),
});

export const listModelIdsOp = defineOperation({
  id: "listUsableModels",
  method: "GET",
  path: "/models/usable",
  tag: TAG,
  summary: "List the usable models",
  description:
    "Every model id a turn can answer with (`offline`, `<connection>:<model>`), with its connection and " +
    "capabilities (vision, tools, context window, price per million tokens where known).",
  input: z.object({}),
  need: "authenticated",
  effect: "read",
  response: { description: "`{ models: [{ id, label, provider, connection, capabilities }] }`" },
  run: async () => ({ models: await listUsableModels() }),
});

export const setNodeParamsOp = defineOperation({
  id: "setNodeSettings",
  method: "POST",
  path: "/nodes/{nodeId}/settings",
  tag: "Nodes",
  summary: "Set a node's model and parameters",
  description:
    "`model` (a usable model id), `systemPrompt`, `temperature` (0-2), `maxOutputTokens`: absent fields stay, " +
    "null returns one to the project's. Branches made from the node afterwards inherit them.",
  input: nodeParamsSchema.extend({ nodeId: idSchema }),
  need: ACCESS.setNodeParams.need,
  access: ({ nodeId }) => ({ nodeId }),
  effect: "write",
  response: { description: "`{ model, systemPrompt, temperature, maxOutputTokens }` (null: the project's)" },
  run: ({ nodeId, ...patch }, { viewer }) => updateNodeParams(nodeId, patch, viewer.sessionId),
});

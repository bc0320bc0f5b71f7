import "server-only";
import { z } from "zod";
import {
  addConnection,
  listConnections,
  removeConnection,
  testConnection,
  updateConnection,
} from "@/lib/connections/connections";
import { getModelSettings, updateModelSettings } from "@/lib/connections/model-settings";
import { updateNodeParams } from "@/lib/connections/node-params";
import {
  addOwnConnection,
  listOwnConnections,
  removeOwnConnection,
  testOwnConnection,
} from "@/lib/connections/own-connections";
import { listUsableModels } from "@/lib/connections/registry";
import { selfHostsOf } from "@/lib/connections/url-policy";
import { ACCESS } from "@/lib/actions/access-specs";
import { idSchema } from "@/lib/actions/schemas";
import {
  addConnectionSchema,
  connectionRefSchema,
  modelSettingsSchema,
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
  run: async (_input, { viewer }) => ({ models: await listUsableModels(viewer.userId) }),
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
  run: ({ nodeId, ...patch }, { viewer }) => updateNodeParams(nodeId, patch, viewer.sessionId, viewer.userId),
});

export const getModelSettingsOp = defineOperation({
  id: "getModelSettings",
  method: "GET",
  path: "/settings/models",
  tag: TAG,
  summary: "Read the instance's model settings",
  description:
    "`taskModel`: the model titles, condensed notes, memory folds and knowledge asks use (null: each " +
    "conversation's own model; a project's task model overrides it); `userKeys`: whether users may add " +
    "their own keys." +
    ADMIN_NOTE,
  input: z.object({}),
  need: "admin",
  effect: "read",
  response: { description: "`{ taskModel, taskModelLabel, taskModelAvailable, userKeys }`" },
  run: () => getModelSettings(),
});

export const updateModelSettingsOp = defineOperation({
  id: "updateModelSettings",
  method: "POST",
  path: "/settings/models",
  tag: TAG,
  summary: "Set the instance's task model or users' keys",
  description:
    "`taskModel`: a usable model id of the instance (never a person's own key), or null for each " +
    "conversation's own model; `userKeys`: true lets users add their own connections. Applies at once on every instance." +
    ADMIN_NOTE,
  input: modelSettingsSchema,
  need: "admin",
  effect: "write",
  response: { description: "`{ taskModel, taskModelLabel, taskModelAvailable, userKeys }`" },
  run: (input) => updateModelSettings(input),
});

const OWN_NOTE =
  " Your own connections only, when the instance allows users' keys (else 403 forbidden:user_keys): " +
  "nobody else, administrators included, sees or uses them; another person's is 404.";

export const listOwnConnectionsOp = defineOperation({
  id: "listOwnConnections",
  method: "GET",
  path: "/me/connections",
  tag: TAG,
  summary: "List your own connections",
  description: "Keys masked (`sk-...4f2a`)." + OWN_NOTE,
  input: z.object({}),
  need: "authenticated",
  effect: "read",
  response: { description: "`{ connections: [{ id, name, provider, url, key, vision, models }] }`" },
  run: async (_input, { viewer }) => ({ connections: await listOwnConnections(viewer.userId) }),
});

export const addOwnConnectionOp = defineOperation({
  id: "addOwnConnection",
  method: "POST",
  path: "/me/connections",
  tag: TAG,
  summary: "Add your own connection (your key)",
  description:
    "As an instance connection (same providers, URL rules and encryption); its models `<name>:<model>` " +
    "appear only in your model list and answer only your turns." +
    OWN_NOTE,
  input: addConnectionSchema,
  need: "authenticated",
  effect: "write",
  status: 201,
  response: { description: "`{ id, name, models }`" },
  run: (input, ctx) => addOwnConnection(ctx.viewer.userId, input, policy(ctx)),
});

export const removeOwnConnectionOp = defineOperation({
  id: "removeOwnConnection",
  method: "DELETE",
  path: "/me/connections/{connectionId}",
  tag: TAG,
  summary: "Remove your own connection",
  description: "Also while users' keys are off." + OWN_NOTE,
  input: connectionRefSchema,
  need: "authenticated",
  effect: "destructive",
  response: { description: "`{ id, name }`" },
  run: ({ connectionId }, { viewer }) => removeOwnConnection(viewer.userId, connectionId),
});

export const testOwnConnectionOp = defineOperation({
  id: "testOwnConnection",
  method: "POST",
  path: "/me/connections/{connectionId}/test",
  tag: TAG,
  summary: "Test your own connection",
  description: "Its server's model list, or what went wrong in plain words." + OWN_NOTE,
  input: connectionRefSchema,
  need: "authenticated",
  effect: "write",
  response: { description: "`{ ok: true, models: [...] }` or `{ ok: false, error }`" },
  run: ({ connectionId }, ctx) => testOwnConnection(ctx.viewer.userId, connectionId, policy(ctx)),
});

import "server-only";
import { z } from "zod";
import { selfHostsOf } from "@/lib/connections/url-policy";
import { ACCESS } from "@/lib/actions/access-specs";
import { idSchema } from "@/lib/actions/schemas";
import { addMcpServerSchema, mcpServerRefSchema, projectToolSettingsSchema } from "@/lib/shared/mcp-servers";
import {
  addMcpServer,
  checkMcpServer,
  listMcpServers,
  projectToolSettings,
  removeMcpServer,
  updateProjectToolSettings,
} from "@/lib/tools";
import { defineOperation, type OperationContext } from "@/lib/api/operation";

const TAG = "Tools";
const policy = (ctx: OperationContext) => ({ selfHosts: selfHostsOf(ctx.request?.headers.get("host")) });
const ADMIN_NOTE =
  " Instance administrators only, signed in (API tokens cannot administer the instance: 403 forbidden:admin).";

export const listMcpServersOp = defineOperation({
  id: "listMcpServers",
  method: "GET",
  path: "/mcp-servers",
  tag: TAG,
  summary: "List MCP servers",
  description:
    "The MCP servers registered for the instance, with their status (connected, failed, unknown), last error and " +
    "cached tools. Header values are never returned, only their names." +
    ADMIN_NOTE,
  input: z.object({}),
  need: "admin",
  effect: "read",
  response: {
    description: "`{ servers: [{ id, name, transport, url, headerNames, command, args, status, error, tools }] }`",
  },
  run: async () => ({ servers: await listMcpServers() }),
});

export const addMcpServerOp = defineOperation({
  id: "addMcpServer",
  method: "POST",
  path: "/mcp-servers",
  tag: TAG,
  summary: "Register an MCP server",
  description:
    "Streamable HTTP (`url`, optional `headers` as `Name: value` lines, optional `bearer`) or stdio (`command`, " +
    "`args`; only with MCP_ALLOW_STDIO=1). Headers are encrypted with the instance secret. A URL at this instance, " +
    "or at a private or loopback address unless MCP_ALLOW_PRIVATE_URLS=1, is refused (400). The server is checked " +
    "at once: a failure is its status, not an error." +
    ADMIN_NOTE,
  input: addMcpServerSchema,
  need: "admin",
  effect: "write",
  status: 201,
  response: { description: "`{ id, name, status, error, tools: [names] }`" },
  run: (input, ctx) => addMcpServer(input, policy(ctx)),
});

export const removeMcpServerOp = defineOperation({
  id: "removeMcpServer",
  method: "DELETE",
  path: "/mcp-servers/{name}",
  tag: TAG,
  summary: "Remove an MCP server",
  description: "Projects that enabled it report it as not registered at their next turn." + ADMIN_NOTE,
  input: mcpServerRefSchema,
  need: "admin",
  effect: "destructive",
  response: { description: "`{ id, name }`" },
  run: ({ name }) => removeMcpServer(name),
});

export const checkMcpServerOp = defineOperation({
  id: "checkMcpServer",
  method: "POST",
  path: "/mcp-servers/{name}/check",
  tag: TAG,
  summary: "Check an MCP server again",
  description: "Connects and lists its tools, retrying with a growing wait; the outcome is its status." + ADMIN_NOTE,
  input: mcpServerRefSchema,
  need: "admin",
  effect: "write",
  response: { description: "The server as listed." },
  run: ({ name }, ctx) => checkMcpServer(name, { policy: policy(ctx) }),
});

export const getProjectToolsOp = defineOperation({
  id: "getProjectTools",
  method: "GET",
  path: "/projects/{projectId}/tools",
  tag: TAG,
  summary: "A project's tool settings",
  description: "The MCP servers its turns may use, the approval mode and the aside threshold (tokens).",
  input: z.object({ projectId: idSchema }),
  need: "read",
  access: ({ projectId }) => ({ projectId }),
  effect: "read",
  response: { description: "`{ servers: [names], approval: never|destructive|always, asideTokens }`" },
  run: ({ projectId }) => projectToolSettings(projectId),
});

export const updateProjectToolsOp = defineOperation({
  id: "updateProjectTools",
  method: "POST",
  path: "/projects/{projectId}/tools",
  tag: TAG,
  summary: "Set a project's tool settings",
  description:
    "`servers` (registered server names; replaces the list), `approval` (never, destructive, always), " +
    "`asideTokens` (100-1,000,000). Absent fields stay. The project's owner only.",
  input: projectToolSettingsSchema,
  need: ACCESS.updateProjectTools.need,
  access: ({ projectId }) => ({ projectId }),
  effect: "write",
  response: { description: "`{ servers, approval, asideTokens }`" },
  run: (input) => updateProjectToolSettings(input),
});

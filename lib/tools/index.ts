/**
 * lib/tools: MCP servers registered for the instance, their tools, and a turn's tool session.
 * The contract with the turn is ./types.ts.
 */
export type { ToolApproval, ToolCallOptions, ToolCallResult, ToolInfo, ToolInputSchema, ToolSession } from "./types";
export { openToolSession, openToolSessionFor, type OpenToolSessionOptions } from "./session";
export { connectMcpServer, type McpServerConfig } from "./client";
export { TOOL_LIMITS } from "./limits";
export { qualifyToolNames } from "./names";
export {
  addMcpServer,
  checkMcpServer,
  listMcpServers,
  removeMcpServer,
  retryFailedMcpServers,
  startMcpRetrySchedule,
  type McpAddResult,
} from "./registry";
export {
  DEFAULT_TOOL_SETTINGS,
  projectToolSettings,
  toolSettingsOfRow,
  updateProjectToolSettings,
} from "./project-settings";
export { toolMenuForProject, type ToolMenu } from "./tool-menu";

import "server-only";
import {
  findMcpServersByName,
  findProjectToolRow,
  updateProjectToolRow,
  type ProjectToolRow,
} from "@/lib/db/queries/mcp-servers";
import { AppError } from "@/lib/errors";
import {
  TOOL_APPROVALS,
  projectToolSettingsSchema,
  type ProjectToolSettings,
  type ProjectToolSettingsInput,
  type ToolApprovalMode,
} from "@/lib/shared/mcp-servers";

/**
 * A project's tool settings: which registered servers its turns may use, when a call waits for
 * approval, and above how many tokens a result goes to an aside. Who may read or change them is the
 * guard's business (the callers pass a project they were allowed).
 */

/** The defaults of a project that never set them. */
export const DEFAULT_TOOL_SETTINGS: ProjectToolSettings = { servers: [], approval: "destructive", asideTokens: 2000 };

/**
 * A project's tool settings (the turn reads them). Servers removed since they were enabled are
 * left out by the session (it reports them), not here: the setting says what the owner chose.
 *
 * @throws AppError not_found:project
 */
export async function projectToolSettings(projectId: string): Promise<ProjectToolSettings> {
  const row = await findProjectToolRow(projectId);
  if (!row) throw new AppError("not_found:project", "That project does not exist.");
  return toolSettingsOfRow(row);
}

/** A project's tool settings from its stored columns (read by {@link projectToolSettings}, or with a turn's first read). */
export function toolSettingsOfRow(row: ProjectToolRow): ProjectToolSettings {
  return {
    servers: Array.isArray(row.toolServers) ? row.toolServers.filter((s): s is string => typeof s === "string") : [],
    approval: (TOOL_APPROVALS as readonly string[]).includes(row.toolApproval)
      ? (row.toolApproval as ToolApprovalMode)
      : DEFAULT_TOOL_SETTINGS.approval,
    asideTokens: row.toolAsideTokens,
  };
}

/**
 * Changes a project's tool settings (absent fields stay). Every server named must be registered.
 *
 * @throws AppError invalid:input | not_found:mcp_server | not_found:project
 */
export async function updateProjectToolSettings(input: ProjectToolSettingsInput): Promise<ProjectToolSettings> {
  const parsed = projectToolSettingsSchema.safeParse(input);
  if (!parsed.success) throw new AppError("invalid:input", parsed.error.issues[0]?.message ?? "Invalid tool settings.");
  const { projectId, servers, approval, asideTokens } = parsed.data;
  await projectToolSettings(projectId);
  if (servers) {
    const unique = [...new Set(servers)];
    const known = new Set((await findMcpServersByName(unique)).map((r) => r.name));
    const missing = unique.filter((s) => !known.has(s));
    if (missing.length)
      throw new AppError(
        "not_found:mcp_server",
        `No MCP server named ${missing.map((m) => `"${m}"`).join(", ")} is registered.`,
      );
    await updateProjectToolRow(projectId, { toolServers: unique });
  }
  if (approval !== undefined || asideTokens !== undefined)
    await updateProjectToolRow(projectId, { toolApproval: approval, toolAsideTokens: asideTokens });
  return projectToolSettings(projectId);
}

import "server-only";
import { findMcpServersByName } from "@/lib/db/queries/mcp-servers";
import type { McpServerView, ToolApprovalMode } from "@/lib/shared/mcp-servers";
import { qualifyToolNames } from "./names";
import { projectToolSettings } from "./project-settings";
import { cachedTools } from "./registry";

/** What the composer's tool menu shows for a project: its servers and their cached tools. */
export interface ToolMenu {
  servers: {
    name: string;
    status: McpServerView["status"];
    error: string | null;
    truncated: boolean;
    tools: { name: string; qualifiedName: string; title: string; description: string; destructive: boolean }[];
  }[];
  approval: ToolApprovalMode;
  asideTokens: number;
}

/**
 * The tools a project's turns may use, from the registry's cache (one indexed read; no server is
 * called, so the menu opens at once). Qualified names are given over the project's servers in name
 * order, as `openToolSession` names them, so a switched-off tool is named the same in both.
 */
export async function toolMenuForProject(projectId: string): Promise<ToolMenu> {
  const settings = await projectToolSettings(projectId);
  // Sorted here, not by the database: PostgreSQL's collation may order "-" and "_" otherwise.
  const rows = (await findMcpServersByName(settings.servers)).sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  const listed = rows.flatMap((row) => cachedTools(row).tools.map((tool) => ({ server: row.name, tool })));
  const qualified = qualifyToolNames(listed.map(({ server, tool }) => ({ server, name: tool.name })));
  return {
    servers: rows.map((row) => {
      const cache = cachedTools(row);
      return {
        name: row.name,
        status: row.status === "connected" || row.status === "failed" ? row.status : "unknown",
        error: row.lastError,
        truncated: cache.truncated,
        tools: listed.flatMap((l, i) => (l.server === row.name ? [{ ...l.tool, qualifiedName: qualified[i]! }] : [])),
      };
    }),
    approval: settings.approval,
    asideTokens: settings.asideTokens,
  };
}

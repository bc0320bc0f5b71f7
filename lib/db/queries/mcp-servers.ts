import "server-only";
import { getDb } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError } from "@/lib/errors";

/** A registered MCP server's row (headers still encrypted). */
export interface McpServerRow {
  id: string;
  name: string;
  transport: string;
  url: string | null;
  headersCipher: string | null;
  headerNames: unknown;
  command: string | null;
  args: unknown;
  envCipher: string | null;
  envNames: unknown;
  status: string;
  lastError: string | null;
  tools: unknown;
  checkedAt: Date | null;
  failures: number;
  createdAt: Date;
  updatedAt: Date;
}

export type McpServerData = Pick<McpServerRow, "name" | "transport" | "url" | "headersCipher" | "command"> & {
  headerNames?: string[];
  args?: string[];
  envCipher?: string | null;
  envNames?: string[];
};

export type McpServerStatusPatch = Pick<McpServerRow, "status" | "lastError" | "checkedAt" | "failures"> & {
  tools?: unknown;
};

/** Every registered server, by name. */
export async function listMcpServerRows(): Promise<McpServerRow[]> {
  return getDb().mcpServer.findMany({ orderBy: { name: "asc" } });
}

/** The servers with these names (unknown names are left out). */
export async function findMcpServersByName(names: readonly string[]): Promise<McpServerRow[]> {
  if (names.length === 0) return [];
  return getDb().mcpServer.findMany({ where: { name: { in: [...names] } }, orderBy: { name: "asc" } });
}

/** One server by id or name, or null. */
export async function findMcpServer(ref: string): Promise<McpServerRow | null> {
  return getDb().mcpServer.findFirst({ where: { OR: [{ id: ref }, { name: ref }] } });
}

/** @throws AppError conflict:mcp_server_name when the name is taken */
export async function insertMcpServer(data: McpServerData): Promise<McpServerRow> {
  try {
    return await getDb().mcpServer.create({
      data: {
        ...data,
        headerNames: data.headerNames ?? undefined,
        args: data.args ?? undefined,
        envNames: data.envNames ?? undefined,
      },
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError("conflict:mcp_server_name", `An MCP server named "${data.name}" exists already.`);
    throw error;
  }
}

/** Stores a check's outcome; a server removed meanwhile is left removed. */
export async function updateMcpServerStatus(id: string, patch: McpServerStatusPatch): Promise<McpServerRow | null> {
  const { count } = await getDb().mcpServer.updateMany({
    where: { id },
    data: { ...patch, tools: patch.tools === undefined ? undefined : (patch.tools as never) },
  });
  return count ? getDb().mcpServer.findUnique({ where: { id } }) : null;
}

/** @throws AppError not_found:mcp_server */
export async function deleteMcpServerRow(id: string): Promise<void> {
  const { count } = await getDb().mcpServer.deleteMany({ where: { id } });
  if (count === 0)
    throw new AppError("not_found:mcp_server", "That MCP server does not exist (it may have been removed).");
}

/** A project's tool settings as stored. */
export interface ProjectToolRow {
  toolServers: unknown;
  toolApproval: string;
  toolAsideTokens: number;
}

export async function findProjectToolRow(projectId: string): Promise<ProjectToolRow | null> {
  return getDb().project.findUnique({
    where: { id: projectId },
    select: { toolServers: true, toolApproval: true, toolAsideTokens: true },
  });
}

export async function updateProjectToolRow(
  projectId: string,
  patch: { toolServers?: string[]; toolApproval?: string; toolAsideTokens?: number },
): Promise<ProjectToolRow> {
  return getDb().project.update({
    where: { id: projectId },
    data: patch,
    select: { toolServers: true, toolApproval: true, toolAsideTokens: true },
  });
}

import "server-only";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

/** A node's own model and parameters; null fields are inherited from the project. */
export interface NodeParams {
  model: string | null;
  systemPrompt: string | null;
  temperature: number | null;
  maxOutputTokens: number | null;
}

const SELECT = { model: true, systemPrompt: true, temperature: true, maxOutputTokens: true } as const;

/** @throws AppError not_found:node */
export async function getNodeParams(nodeId: string): Promise<NodeParams> {
  const row = await getDb().node.findUnique({ where: { id: nodeId }, select: SELECT });
  if (!row) throw new AppError("not_found:node", "That conversation node does not exist (it may have been purged).");
  return row;
}

/**
 * Sets some of a node's parameters (absent fields stay; null returns one to the project's). Its
 * children made afterwards inherit them (lib/db/queries/branches.ts); existing children keep theirs.
 *
 * @throws AppError not_found:node
 */
export async function setNodeParams(nodeId: string, patch: Partial<NodeParams>): Promise<NodeParams> {
  const { count } = await getDb().node.updateMany({ where: { id: nodeId }, data: patch });
  if (count === 0)
    throw new AppError("not_found:node", "That conversation node does not exist (it may have been purged).");
  return getNodeParams(nodeId);
}

import "server-only";
import type { Tx } from "@/lib/db/client";
import { findProjectTreeRow } from "@/lib/db/queries/knowledge";
import { listAppendEdge, listKnowledgeNodesWithoutText } from "@/lib/db/queries/knowledge-bulk";
import { emptyTree, type KtNode } from "./types";
import { fromRow, type StoredTree } from "./store";

/**
 * The project's tree as stored, without leaf texts: what an import or a removal works on (the
 * structure and every node's metadata; appends and removals never read a stored leaf's text).
 * On a 50 MB project that is a few MB instead of the whole text held in memory per import.
 */
export async function loadProjectSkeleton(projectId: string, tx?: Tx): Promise<StoredTree> {
  const row = await findProjectTreeRow(projectId, tx);
  if (!row) return { treeId: null, tree: emptyTree(), engine: null, version: null };
  const nodes: Record<string, KtNode> = {};
  for (const r of await listKnowledgeNodesWithoutText(row.id, tx)) nodes[r.id] = fromRow(r);
  return { treeId: row.id, tree: { nodes, rootId: row.rootId }, engine: row.engine, version: row.updatedAt.getTime() };
}

/**
 * The part of the project's tree an append reads (its right edge and that edge's children, no
 * leaf texts), with the version a writer checks: an import's read of the tree is a few dozen rows
 * whatever the project's size.
 */
export async function loadAppendEdge(projectId: string, tx?: Tx): Promise<StoredTree> {
  const row = await findProjectTreeRow(projectId, tx);
  if (!row) return { treeId: null, tree: emptyTree(), engine: null, version: null };
  const nodes: Record<string, KtNode> = {};
  if (row.rootId) for (const r of await listAppendEdge(row.id, row.rootId, tx)) nodes[r.id] = fromRow(r);
  return { treeId: row.id, tree: { nodes, rootId: row.rootId }, engine: row.engine, version: row.updatedAt.getTime() };
}

import "server-only";
import { getDb, type Tx } from "@/lib/db/client";
import type { KnowledgeTree } from "@/lib/db/generated/client";
import { chunked } from "@/lib/db/in-list";

/** The memory-tree row (KnowledgeTree kind "node") a conversation node owns, or null before its first fold. */
export async function findNodeMemoryTree(nodeId: string, tx: Tx = getDb()): Promise<NodeMemoryTreeRow | null> {
  return tx.knowledgeTree.findUnique({ where: { ownerNodeId: nodeId } });
}

/** A node's memory-tree row. */
export type NodeMemoryTreeRow = KnowledgeTree;

/** The memory-tree rows of these nodes (a fan-out's few siblings; a node without one has none). */
export async function findNodeMemoryTrees(nodeIds: string[], tx: Tx = getDb()): Promise<NodeMemoryTreeRow[]> {
  return tx.knowledgeTree.findMany({ where: { ownerNodeId: { in: nodeIds } } });
}

/**
 * The memory-tree rows of these nodes that have a root (something was folded into them). In pieces:
 * `ownerNodeIds` is a chain of ancestors, thousands long in a long thread (lib/db/in-list.ts).
 */
export async function listRootedMemoryTrees(ownerNodeIds: string[], tx: Tx = getDb()) {
  const rows = [];
  for (const ids of chunked(ownerNodeIds))
    rows.push(...(await tx.knowledgeTree.findMany({ where: { ownerNodeId: { in: ids }, rootId: { not: null } } })));
  return rows;
}

/** Every node of the conversation with what inheritance follows: its parent and inherit policy. */
export async function listInheritanceLinks(conversationId: string, tx: Tx = getDb()) {
  return tx.node.findMany({ where: { conversationId }, select: { id: true, parentId: true, inheritPolicy: true } });
}

/** Creates a node's (empty) memory-tree row with the id the fold chose. */
export async function createNodeMemoryTree(
  tx: Tx,
  tree: { id: string; projectId: string; ownerNodeId: string; engine: string },
): Promise<void> {
  await tx.knowledgeTree.create({ data: { ...tree, kind: "node" } });
}

/** Records how far a node's memory has folded: through which window position, and how many items. */
export async function setFoldProgress(
  tx: Tx,
  treeId: string,
  progress: { foldedThrough: number | null; foldedItems: number },
): Promise<void> {
  await tx.knowledgeTree.update({ where: { id: treeId }, data: progress });
}

import "server-only";
import { getDb, type Tx } from "@/lib/db/client";
import { toTreeNode } from "@/lib/db/mappers";
import type { TreeNode } from "@/lib/shared/tree-types";

/**
 * The reads and writes of a purge (lib/tree-ops/purge.ts); which nodes go is decided there
 * (lib/tree `planPurge`).
 */

/** Every node of a conversation, as lib/tree sees them. */
export async function listConversationNodes(conversationId: string, tx: Tx = getDb()): Promise<TreeNode[]> {
  const rows = await tx.node.findMany({ where: { conversationId } });
  return rows.map(toTreeNode);
}

/** How many items of their own (not inherited references) these nodes hold. */
export async function countOwnItems(nodeIds: string[]): Promise<number> {
  return getDb().item.count({ where: { nodeId: { in: nodeIds }, origin: { not: "inherited" } } });
}

/**
 * Deletes the nodes `ids` (parents before children, as planPurge lists them) with their items,
 * merge events and memory trees. Items merged from them into nodes that stay are kept, detached from
 * their merge event (which goes with its child) so that the merge can no longer be undone.
 */
export async function deleteSubtree(tx: Tx, ids: string[]): Promise<void> {
  // A merge event is deleted with its child, and its inserted items with it (cascade): detach the
  // items merged into nodes that stay, so merged content is kept (sourceNodeId still says whence).
  await tx.item.updateMany({
    where: { nodeId: { notIn: ids }, mergeEvent: { childId: { in: ids } } },
    data: { mergeEventId: null },
  });
  // Their memory trees (folded history) go too: a tree row names its node but has no foreign key to it.
  // Children before parents, so no row ever points at a deleted parent mid-transaction.
  for (const id of [...ids].reverse()) await tx.node.delete({ where: { id } });
}

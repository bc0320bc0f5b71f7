import "server-only";
import { getDb, type Tx } from "@/lib/db/client";
import { chunked } from "@/lib/db/in-list";
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
  let count = 0;
  for (const ids of chunked(nodeIds))
    count += await getDb().item.count({ where: { nodeId: { in: ids }, origin: { not: "inherited" } } });
  return count;
}

/**
 * Deletes the nodes `ids` (parents before children, as planPurge lists them) with their items,
 * merge events and memory trees. Items merged from them into nodes that stay are kept, detached from
 * their merge event (which goes with its child) so that the merge can no longer be undone.
 */
export async function deleteSubtree(tx: Tx, ids: string[]): Promise<void> {
  // A merge event is deleted with its child, and its inserted items with it (cascade): detach the
  // items merged into nodes that stay, so merged content is kept (sourceNodeId still says whence).
  // Those inside the subtree are detached too, harmlessly (they go with their nodes): no `notIn` list
  // of the whole subtree, which passed the parameter limit at 1,000 nodes on SQLite.
  for (const chunk of chunked(ids))
    await tx.item.updateMany({ where: { mergeEvent: { childId: { in: chunk } } }, data: { mergeEventId: null } });
  // Their memory trees (folded history) go too: a tree row names its node but has no foreign key to it.
  // Children before parents, so no row ever points at a deleted parent mid-transaction; in pieces
  // (lib/db/in-list.ts), one statement each (one by one, 33,000 nodes outlasted the transaction's timeout).
  // A piece may hold a chain of parents and children: the database's cascade takes those in it, at most
  // 500 deep, under SQLite's limit of 1,000 nested cascades.
  for (const chunk of chunked([...ids].reverse())) await tx.node.deleteMany({ where: { id: { in: chunk } } });
}

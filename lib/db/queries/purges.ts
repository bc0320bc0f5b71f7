import "server-only";
import { getDb, type Tx } from "@/lib/db/client";
import { chunked } from "@/lib/db/in-list";
import { toTreeNode } from "@/lib/db/mappers";
import type { Prisma } from "@/lib/db/generated/client";
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
 * Lets every node matching `where` go of its parent, inside the transaction of a delete that takes
 * them all (a purge, a conversation, a project, a staged import), so that no delete cascades down a
 * chain of nodes. SQLite runs such a cascade as nested triggers: it refuses one deeper than 1,000
 * ("too many levels of trigger recursion", a thread of 1,000 turns could not be deleted), and one n
 * deep costs about n^2 (a 2,000-node thread took 12 s to purge, 0.14 s detached first; bench/tree-ops.ts).
 */
export async function detachNodes(tx: Tx, where: Prisma.NodeWhereInput): Promise<void> {
  await tx.node.updateMany({ where: { ...where, parentId: { not: null } }, data: { parentId: null } });
}

/**
 * Deletes the nodes `ids` (a whole subtree, as planPurge lists it) with their items,
 * merge events and memory trees. Items merged from them into nodes that stay are kept, detached from
 * their merge event (which goes with its child) so that the merge can no longer be undone.
 */
export async function deleteSubtree(tx: Tx, ids: string[]): Promise<void> {
  // A merge event is deleted with its child, and its inserted items with it (cascade): detach the
  // items merged into nodes that stay, so merged content is kept (sourceNodeId still says whence).
  // Those inside the subtree are detached too, harmlessly (they go with their nodes): no `notIn` list
  // of the whole subtree, which passed the parameter limit at 1,000 nodes on SQLite.
  // The events are looked up first (by their child's index; most subtrees have none): an update
  // filtered through the relation took 1.2 s for a 20,000-node thread without a single merge.
  for (const chunk of chunked(ids)) {
    const events = await tx.mergeEvent.findMany({ where: { childId: { in: chunk } }, select: { id: true } });
    for (const some of chunked(events.map((e) => e.id)))
      await tx.item.updateMany({ where: { mergeEventId: { in: some } }, data: { mergeEventId: null } });
  }
  // Then the nodes with their items, merge events and memory trees (cascade, one level down: each lets go
  // of its parent first, see detachNodes), in pieces (lib/db/in-list.ts), one statement each (one by one,
  // 33,000 nodes outlasted the transaction's timeout).
  for (const chunk of chunked(ids)) await detachNodes(tx, { id: { in: chunk } });
  for (const chunk of chunked(ids)) await tx.node.deleteMany({ where: { id: { in: chunk } } });
}

import "server-only";
import { getDb } from "@/lib/db/client";
import { toTreeNode } from "@/lib/db/mappers";
import { AppError } from "@/lib/errors";
import { planPurge } from "@/lib/tree/lifecycle";
import { assertNotAnswering, lockNodes } from "@/lib/db/queries/answering";

/** What a purge of `nodeId` would delete: shown in the confirmation before anything is lost. */
export async function describePurge(nodeId: string) {
  const node = await getDb().node.findUnique({ where: { id: nodeId } });
  if (!node) throw new AppError("not_found:node", "That conversation node does not exist (it may have been purged).");
  const nodes = await getDb().node.findMany({ where: { conversationId: node.conversationId } });
  const ids = planPurge(nodes.map(toTreeNode), nodeId);
  const items = await getDb().item.count({ where: { nodeId: { in: ids }, origin: { not: "inherited" } } });
  return { nodeIds: ids, nodes: ids.length, items, title: node.title };
}

/**
 * Purges a node and its descendants for good, in one transaction (items go with their nodes, and
 * their memory trees with them).
 * Content already merged into an ancestor stays there: it was copied up by the merge, and is
 * detached from its merge event (which goes with the child) so that it can no longer be undone.
 *
 * Refused while the node or a descendant is answering.
 *
 * @throws AppError not_found:node, invalid:purge_root, conflict:node_answering
 */
export async function purgeNode(nodeId: string) {
  return getDb().$transaction(async (tx) => {
    const node = await tx.node.findUnique({ where: { id: nodeId } });
    if (!node) throw new AppError("not_found:node", "That conversation node does not exist (it may have been purged).");
    const nodes = await tx.node.findMany({ where: { conversationId: node.conversationId } });
    const ids = planPurge(nodes.map(toTreeNode), nodeId);
    // Lock the subtree, then refuse while any of it is answering: no turn can begin in it meanwhile.
    await lockNodes(tx, ids);
    await assertNotAnswering(tx, ids);
    // A merge event is deleted with its child, and its inserted items with it (cascade): detach the
    // items merged into nodes that stay, so merged content is kept (sourceNodeId still says whence).
    await tx.item.updateMany({
      where: { nodeId: { notIn: ids }, mergeEvent: { childId: { in: ids } } },
      data: { mergeEventId: null },
    });
    // Their memory trees (folded history) go too: a tree row names its node but has no foreign key to it.
    // Children before parents, so no row ever points at a deleted parent mid-transaction.
    for (const id of [...ids].reverse()) await tx.node.delete({ where: { id } });
    await tx.conversation.update({ where: { id: node.conversationId }, data: { updatedAt: new Date() } });
    return { purgedNodeIds: ids, parentId: node.parentId, conversationId: node.conversationId };
  });
}

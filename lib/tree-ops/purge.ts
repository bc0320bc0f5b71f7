import "server-only";
import { privacyOf, publishChange } from "@/lib/live/publish";
import { transaction } from "@/lib/db/client";
import { touchConversation } from "@/lib/db/queries/activity";
import { getNode } from "@/lib/db/queries/nodes";
import { countOwnItems, deleteSubtree, listConversationNodes } from "@/lib/db/queries/purges";
import { planPurge } from "@/lib/tree/lifecycle";
import { assertNotAnswering, lockNodes } from "@/lib/db/queries/answering";
import { mediaOfNodes } from "@/lib/db/queries/media";
import { removeUnreferencedImages } from "@/lib/media/attach";
import { forgetOwners } from "@/lib/memory/recall-cache";

/**
 * A purge's transaction may take longer than Prisma's default 5 s: deleting a subtree of 33,000 nodes
 * (an import's fan-out) with their items took about 6 s on PostgreSQL under load (lib/chat/wide-fan-out.test.ts).
 */
const PURGE_TX = { timeout: 60_000 };

/** What a purge of `nodeId` would delete: shown in the confirmation before anything is lost. */
export async function describePurge(nodeId: string) {
  const node = await getNode(nodeId);
  const ids = planPurge(await listConversationNodes(node.conversationId), nodeId);
  const items = await countOwnItems(ids);
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
  const privateTo = await privacyOf(nodeId);
  let images: string[] = [];
  const purged = await transaction(async (tx) => {
    const node = await getNode(nodeId, tx);
    const ids = planPurge(await listConversationNodes(node.conversationId, tx), nodeId);
    // Lock the subtree, then refuse while any of it is answering: no turn can begin in it meanwhile.
    await lockNodes(tx, ids);
    // Purged by someone else while this waited for the lock: not_found, not a second purge.
    await getNode(nodeId, tx);
    await assertNotAnswering(tx, ids);
    images = await mediaOfNodes(ids, tx);
    await deleteSubtree(tx, ids);
    await touchConversation(node.conversationId, tx);
    return { purgedNodeIds: ids, parentId: node.parentId, conversationId: node.conversationId };
  }, PURGE_TX);
  // Their memory's text leaves this process's recall cache too (another instance lets it go when idle).
  forgetOwners(purged.purgedNodeIds);
  // The purged node first: whoever may not see it hears nothing of it (lib/live/hub.ts).
  const ids = [nodeId, ...purged.purgedNodeIds.filter((id) => id !== nodeId)];
  await publishChange(purged, "purge", purged.parentId ? [...ids, purged.parentId] : ids, { privateTo });
  // An image goes with the last item showing it: its row and its files (lib/media).
  await removeUnreferencedImages(images);
  return purged;
}

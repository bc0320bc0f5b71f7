import "server-only";
import { getDb, type Tx } from "@/lib/db/client";

/**
 * Update times: a node and its conversation are "touched" when something in them changes, so that
 * lists sort by the latest activity. Pass `tx` to make the touch part of a larger write.
 */

/**
 * Sets a node's `updatedAt` to now.
 * @throws Prisma's P2025 when the node does not exist
 */
export async function touchNode(nodeId: string, tx: Tx = getDb()): Promise<void> {
  await tx.node.update({ where: { id: nodeId }, data: { updatedAt: new Date() } });
}

/**
 * Sets a conversation's `updatedAt` to now.
 * @throws Prisma's P2025 when the conversation does not exist
 */
export async function touchConversation(conversationId: string, tx: Tx = getDb()): Promise<void> {
  await tx.conversation.update({ where: { id: conversationId }, data: { updatedAt: new Date() } });
}

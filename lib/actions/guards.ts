import "server-only";
import { getNode } from "@/lib/db/queries/nodes";
import { AppError } from "@/lib/errors";

/**
 * Loads a node and checks it belongs to the conversation the caller named: server actions are
 * public endpoints, so an id from one conversation must never act on another.
 *
 * @throws AppError not_found:node
 */
export async function requireNodeIn(conversationId: string, nodeId: string) {
  const node = await getNode(nodeId);
  if (node.conversationId !== conversationId)
    throw new AppError("not_found:node", "That node is not part of this conversation.");
  return node;
}

import "server-only";
import { getConversationTree } from "../db/queries/conversations";
import { getNodeView } from "../db/queries/nodes";
import { conversationOfShareToken } from "./share-links";

export interface SharedNode {
  id: string;
  title: string;
  kind: string;
  status: string;
  depth: number;
  messages: Array<{ id: string; role: string; origin: string; content: string }>;
}

/**
 * What a read-only share link shows: the conversation's title, its nodes in tree order with their
 * depth, and each node's window. Nothing else of the project (no name, settings or documents).
 *
 * @throws AppError not_found:share_link
 */
export async function loadSharedConversation(token: string): Promise<{ title: string; nodes: SharedNode[] }> {
  const conversationId = await conversationOfShareToken(token);
  const tree = await getConversationTree(conversationId, null, { canWrite: false });
  const ordered: Array<{ id: string; depth: number }> = [];
  const visit = (parentId: string | null, depth: number) => {
    for (const n of tree.nodes.filter((x) => x.parentId === parentId)) {
      ordered.push({ id: n.id, depth });
      visit(n.id, depth + 1);
    }
  };
  visit(null, 0);
  const nodes: SharedNode[] = [];
  for (const { id, depth } of ordered) {
    const { node, window } = await getNodeView(id);
    nodes.push({
      id,
      title: node.title,
      kind: node.kind,
      status: node.status,
      depth,
      messages: window.map((e) => ({ id: e.id, role: e.role, origin: e.origin, content: e.content })),
    });
  }
  return { title: tree.title, nodes };
}

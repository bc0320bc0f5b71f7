import "server-only";
import { readTree } from "@/lib/graph/tree-load";
import { readConversationWindows } from "./node-view";
import { conversationOfShareToken } from "@/lib/auth/share-links";
import { AppError } from "@/lib/errors";

export interface SharedNode {
  id: string;
  /** The parent's id (null for the root): the shared page draws the tree as a graph. */
  parentId: string | null;
  title: string;
  kind: string;
  status: string;
  depth: number;
  /** `status` is the answer's: complete, streaming, aborted (stopped) or error (failed, interrupted). */
  messages: Array<{
    id: string;
    role: string;
    origin: string;
    content: string;
    status: string;
    mediaId?: string;
    /** Facts a settled merge conflict overruled (lib/views `markSuperseded`), struck as the chat strikes them. */
    superseded?: string[];
  }>;
}

/**
 * What a read-only share link shows: the conversation's title, its nodes in tree order with their
 * depth, and each node's window. Nothing else of the project (no name, settings or documents).
 *
 * @throws AppError not_found:share_link
 */
export async function loadSharedConversation(token: string): Promise<{ title: string; nodes: SharedNode[] }> {
  const conversationId = await conversationOfShareToken(token);
  const tree = await readTree({
    read: "tree",
    conversationId,
    reader: { userId: null, canWrite: false },
    packed: null,
  });
  const children = new Map<string | null, typeof tree.nodes>();
  for (const n of tree.nodes) children.set(n.parentId, [...(children.get(n.parentId) ?? []), n]);
  const ordered: Array<{ id: string; depth: number }> = [];
  // Depth-first, children in tree order, without recursion (a 10,000-deep chain is a real shape).
  const stack = [...(children.get(null) ?? [])].reverse().map((n) => ({ id: n.id, depth: 0 }));
  while (stack.length > 0) {
    const next = stack.pop()!;
    ordered.push(next);
    for (const c of [...(children.get(next.id) ?? [])].reverse()) stack.push({ id: c.id, depth: next.depth + 1 });
  }
  // Every node's window in one read (readNodeView's presentation), not one query per node.
  const windows = await readConversationWindows(conversationId);
  const byId = new Map(tree.nodes.map((n) => [n.id, n]));
  const nodes: SharedNode[] = ordered.map(({ id, depth }) => {
    const node = byId.get(id)!;
    return {
      id,
      parentId: node.parentId,
      title: node.title,
      kind: node.kind,
      status: node.status,
      depth,
      messages: (windows.get(id) ?? []).map((e) => ({
        id: e.id,
        role: e.role,
        origin: e.origin,
        content: e.content,
        status: e.status,
        ...(e.mediaId ? { mediaId: e.mediaId } : {}),
        ...(e.superseded?.length ? { superseded: e.superseded } : {}),
      })),
    };
  });
  return { title: tree.title, nodes };
}

/**
 * Whether a share link's page shows this item as an image: the link serves the image only then
 * (never an aside's, never another conversation's).
 *
 * @throws AppError not_found:share_link, not_found:image
 */
export async function assertSharedImage(token: string, itemId: string): Promise<void> {
  const shared = await loadSharedConversation(token);
  if (!shared.nodes.some((n) => n.messages.some((m) => m.id === itemId && m.mediaId)))
    throw new AppError("not_found:image", "That image does not exist (it may have been deleted).");
}

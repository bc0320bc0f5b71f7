import "server-only";
import { AppError } from "@/lib/errors";
import { CAPABILITY_REFUSALS, nodeCapabilities } from "@/lib/tree/capabilities";
import type { TreeNode, WindowEntry } from "@/lib/tree/types";
import { resolveWindow } from "@/lib/tree/window";
import { getDb, type Tx } from "@/lib/db/client";
import { toStoredItem, toTreeNode } from "@/lib/db/mappers";

export interface NodeRecord extends TreeNode {
  conversationId: string;
  projectId: string;
}

export interface NodeView {
  node: NodeRecord & { createdAt: string };
  window: WindowEntry[];
}

/** @throws AppError("not_found:node") */
export async function getNode(id: string, tx: Tx = getDb()): Promise<NodeRecord & { createdAt: string }> {
  const row = await tx.node.findUnique({ where: { id }, include: { conversation: { select: { projectId: true } } } });
  if (!row) throw new AppError("not_found:node", "That conversation node does not exist (it may have been purged).");
  return {
    ...toTreeNode(row),
    conversationId: row.conversationId,
    projectId: row.conversation.projectId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The node's window in order, inherited references resolved to their source text. */
export async function getNodeWindow(nodeId: string, tx: Tx = getDb()): Promise<WindowEntry[]> {
  const rows = await tx.item.findMany({ where: { nodeId }, include: { ref: true }, orderBy: { position: "asc" } });
  return windowOf(rows);
}

/**
 * The windows of every node of a conversation, by node id, in one query (the share page reads a
 * whole tree): the same resolution as {@link getNodeWindow}. A node without items has no entry.
 */
export async function getConversationWindows(
  conversationId: string,
  tx: Tx = getDb(),
): Promise<Map<string, WindowEntry[]>> {
  const rows = await tx.item.findMany({
    where: { node: { conversationId } },
    include: { ref: true },
    orderBy: [{ nodeId: "asc" }, { position: "asc" }],
  });
  const byNode = new Map<string, typeof rows>();
  for (const row of rows) {
    const list = byNode.get(row.nodeId);
    if (list) list.push(row);
    else byNode.set(row.nodeId, [row]);
  }
  return new Map([...byNode].map(([nodeId, own]) => [nodeId, windowOf(own)]));
}

type ItemWithRef = Parameters<typeof toStoredItem>[0] & { ref: Parameters<typeof toStoredItem>[0] | null };

function windowOf(rows: ItemWithRef[]): WindowEntry[] {
  const lookup = new Map(rows.flatMap((r) => (r.ref ? [[r.ref.id, toStoredItem(r.ref)] as const] : [])));
  return resolveWindow(rows.map(toStoredItem), lookup);
}

export async function getNodeView(nodeId: string): Promise<NodeView> {
  const node = await getNode(nodeId);
  return { node, window: await getNodeWindow(nodeId) };
}

/** Renames a node; renaming a root renames its conversation too (they share a title), in one transaction. */
export async function renameNode(id: string, title: string): Promise<void> {
  const node = await getNode(id);
  await getDb().$transaction(async (tx) => {
    await tx.node.update({ where: { id }, data: { title } });
    if (node.parentId === null) await tx.conversation.update({ where: { id: node.conversationId }, data: { title } });
  });
}

/**
 * Sets (or clears, with null) a node's graph label and colour. The decision whether it may is
 * nodeCapabilities' `label`.
 *
 * @throws AppError not_found:node, forbidden:label
 */
export async function setNodeLabel(
  id: string,
  input: { label: string | null; color: string | null },
): Promise<{ nodeId: string; label: string | null; color: string | null }> {
  const node = await getNode(id);
  if (!nodeCapabilities(node).label) throw new AppError("forbidden:label", CAPABILITY_REFUSALS.label);
  const label = input.label?.trim() ? input.label.trim() : null;
  await getDb().node.update({ where: { id }, data: { label, color: input.color } });
  return { nodeId: id, label, color: input.color };
}

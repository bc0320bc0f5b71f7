import "server-only";
import type { Tx } from "@/lib/db/client";
import {
  getConversationItems,
  getNode,
  getNodeItems,
  getNodeItemsWithReports,
  getNodesItems,
  type NodeRecord,
} from "@/lib/db/queries/nodes";
import type { WindowEntry } from "@/lib/shared/tree-types";
import { resolveWindow } from "@/lib/tree/window";

export interface NodeView {
  node: NodeRecord & { createdAt: string };
  window: WindowEntry[];
}

/** The node's window in order, inherited references resolved to their source text (lib/tree `resolveWindow`). */
export async function getNodeWindow(nodeId: string, tx?: Tx): Promise<WindowEntry[]> {
  const { rows, refs } = await getNodeItems(nodeId, tx);
  return resolveWindow(rows, refs);
}

/**
 * {@link getNodeWindow} with what a turn needs besides, in the same read: the reports of the node's
 * last answers and its last position (lib/db `getNodeItemsWithReports`).
 */
export async function getTurnWindow(nodeId: string, tx?: Tx) {
  const { stored, reports, lastPosition } = await getNodeItemsWithReports(nodeId, tx);
  return { window: resolveWindow(stored.rows, stored.refs), reports, lastPosition };
}

/**
 * The windows of every node of a conversation, by node id, in one query (the share page reads a
 * whole tree): the same resolution as {@link getNodeWindow}. A node without items has no entry.
 */
export async function getConversationWindows(conversationId: string, tx?: Tx): Promise<Map<string, WindowEntry[]>> {
  const stored = await getConversationItems(conversationId, tx);
  return new Map([...stored].map(([nodeId, { rows, refs }]) => [nodeId, resolveWindow(rows, refs)]));
}

/** The windows of a few nodes (a fan-out's siblings), by node id, in one query: as {@link getNodeWindow}. */
export async function getNodeWindows(nodeIds: string[], tx?: Tx): Promise<Map<string, WindowEntry[]>> {
  const stored = await getNodesItems(nodeIds, tx);
  return new Map(
    nodeIds.map((id) => [id, stored.has(id) ? resolveWindow(stored.get(id)!.rows, stored.get(id)!.refs) : []]),
  );
}

/** A node with its window, as stored (lib/chat/node-view.ts presents stale answers on top). */
export async function getNodeView(nodeId: string): Promise<NodeView> {
  const node = await getNode(nodeId);
  return { node, window: await getNodeWindow(nodeId) };
}

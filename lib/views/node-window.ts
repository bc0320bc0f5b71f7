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
import { listOverruling } from "@/lib/db/queries/merge-conflicts";
import { SETTLEMENT_HEADING } from "@/lib/shared/merge-conflicts";
import { supersededFacts } from "@/lib/extract/claims";

export interface NodeView {
  node: NodeRecord & { createdAt: string };
  window: WindowEntry[];
}

/** The node's window in order, inherited references resolved to their source text (lib/tree `resolveWindow`). */
export async function getNodeWindow(nodeId: string, tx?: Tx): Promise<WindowEntry[]> {
  const { rows, refs } = await getNodeItems(nodeId, tx);
  return markSuperseded(resolveWindow(rows, refs), tx);
}

/**
 * The window with the facts its merges' settled conflicts overruled marked on their entries
 * (`superseded`): after "keep the parent's", the branch's value in what the merge brought up; after
 * "take the branch's", the parent's value in its own entry. Read from the merges' stored conflicts
 * (undoing a merge undoes its marks). A window without a merge's settlement note has none: no query.
 */
export async function markSuperseded(window: WindowEntry[], tx?: Tx): Promise<WindowEntry[]> {
  return (await markSupersededWindows(new Map([["", window]]), tx)).get("")!;
}

const settled = (window: WindowEntry[]) =>
  window.some((e) => e.role === "note" && e.content.startsWith(SETTLEMENT_HEADING));

/**
 * {@link markSuperseded} for several windows (a whole tree's, a fan-out's) with one query for all
 * of them: the chat, the share page and the context read the same marks.
 */
export async function markSupersededWindows<K>(
  windows: Map<K, WindowEntry[]>,
  tx?: Tx,
): Promise<Map<K, WindowEntry[]>> {
  const marked = [...windows.values()].filter(settled);
  if (marked.length === 0) return windows;
  const overruling = await listOverruling([...new Set(marked.flat().map((e) => e.contentItemId))], tx);
  if (overruling.length === 0) return windows;
  const winners = new Map<string, string[]>();
  for (const o of overruling) for (const id of o.itemIds) winners.set(id, [...(winners.get(id) ?? []), o.winner]);
  const mark = (window: WindowEntry[]) =>
    window.map((e) => {
      const won = winners.get(e.contentItemId);
      if (!won || e.content.startsWith(SETTLEMENT_HEADING)) return e;
      const superseded = supersededFacts(e.content, won);
      return superseded.length > 0 ? { ...e, superseded } : e;
    });
  return new Map([...windows].map(([key, window]) => [key, settled(window) ? mark(window) : window]));
}

/**
 * {@link getNodeWindow} with what a turn needs besides, in the same read: the reports of the node's
 * last answers and its last position (lib/db `getNodeItemsWithReports`).
 */
export async function getTurnWindow(nodeId: string, tx?: Tx) {
  const { stored, reports, lastPosition } = await getNodeItemsWithReports(nodeId, tx);
  return { window: await markSuperseded(resolveWindow(stored.rows, stored.refs), tx), reports, lastPosition };
}

/**
 * The windows of every node of a conversation, by node id, in one query (the share page reads a
 * whole tree): the same resolution and superseded marks as {@link getNodeWindow}. A node without
 * items has no entry.
 */
export async function getConversationWindows(conversationId: string, tx?: Tx): Promise<Map<string, WindowEntry[]>> {
  const stored = await getConversationItems(conversationId, tx);
  return markSupersededWindows(
    new Map([...stored].map(([nodeId, { rows, refs }]) => [nodeId, resolveWindow(rows, refs)])),
    tx,
  );
}

/** The windows of a few nodes (a fan-out's siblings), by node id, in one query: as {@link getNodeWindow}. */
export async function getNodeWindows(nodeIds: string[], tx?: Tx): Promise<Map<string, WindowEntry[]>> {
  const stored = await getNodesItems(nodeIds, tx);
  return markSupersededWindows(
    new Map(nodeIds.map((id) => [id, stored.has(id) ? resolveWindow(stored.get(id)!.rows, stored.get(id)!.refs) : []])),
    tx,
  );
}

/** A node with its window, as stored (lib/chat/node-view.ts presents stale answers on top). */
export async function getNodeView(nodeId: string): Promise<NodeView> {
  const node = await getNode(nodeId);
  return { node, window: await getNodeWindow(nodeId) };
}

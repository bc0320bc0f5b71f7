import "server-only";
import { AppError } from "@/lib/errors";
import { privateAsides, type AsideCaller } from "@/lib/views/tree-view";
import { engineLabel } from "@/lib/ai/providers";
import { getConversationWindows, getNodeView, type NodeView } from "@/lib/views/node-window";
import type { WindowEntry } from "@/lib/shared/tree-types";
import { presentStale, streamingHeartbeats } from "./live-answers";
import { loadForks, type Fork } from "./forks";

export interface NodeViewWithLabels extends NodeView {
  /** Display names of the engines that wrote this window's answers, by model id. */
  engineLabels: Record<string, string>;
  /** "2 / 3" switchers: where this node's path forks (lib/chat/forks.ts). */
  forks: Fork[];
}

/**
 * A node with its window and the display name of every engine that answered in it (labels depend
 * on server configuration). A read: a "streaming" answer whose heartbeat is stale is shown as
 * interrupted, and left for the sweep to mark (lib/chat/live-answers.ts). Given the `caller`,
 * another session's open aside that is private from them (lib/views/tree-view.ts `privateAsides`)
 * is not found, like a missing node.
 *
 * @throws AppError not_found:node
 */
export async function loadNodeView(nodeId: string, caller?: AsideCaller): Promise<NodeViewWithLabels> {
  const view = await readNodeView(nodeId);
  if (caller && (await privateAsides([view.node], caller)).length > 0)
    throw new AppError("not_found:node", "That conversation node does not exist (it may have been purged).");
  const models = new Set(view.window.flatMap((e) => (e.model ? [e.model] : [])));
  const forks = await loadForks(view.node, view.window);
  return { ...view, forks, engineLabels: Object.fromEntries([...models].map((m) => [m, engineLabel(m)])) };
}

/**
 * A node and its window as readers see them: a "streaming" answer whose heartbeat is stale is
 * presented as interrupted (never written here). Every reader of windows goes through this.
 */
export async function readNodeView(nodeId: string): Promise<NodeView> {
  const [loaded, heartbeats] = await Promise.all([getNodeView(nodeId), streamingHeartbeats(nodeId)]);
  return { ...loaded, window: presentStale(loaded.window, heartbeats) };
}

/**
 * The window of every node of a conversation, by node id, as {@link readNodeView} presents one, in
 * a fixed number of queries however many nodes there are (the share page). A node without items
 * has no entry.
 */
export async function readConversationWindows(conversationId: string): Promise<Map<string, WindowEntry[]>> {
  const [windows, heartbeats] = await Promise.all([
    getConversationWindows(conversationId),
    streamingHeartbeats({ conversationId }),
  ]);
  const now = new Date();
  return new Map([...windows].map(([nodeId, window]) => [nodeId, presentStale(window, heartbeats, now)]));
}

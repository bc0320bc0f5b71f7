import "server-only";
import { AppError } from "@/lib/errors";
import { asideCaller, type Reader } from "@/lib/views/tree-view";
import { maySeeAside } from "@/lib/tree/capabilities";
import { engineLabel, listModels } from "@/lib/ai/providers";
import { getConversationWindows, getNodeView, type NodeView } from "@/lib/views/node-window";
import type { WindowEntry } from "@/lib/shared/tree-types";
import { listConflictsOfMerges } from "@/lib/db/queries/merge-conflicts";
import type { ConflictChoice, SettledConflictView } from "@/lib/shared/merge-conflicts";
import { presentStale, streamingHeartbeats } from "./live-answers";
import { loadForks, type Fork } from "./forks";

export interface NodeViewWithLabels extends NodeView {
  /** Display names of the engines that wrote this window's answers, by model id. */
  engineLabels: Record<string, string>;
  /** "2 / 3" switchers: where this node's path forks (lib/chat/forks.ts). */
  forks: Fork[];
  /**
   * The conflicts recorded by the merges this window's merged entries came from, by merge event id,
   * with the choice made for each (shown in the entry's provenance details).
   */
  mergeConflicts: Record<string, SettledConflictView[]>;
  /** Only the offline engine is configured (the empty chat says what it is). */
  offlineOnly: boolean;
}

/**
 * A node with its window and the display name of every engine that answered in it (labels depend
 * on server configuration). A read: a "streaming" answer whose heartbeat is stale is shown as
 * interrupted, and left for the sweep to mark (lib/chat/live-answers.ts). Given the `caller`,
 * another member's open aside (lib/tree/capabilities `maySeeAside`) is not found, like a missing node.
 *
 * @throws AppError not_found:node
 */
export async function loadNodeView(nodeId: string, caller?: Reader): Promise<NodeViewWithLabels> {
  const view = await readNodeView(nodeId);
  if (caller && !maySeeAside(view.node, asideCaller(caller)))
    throw new AppError("not_found:node", "That conversation node does not exist (it may have been purged).");
  const models = new Set(view.window.flatMap((e) => (e.model ? [e.model] : [])));
  const [forks, mergeConflicts] = await Promise.all([loadForks(view.node, view.window), conflictsOf(view.window)]);
  return {
    ...view,
    forks,
    mergeConflicts,
    engineLabels: Object.fromEntries([...models].map((m) => [m, engineLabel(m)])),
    offlineOnly: listModels().every((m) => m.provider === "offline"),
  };
}

/** The conflicts of the merges the window's merged entries came from. */
async function conflictsOf(window: WindowEntry[]): Promise<Record<string, SettledConflictView[]>> {
  const ids = [...new Set(window.flatMap((e) => (e.origin === "merged" && e.mergeEventId ? [e.mergeEventId] : [])))];
  const out: Record<string, SettledConflictView[]> = {};
  for (const c of await listConflictsOfMerges(ids))
    (out[c.mergeEventId] ??= []).push({
      about: c.about,
      branchText: c.branchText,
      parentText: c.parentText,
      choice: c.resolution === null ? null : (c.resolution.replace("_", "-") as ConflictChoice),
    });
  return out;
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

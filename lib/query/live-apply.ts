import type { QueryClient } from "@tanstack/react-query";
import type { NodeViewWithLabels } from "@/lib/chat/node-view";
import type { LiveChange, LiveEvents } from "@/lib/live/types";
import { refreshAfterAnswer } from "./after-answer";
import { nodeKey, treeKey } from "./fetchers";

/**
 * How the browser applies a conversation's live events to its cached queries (TanStack Query):
 * it refetches, through the guard, what a change names, never trusting content from the event.
 * Applying a change twice does what applying it once did (a refetch); the caller skips versions
 * it has applied already.
 */

/** Changes that add, remove or alter nodes: the tree is read again. */
const STRUCTURAL: ReadonlySet<LiveChange["kind"]> = new Set([
  "branch",
  "merge",
  "undo",
  "purge",
  "node",
  "conversation",
]);

/**
 * Applies a batch of changes (events that arrived together are applied as one: one tree refetch,
 * one refresh per node). Returns the nodes that are gone (purged), for the caller to move away from.
 */
export async function applyLiveChanges(
  queryClient: QueryClient,
  conversationId: string,
  changes: readonly LiveChange[],
): Promise<{ gone: string[]; parentOfGone: string | null }> {
  const structural = changes.some((c) => STRUCTURAL.has(c.kind));
  const gone = new Set<string>();
  let parentOfGone: string | null = null;
  for (const change of changes)
    if (change.kind === "purge") {
      // The purged nodes first, then the parent they hung from (lib/tree-ops/purge.ts).
      const parent = change.nodes.length > 1 ? change.nodes.at(-1)! : null;
      for (const id of change.nodes) if (id !== parent) gone.add(id);
      parentOfGone = parent;
    }
  for (const id of gone) queryClient.removeQueries({ queryKey: nodeKey(id) });
  const touched = new Set(changes.flatMap((c) => c.nodes).filter((id) => !gone.has(id)));
  const work: Promise<unknown>[] = [];
  if (structural) {
    // The tree and its counts (under its key), then every node named (its window, its title).
    work.push(queryClient.invalidateQueries({ queryKey: treeKey(conversationId) }, { cancelRefetch: false }));
    for (const id of touched) work.push(queryClient.invalidateQueries({ queryKey: nodeKey(id) }));
  } else {
    // New entries in a node: its window, its counts and its title (an unnamed node is named after its opening prompt).
    for (const id of touched) work.push(refreshAfterAnswer(queryClient, { conversationId, nodeId: id }));
  }
  await Promise.all(work);
  return { gone: [...gone], parentOfGone };
}

/** Everything again (the stream could not replay what was missed). */
export async function applyLiveReset(queryClient: QueryClient, conversationId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: treeKey(conversationId) }),
    queryClient.invalidateQueries({ queryKey: ["node"] }),
  ]);
}

/**
 * An answer's new text: patched into the node's cached window when the entry is there and the
 * text continues what it shows; otherwise the node is read again (a gap, or an answer not yet seen).
 */
export function applyLiveText(queryClient: QueryClient, text: LiveEvents["text"]): void {
  const key = nodeKey(text.n);
  const view = queryClient.getQueryData<NodeViewWithLabels>(key);
  if (!view) return;
  const entry = view.window.find((e) => e.contentItemId === text.i);
  if (!entry || entry.content.length < text.o) {
    void queryClient.invalidateQueries({ queryKey: key }, { cancelRefetch: false });
    return;
  }
  const status = text.s as typeof entry.status;
  // Already shown: a piece of a streaming answer that came late, or the row's flush of text that
  // pieces (lib/live relayPiece) brought earlier; the answer never shrinks back to it.
  if (status === entry.status && entry.content.slice(text.o, text.o + text.t.length) === text.t) return;
  const content = entry.content.slice(0, text.o) + text.t;
  queryClient.setQueryData<NodeViewWithLabels>(key, {
    ...view,
    window: view.window.map((e) => (e.contentItemId === text.i ? { ...e, content, status } : e)),
  });
  // A finished answer: the saved row (its report, its token count) is read once.
  if (text.s !== "streaming") void queryClient.invalidateQueries({ queryKey: key }, { cancelRefetch: false });
}

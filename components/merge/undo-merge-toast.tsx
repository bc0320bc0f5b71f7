"use client";

import { useQuery } from "@tanstack/react-query";
import { useEffect, useState, useTransition } from "react";
import { undoMergeAction } from "@/lib/actions/undo-merge";
import { nodeOptions, treeOptions } from "@/lib/query/options";
import { canUndoMerge } from "@/lib/tree/lifecycle";
import { Button } from "@/components/ui/button";
import { useRefreshConversation } from "@/components/workspace/use-refresh";
import { useWorkspace, useWorkspaceStore } from "@/components/workspace/workspace-provider";
import type { WorkspaceState } from "@/lib/stores/workspace-store";

/** After a merge: says what happened and offers Undo (the server refuses once the parent changed). */
export function UndoMergeToast() {
  const lastMerge = useWorkspace((s) => s.lastMerge);
  if (!lastMerge) return null;
  // One toast per merge: a new merge starts with no error and its own 15 seconds.
  return <MergeToast key={lastMerge.mergeEventId} mergeEventId={lastMerge.mergeEventId} title={lastMerge.title} />;
}

function MergeToast({ mergeEventId, title }: { mergeEventId: string; title: string }) {
  const setLastMerge = useWorkspace((s) => s.setLastMerge);
  const store = useWorkspaceStore();
  const conversationId = useWorkspace((s) => s.conversationId);
  const refresh = useRefreshConversation();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const undoable = useUndoable(conversationId, mergeEventId);

  useEffect(() => {
    const timer = setTimeout(() => setLastMerge(null), 15_000);
    return () => clearTimeout(timer);
  }, [setLastMerge]);
  // The next unrelated action dismisses it: another node selected, a dialog or menu opened, a subtree
  // folded, the pane switched. Armed once the merge dialog has closed (the merge itself selects the parent).
  useEffect(() => {
    let armed = store.getState().mergeDialog === null;
    return store.subscribe((state, previous) => {
      if (!armed) {
        armed = state.mergeDialog === null;
        return;
      }
      if (unrelated(state, previous)) setLastMerge(null);
    });
  }, [store, setLastMerge]);

  return (
    <div
      role="status"
      data-testid="merge-toast"
      // Bottom left, where no graph control sits (they are top right; the minimap bottom right). On a
      // phone it floats above the composer (not over the message box and Send), edge to edge.
      className="fixed bottom-4 left-4 z-50 flex items-center gap-3 rounded-lg border border-stone-200 bg-white px-4 py-2 text-sm shadow-lg max-sm:right-2 max-sm:bottom-28 max-sm:left-2"
    >
      <span>
        Merged &ldquo;{title}&rdquo;.
        {error ? <span className="ml-2 text-red-600">{error}</span> : null}
      </span>
      {undoable ? (
        <Button
          size="sm"
          disabled={pending}
          data-testid="undo-merge"
          onClick={() =>
            startTransition(async () => {
              const result = await undoMergeAction({ conversationId, mergeEventId });
              if (!result.ok) return setError(result.error.message);
              await refresh();
              setLastMerge(null);
            })
          }
        >
          Undo
        </Button>
      ) : null}
      <button
        type="button"
        aria-label="Dismiss"
        className="text-stone-400 hover:text-stone-700"
        onClick={() => setLastMerge(null)}
      >
        ×
      </button>
    </div>
  );
}

/**
 * Whether the merge can still be undone, by the server's rule (lib/tree/lifecycle `canUndoMerge`)
 * over what the page has: once the parent changed (a message, a branch, another merge) Undo would
 * only fail, so the toast stops offering it. The server checks again on Undo.
 */
function useUndoable(conversationId: string, mergeEventId: string): boolean {
  // Read from what the workspace has loaded: the toast itself never fetches.
  const tree = useQuery({ ...treeOptions(conversationId), enabled: false }).data;
  const merge = tree?.merges.find((m) => m.id === mergeEventId);
  // The parent's chat is what the merge opened; its window is in the cache (never fetched from here).
  const parent = useQuery({ ...nodeOptions(merge?.parentId ?? ""), enabled: false }).data;
  if (!tree || !merge) return true;
  const after = (at: string) => Date.parse(at) > Date.parse(merge.createdAt);
  return canUndoMerge({
    mergedAt: merge.createdAt,
    undoneAt: null,
    parentStatus: tree.nodes.find((n) => n.id === merge.parentId)?.status ?? "open",
    laterParentItems: (parent?.window ?? []).filter(
      (e) => e.origin !== "inherited" && e.mergeEventId !== mergeEventId && after(e.createdAt),
    ).length,
    laterChildren: tree.nodes.filter((n) => n.parentId === merge.parentId && after(n.createdAt)).length,
    laterMerges: tree.merges.filter((m) => m.parentId === merge.parentId && m.id !== mergeEventId && after(m.createdAt))
      .length,
  }).ok;
}

/** Whether a change of the workspace's state is an action of its own (not the merge's aftermath). */
function unrelated(state: WorkspaceState, previous: WorkspaceState): boolean {
  return (
    state.selectedNodeId !== previous.selectedNodeId ||
    (state.branchDialog !== null && previous.branchDialog === null) ||
    (state.mergeDialog !== null && previous.mergeDialog === null) ||
    (state.purgeDialog !== null && previous.purgeDialog === null) ||
    (state.contextMenu !== null && previous.contextMenu === null) ||
    state.collapsed !== previous.collapsed ||
    state.expandedFanOuts !== previous.expandedFanOuts ||
    state.pane !== previous.pane
  );
}

"use client";

import { useEffect, useState, useTransition } from "react";
import { undoMergeAction } from "@/lib/actions/undo-merge";
import { Button } from "@/components/ui/button";
import { useRefreshConversation } from "@/components/workspace/use-refresh";
import { useWorkspace } from "@/components/workspace/workspace-provider";

/** After a merge: says what happened and offers Undo (the server refuses once the parent changed). */
export function UndoMergeToast() {
  const lastMerge = useWorkspace((s) => s.lastMerge);
  if (!lastMerge) return null;
  // One toast per merge: a new merge starts with no error and its own 15 seconds.
  return <MergeToast key={lastMerge.mergeEventId} mergeEventId={lastMerge.mergeEventId} title={lastMerge.title} />;
}

function MergeToast({ mergeEventId, title }: { mergeEventId: string; title: string }) {
  const setLastMerge = useWorkspace((s) => s.setLastMerge);
  const conversationId = useWorkspace((s) => s.conversationId);
  const refresh = useRefreshConversation();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    const timer = setTimeout(() => setLastMerge(null), 15_000);
    return () => clearTimeout(timer);
  }, [setLastMerge]);

  return (
    <div
      role="status"
      data-testid="merge-toast"
      // On a phone it floats above the composer (not over the message box and Send), edge to edge.
      className="fixed bottom-4 left-4 z-50 flex items-center gap-3 rounded-lg max-sm:right-2 max-sm:bottom-28 max-sm:left-2 border border-stone-200 bg-white px-4 py-2 text-sm shadow-lg"
    >
      <span>
        Merged &ldquo;{title}&rdquo;.
        {error ? <span className="ml-2 text-red-600">{error}</span> : null}
      </span>
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

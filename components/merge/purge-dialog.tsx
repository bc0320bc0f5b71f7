"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, useTransition } from "react";
import { describePurgeAction } from "@/lib/actions/describe-purge";
import { purgeNodeAction } from "@/lib/actions/purge-node";
import { Button } from "@/components/ui/button";
import { Dialog, DialogFooter } from "@/components/ui/dialog";
import { ErrorNote } from "@/components/ui/field";
import { Spinner } from "@/components/ui/spinner";
import { useRefreshConversation } from "@/components/workspace/use-refresh";
import { useWorkspace } from "@/components/workspace/workspace-provider";

/**
 * Confirms a purge, saying exactly what will be lost, then animates the nodes out and says what was
 * purged (a status line for a few seconds: the graph alone showed nothing had happened but a gap).
 */
export function PurgeDialog() {
  const request = useWorkspace((s) => s.purgeDialog);
  const close = useWorkspace((s) => s.closePurgeDialog);
  const [done, setDone] = useState<string | null>(null);
  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => setDone(null), 8000);
    return () => clearTimeout(timer);
  }, [done]);
  return (
    <>
      <Dialog open={Boolean(request)} onClose={close} title="Purge for good?" testId="purge-dialog">
        {request ? <PurgeForm key={request.nodeId} nodeId={request.nodeId} onDone={setDone} /> : null}
      </Dialog>
      {done ? (
        <div
          role="status"
          data-testid="purge-done"
          className="fixed bottom-4 left-4 z-50 flex items-center gap-3 rounded-lg border border-stone-200 bg-white px-4 py-2 text-sm shadow-lg max-sm:right-2 max-sm:bottom-28 max-sm:left-2"
        >
          <span>{done}</span>
          <button
            type="button"
            aria-label="Dismiss"
            className="text-stone-500 hover:text-stone-800"
            onClick={() => setDone(null)}
          >
            ×
          </button>
        </div>
      ) : null}
    </>
  );
}

function PurgeForm({ nodeId, onDone }: { nodeId: string; onDone: (message: string) => void }) {
  const conversationId = useWorkspace((s) => s.conversationId);
  const close = useWorkspace((s) => s.closePurgeDialog);
  const selectNode = useWorkspace((s) => s.selectNode);
  const selected = useWorkspace((s) => s.selectedNodeId);
  const setLeaving = useWorkspace((s) => s.setLeaving);
  const refresh = useRefreshConversation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const what = useQuery({
    queryKey: ["purge", nodeId],
    gcTime: 0,
    retry: false,
    queryFn: async () => {
      const result = await describePurgeAction({ conversationId, nodeId });
      if (!result.ok) throw new Error(result.error.message);
      return result.data;
    },
  });

  if (what.isPending) return <Spinner label="Counting what would be lost" />;
  if (what.error) return <ErrorNote message={what.error.message} />;
  const { nodes, items, title, nodeIds } = what.data;

  return (
    <div className="space-y-4">
      <p data-testid="purge-summary" className="text-sm text-stone-700">
        &ldquo;{title}&rdquo;{nodes > 1 ? ` and ${nodes - 1} branch${nodes - 1 === 1 ? "" : "es"} under it` : ""} will
        be deleted with {items} message{items === 1 ? "" : "s"} of their own. Content already merged into a parent stays
        there. This cannot be undone.
      </p>
      <ErrorNote message={error} />
      <DialogFooter>
        <Button onClick={close}>Cancel</Button>
        <Button
          variant="danger"
          data-testid="purge-confirm"
          disabled={pending}
          onClick={() =>
            startTransition(async () => {
              setLeaving(nodeIds);
              const [result] = await Promise.all([
                purgeNodeAction({ conversationId, nodeId }),
                new Promise((r) => setTimeout(r, 350)),
              ]);
              if (!result.ok) {
                setLeaving([]);
                return setError(result.error.message);
              }
              if (nodeIds.includes(selected) && result.data.parentId) selectNode(result.data.parentId);
              // Nothing asks for the purged nodes again (their chats, memory, usage): each was a 404.
              const gone = new Set(nodeIds);
              const ofPurged = {
                predicate: (q: { queryKey: readonly unknown[] }) => q.queryKey.some((k) => gone.has(k as string)),
              };
              await queryClient.cancelQueries(ofPurged);
              queryClient.removeQueries(ofPurged);
              await refresh();
              setLeaving([]);
              close();
              onDone(
                `Purged “${title}”${nodes > 1 ? ` and ${nodes - 1} branch${nodes - 1 === 1 ? "" : "es"} under it` : ""}.`,
              );
            })
          }
        >
          {pending ? "Purging…" : "Purge"}
        </Button>
      </DialogFooter>
    </div>
  );
}

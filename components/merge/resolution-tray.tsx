"use client";

import { useQuery } from "@tanstack/react-query";
import { useState, useTransition } from "react";
import { promoteNodeAction } from "@/lib/actions/promote-node";
import { treeOptions } from "@/lib/query/options";
import { Button } from "@/components/ui/button";
import { useRefreshConversation } from "@/components/workspace/use-refresh";
import { useWorkspace } from "@/components/workspace/workspace-provider";

/**
 * Volatile asides left open by an earlier session. Nothing is lost silently: each must be merged,
 * purged or promoted to a persistent branch.
 */
export function ResolutionTray() {
  const conversationId = useWorkspace((s) => s.conversationId);
  const openMergeDialog = useWorkspace((s) => s.openMergeDialog);
  const openPurgeDialog = useWorkspace((s) => s.openPurgeDialog);
  const selectNode = useWorkspace((s) => s.selectNode);
  const counts = useWorkspace((s) => s.counts);
  const refresh = useRefreshConversation();
  const [error, setError] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  // Only asides this user may resolve (the node's capabilities: a viewer may resolve none).
  const unresolved = (useQuery(treeOptions(conversationId)).data?.nodes ?? []).filter(
    (n) => n.unresolved && (n.caps.merge || n.caps.purge || n.caps.promote),
  );
  if (unresolved.length === 0) return null;

  return (
    <div
      role="region"
      aria-label="Unresolved asides"
      data-testid="resolution-tray"
      className="border-b border-amber-200 bg-amber-50 px-4 py-2"
    >
      <p className="text-sm font-medium text-amber-900">
        {unresolved.length} aside{unresolved.length === 1 ? "" : "s"} from an earlier session{" "}
        {unresolved.length === 1 ? "is" : "are"} still open. Merge or purge {unresolved.length === 1 ? "it" : "them"}:
      </p>
      <ul className="mt-1 space-y-1">
        {unresolved.map((n) => (
          <li key={n.id} data-testid="tray-item" data-node-id={n.id} className="flex items-center gap-2 text-sm">
            <button
              type="button"
              className="min-w-0 flex-1 truncate text-left text-amber-900 underline-offset-2 hover:underline"
              onClick={() => selectNode(n.id)}
            >
              {n.title} <MessageCount count={counts?.get(n.id)?.[0] ?? n.itemCount} />
            </button>
            <Button size="sm" onClick={() => openMergeDialog(n.id)} data-testid="tray-merge">
              Merge
            </Button>
            <Button size="sm" onClick={() => openPurgeDialog(n.id)} data-testid="tray-purge">
              Purge
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={pending}
              data-testid="tray-promote"
              onClick={() =>
                startTransition(async () => {
                  const result = await promoteNodeAction({ conversationId, nodeId: n.id });
                  if (!result.ok) return setError(result.error.message);
                  await refresh();
                })
              }
            >
              Keep as branch
            </Button>
          </li>
        ))}
      </ul>
      {error ? (
        <p role="alert" className="text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** "(3 messages)" once the counts are loaded (they follow the tree), nothing before. */
function MessageCount({ count }: { count: number | null }) {
  if (count === null) return null;
  return (
    <span className="text-xs text-amber-700">
      ({count} message{count === 1 ? "" : "s"})
    </span>
  );
}

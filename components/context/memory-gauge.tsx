"use client";

import { useQuery } from "@tanstack/react-query";
import { formatTokens } from "@/lib/format";
import { nodeMemoryOptions } from "@/lib/query/options";
import { useWorkspace } from "@/components/workspace/workspace-provider";

/**
 * The node's window against its budget: the part still sent verbatim, and how much of the history
 * is folded into memory (never dropped). Opens the memory tree when there is one.
 */
export function MemoryGauge({ nodeId }: { nodeId: string }) {
  const openMemory = useWorkspace((s) => s.openMemory);
  const { data } = useQuery(nodeMemoryOptions(nodeId));
  if (!data) return null;
  const share = Math.min(1, data.unfoldedTokens / Math.max(1, data.budget));
  const colour = share > 0.9 ? "bg-amber-500" : "bg-canopy-500";
  return (
    <button
      type="button"
      data-testid="memory-gauge"
      data-folded={data.foldedItems}
      onClick={() => openMemory(nodeId)}
      title="Window size against the context budget; click for this node's memory"
      className="flex items-center gap-2 rounded-md px-1.5 py-1 text-[11px] text-stone-500 hover:bg-stone-100"
    >
      <span className="h-1.5 w-20 overflow-hidden rounded bg-stone-200" aria-hidden>
        <span className={`block h-full ${colour}`} style={{ width: `${Math.round(share * 100)}%` }} />
      </span>
      <span>
        {formatTokens(data.unfoldedTokens)} / {formatTokens(data.budget)}
        {data.foldedItems > 0 ? ` · ${data.foldedItems} folded (${formatTokens(data.foldedTokens)})` : ""}
      </span>
    </button>
  );
}

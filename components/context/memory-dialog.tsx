"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo, useState } from "react";
import { formatTokens } from "@/lib/format";
import { nodeMemoryOptions } from "@/lib/query/options";
import { NodeCard } from "@/components/knowledge/node-card";
import { TreeBrowser } from "@/components/knowledge/tree-browser";
import { Dialog } from "@/components/ui/dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { Spinner } from "@/components/ui/spinner";
import { useWorkspace } from "@/components/workspace/workspace-provider";

/** A node's memory tree (its folded history), browsable like the project knowledge tree. */
export function MemoryDialog() {
  const memory = useWorkspace((s) => s.memory);
  const close = useWorkspace((s) => s.closeMemory);
  return (
    <Dialog
      open={Boolean(memory)}
      onClose={close}
      title="Memory of this node"
      testId="memory-dialog"
      wide
      description="Older messages folded out of the prompt. Nothing is dropped: each turn recalls what relates to the message."
    >
      {memory ? (
        <MemoryBrowser key={`${memory.nodeId}:${memory.focusId}`} nodeId={memory.nodeId} focusId={memory.focusId} />
      ) : null}
    </Dialog>
  );
}

function MemoryBrowser({ nodeId, focusId }: { nodeId: string; focusId: string | null }) {
  const { data, isPending, error } = useQuery(nodeMemoryOptions(nodeId));
  const [selected, setSelected] = useState<string | null>(focusId);
  const nodes = useMemo(() => new Map((data?.nodes ?? []).map((n) => [n.id, n])), [data]);
  const expanded = useMemo(() => {
    const open = new Set<string>(data?.nodes.filter((n) => n.level !== "leaf").map((n) => n.id));
    return open;
  }, [data]);
  if (isPending) return <Spinner label="Loading memory" />;
  if (error || !data) return <p className="text-sm text-red-600">{error?.message}</p>;
  const card = selected ? nodes.get(selected) : data.rootId ? nodes.get(data.rootId) : undefined;
  return (
    <div className="space-y-3">
      <p data-testid="memory-stats" className="text-xs text-stone-500">
        {data.windowItems} messages ({formatTokens(data.windowTokens)} tokens) in the window · {data.foldedItems} folded
        ({formatTokens(data.foldedTokens)}) · {formatTokens(data.unfoldedTokens)} sent verbatim of a{" "}
        {formatTokens(data.budget)} budget
        {data.ancestors.length
          ? ` · may also recall from ${data.ancestors.length} ancestor tree${data.ancestors.length === 1 ? "" : "s"}`
          : ""}
      </p>
      {data.rootId ? (
        <div className="grid max-h-[60vh] gap-3 overflow-hidden md:grid-cols-2">
          <div className="overflow-y-auto">
            <TreeBrowser
              nodes={nodes}
              rootId={data.rootId}
              expanded={expanded}
              visible={null}
              selectedId={card?.id ?? null}
              marks={new Map()}
              onSelect={setSelected}
              onToggle={() => undefined}
            />
          </div>
          <div className="overflow-y-auto">{card ? <NodeCard node={card} /> : null}</div>
        </div>
      ) : (
        <EmptyState title="Nothing folded yet">
          The whole history still fits in the budget, so every message is sent verbatim.
        </EmptyState>
      )}
    </div>
  );
}

"use client";

import { Handle, Position, type Node, type NodeProps } from "@xyflow/react";
import { memo } from "react";
import type { GraphNodeData } from "@/lib/db/queries/conversations";
import { formatTokens } from "@/lib/format";
import { GRAPH_NODE_HEIGHT, GRAPH_NODE_WIDTH } from "@/lib/graph/layout";
import { useWorkspace } from "../workspace/workspace-provider";

export type ConversationFlowNode = Node<GraphNodeData & Record<string, unknown>, "conversation">;

const kindStyle: Record<GraphNodeData["kind"], string> = {
  root: "border-canopy-600 bg-canopy-50",
  branch: "border-stone-300 bg-white",
  volatile: "border-dashed border-amber-500 bg-amber-50",
};

/** One conversation node in the graph. A button, so it is reachable and selectable by keyboard. */
export const GraphNode = memo(function GraphNode({ data, id }: NodeProps<ConversationFlowNode>) {
  const selected = useWorkspace((s) => s.selectedNodeId === id);
  const selectNode = useWorkspace((s) => s.selectNode);
  return (
    <>
      <Handle type="target" position={Position.Top} className="!h-1.5 !w-1.5 !border-0 !bg-stone-400" isConnectable={false} />
      <button
        type="button"
        data-testid="graph-node"
        data-node-id={id}
        data-kind={data.kind}
        data-selected={selected}
        aria-pressed={selected}
        aria-label={`${data.title}, ${data.kind}, ${data.itemCount} messages`}
        onClick={() => selectNode(id)}
        style={{ width: GRAPH_NODE_WIDTH, height: GRAPH_NODE_HEIGHT }}
        className={`canopy-node flex flex-col justify-between rounded-lg border-2 px-3 py-2 text-left shadow-sm transition ${kindStyle[data.kind]} ${
          selected ? "ring-2 ring-canopy-500 ring-offset-1" : "hover:shadow-md"
        } ${data.status === "merged" ? "opacity-50" : ""}`}
      >
        <span className="line-clamp-2 text-[13px] leading-snug font-medium text-stone-900">{data.title}</span>
        <span className="flex items-center gap-2 text-[11px] text-stone-500">
          <span className="rounded bg-stone-900/5 px-1.5 py-px font-medium tracking-wide uppercase">{data.kind}</span>
          <span data-testid="graph-node-items">{data.itemCount} msg</span>
          <span>{formatTokens(data.tokenCount)} tok</span>
          {data.inheritPolicy !== "none" && data.kind !== "root" ? <span title="Inherited context">↓{data.inheritPolicy}</span> : null}
        </span>
      </button>
      <Handle type="source" position={Position.Bottom} className="!h-1.5 !w-1.5 !border-0 !bg-stone-400" isConnectable={false} />
    </>
  );
});

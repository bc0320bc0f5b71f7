"use client";

import { Handle, Position, type Node, type NodeProps } from "@xyflow/react";
import { memo } from "react";
import type { GraphNodeData } from "@/lib/db/queries/conversations";
import { formatTokens } from "@/lib/format";
import { GRAPH_NODE_HEIGHT, GRAPH_NODE_WIDTH } from "@/lib/graph/layout";
import { useWorkspace } from "../workspace/workspace-provider";

export type ConversationFlowNode = Node<GraphNodeData & { dropTarget?: boolean } & Record<string, unknown>, "conversation">;

const kindStyle: Record<GraphNodeData["kind"], string> = {
  root: "border-canopy-600 bg-canopy-50",
  branch: "border-stone-300 bg-white",
  volatile: "border-dashed border-amber-500 bg-amber-50",
};

/**
 * One conversation node in the graph. The body is a button (keyboard reachable); merge and purge
 * sit on the node for open branches. Reads the workspace store; no callbacks come through `data`.
 */
export const GraphNode = memo(function GraphNode({ data, id }: NodeProps<ConversationFlowNode>) {
  const selected = useWorkspace((s) => s.selectedNodeId === id);
  const leaving = useWorkspace((s) => s.leaving.includes(id));
  const selectNode = useWorkspace((s) => s.selectNode);
  const openMergeDialog = useWorkspace((s) => s.openMergeDialog);
  const openPurgeDialog = useWorkspace((s) => s.openPurgeDialog);
  const closable = data.kind !== "root" && data.status === "open";
  return (
    <div
      className={`group relative transition-all duration-300 ${leaving ? "scale-75 opacity-0" : ""} ${data.status === "merged" ? "opacity-50" : ""}`}
      data-testid="graph-node-shell"
      data-leaving={leaving}
    >
      <Handle type="target" position={Position.Top} className="!h-1.5 !w-1.5 !border-0 !bg-stone-400" isConnectable={false} />
      <button
        type="button"
        data-testid="graph-node"
        data-node-id={id}
        data-kind={data.kind}
        data-status={data.status}
        data-selected={selected}
        aria-pressed={selected}
        aria-label={`${data.title}, ${data.kind}${data.status === "merged" ? ", merged" : ""}, ${data.itemCount} messages`}
        onClick={() => selectNode(id)}
        style={{ width: GRAPH_NODE_WIDTH, height: GRAPH_NODE_HEIGHT }}
        className={`canopy-node flex flex-col justify-between rounded-lg border-2 px-3 py-2 text-left shadow-sm transition ${kindStyle[data.kind]} ${
          selected ? "ring-2 ring-canopy-500 ring-offset-1" : "hover:shadow-md"
        } ${data.dropTarget ? "ring-4 ring-violet-400" : ""}`}
      >
        <span className="line-clamp-2 pr-12 text-[13px] leading-snug font-medium text-stone-900">{data.title}</span>
        <span className="flex items-center gap-2 text-[11px] text-stone-500">
          <span className={`rounded px-1.5 py-px font-medium tracking-wide uppercase ${data.kind === "volatile" ? "bg-amber-200/60 text-amber-900" : "bg-stone-900/5"}`}>
            {data.kind === "volatile" ? "aside" : data.kind}
          </span>
          {data.status === "merged" ? <span className="font-medium text-violet-700">merged</span> : null}
          {data.unresolved ? <span className="font-medium text-amber-700">unresolved</span> : null}
          <span data-testid="graph-node-items">{data.itemCount} msg</span>
          <span>{formatTokens(data.tokenCount)} tok</span>
          {data.inheritPolicy !== "none" && data.kind !== "root" ? <span title="Inherited context">↓{data.inheritPolicy}</span> : null}
        </span>
      </button>
      {closable ? (
        <div className={`nodrag absolute top-1.5 right-1.5 flex gap-1 ${selected ? "opacity-100" : "opacity-0 group-hover:opacity-100 focus-within:opacity-100"}`}>
          <NodeAction label={`Merge ${data.title} into its parent`} testId="node-merge" onClick={() => openMergeDialog(id)}>
            ⤴
          </NodeAction>
          <NodeAction label={`Purge ${data.title}`} testId="node-purge" onClick={() => openPurgeDialog(id)} danger>
            ✕
          </NodeAction>
        </div>
      ) : null}
      <Handle type="source" position={Position.Bottom} className="!h-1.5 !w-1.5 !border-0 !bg-stone-400" isConnectable={false} />
    </div>
  );
});

function NodeAction(props: { label: string; testId: string; onClick: () => void; danger?: boolean; children: string }) {
  return (
    <button
      type="button"
      aria-label={props.label}
      title={props.label}
      data-testid={props.testId}
      onClick={(e) => {
        e.stopPropagation();
        props.onClick();
      }}
      className={`flex h-6 w-6 items-center justify-center rounded border bg-white text-xs shadow-sm ${
        props.danger ? "border-red-200 text-red-600 hover:bg-red-50" : "border-violet-200 text-violet-700 hover:bg-violet-50"
      }`}
    >
      {props.children}
    </button>
  );
}

"use client";

import { Handle, Position, type Node, type NodeProps } from "@xyflow/react";
import { memo } from "react";
import type { MoreNode as MoreNodeData } from "@/lib/graph/fan-out";
import { GRAPH_NODE_HEIGHT, GRAPH_NODE_WIDTH } from "@/lib/graph/layout";
import { useWorkspace } from "@/components/workspace/workspace-provider";

export type MoreFlowNode = Node<MoreNodeData & Record<string, unknown>, "more">;

/**
 * The count node of a wide fan-out (lib/graph/fan-out.ts): "+1,990 more" shows every child of its
 * parent; once shown, "Show fewer" folds them back. A real button (the canvas's nodes are not Tab
 * stops, but a pointer or a screen reader's activation reaches it).
 */
export const MoreNode = memo(function MoreNode({ data }: NodeProps<MoreFlowNode>) {
  const toggleFanOut = useWorkspace((s) => s.toggleFanOut);
  const count = data.count.toLocaleString("en");
  return (
    <div className="relative">
      <Handle type="target" position={Position.Top} className="graph-handle" isConnectable={false} />
      <button
        type="button"
        data-testid="fan-out-more"
        data-parent-id={data.parentId}
        data-expanded={data.expanded}
        aria-label={data.expanded ? `Show fewer: fold ${count} branches` : `Show ${count} more branches`}
        onClick={(e) => {
          e.stopPropagation();
          toggleFanOut(data.parentId);
        }}
        style={{ width: GRAPH_NODE_WIDTH, height: GRAPH_NODE_HEIGHT }}
        className="nodrag flex items-center justify-center rounded-lg border-2 border-dashed border-stone-400 bg-stone-50 text-[15px] font-semibold text-stone-700 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-canopy-500"
      >
        {data.expanded ? "Show fewer" : `+${count} more`}
      </button>
    </div>
  );
});

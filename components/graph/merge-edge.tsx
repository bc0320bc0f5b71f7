"use client";

import { BaseEdge, EdgeLabelRenderer, useInternalNode, useStore, type EdgeProps } from "@xyflow/react";
import { memo, useState } from "react";
import { mergeRoute } from "@/lib/graph/edges";
import { GRAPH_NODE_HEIGHT, GRAPH_NODE_WIDTH, type LayoutDirection } from "@/lib/graph/layout";
import { LOD_COMPACT } from "@/lib/graph/viewport";
import { useWorkspace } from "@/components/workspace/workspace-provider";

interface MergeEdgeData {
  unresolved?: boolean;
  badge?: string;
  direction?: LayoutDirection;
}

/**
 * A merge, drawn from the merged branch up to the node it went into around the side of both
 * (lib/graph/edges.ts `mergeRoute`), dashed and under the nodes at reduced opacity. Its label is a
 * badge of a character or two ("M" merged, "C" condensed, "!2" unresolved conflicts) in the gap
 * beside the merged node, where it cannot cover a node or another badge; the whole story ("merged
 * (condensed) · 1 conflict settled") shows on hover, on focus, and while the merged node is selected.
 * Far out (below the compact level) the badge goes; the dashed line stays.
 */
export const MergeEdge = memo(function MergeEdge({ id, source, target, label, markerEnd, data }: EdgeProps) {
  const { unresolved = false, badge, direction = "down" } = (data ?? {}) as MergeEdgeData;
  const child = useInternalNode(source);
  const parent = useInternalNode(target);
  const zoom = useStore((s) => s.transform[2]);
  const childSelected = useWorkspace((s) => s.selectedNodeId === source);
  const [open, setOpen] = useState(false);
  if (!child || !parent) return null;
  const route = mergeRoute(
    child.internals.positionAbsolute,
    parent.internals.positionAbsolute,
    GRAPH_NODE_WIDTH,
    GRAPH_NODE_HEIGHT,
    direction,
  );
  const detail = typeof label === "string" ? label : "";
  // 22 px on screen where the gap beside the node allows it, smaller (never wider than the gap) far out.
  const scale = Math.min(zoom, 1);
  const size = Math.min(22 / scale, route.badgeRoom - 4);
  const font = Math.min(11 / scale, size * 0.55);
  const colour = unresolved ? "var(--color-red-700)" : "var(--graph-merge-label)";
  return (
    <>
      <BaseEdge
        id={id}
        path={route.path}
        markerEnd={markerEnd}
        style={{
          stroke: unresolved ? "var(--color-red-600)" : "var(--graph-merge)",
          strokeDasharray: "6 4",
          strokeWidth: 1.5,
          opacity: unresolved ? 1 : 0.7,
        }}
      />
      {badge && zoom >= LOD_COMPACT ? (
        <EdgeLabelRenderer>
          <div
            className="nodrag nopan absolute"
            style={{
              transform: `translate(-50%, -50%) translate(${route.labelX}px, ${route.labelY}px)`,
              zIndex: 5,
              // React Flow's label layer passes pointers through; the badge takes them (hover shows its detail).
              pointerEvents: "all",
            }}
          >
            <button
              type="button"
              // Not a Tab stop (the canvas is one); the detail also shows while the merged node is selected.
              tabIndex={-1}
              data-testid="merge-edge-label"
              aria-label={detail}
              title={detail}
              onMouseEnter={() => setOpen(true)}
              onMouseLeave={() => setOpen(false)}
              onFocus={() => setOpen(true)}
              onBlur={() => setOpen(false)}
              onClick={(e) => e.stopPropagation()}
              className="flex items-center justify-center rounded-full border font-semibold"
              style={{
                width: size,
                height: size,
                fontSize: font,
                borderWidth: 1 / scale,
                color: colour,
                borderColor: colour,
                background: "var(--graph-merge-label-bg)",
              }}
            >
              {badge}
            </button>
            {open || childSelected ? (
              <span
                role="tooltip"
                data-testid="merge-edge-detail"
                className="pointer-events-none absolute top-full left-1/2 mt-1 -translate-x-1/2 rounded border px-1.5 py-0.5 whitespace-nowrap shadow-sm"
                style={{
                  color: colour,
                  borderColor: colour,
                  background: "var(--graph-merge-label-bg)",
                  fontSize: 12 / scale,
                }}
              >
                {detail}
              </span>
            ) : null}
          </div>
        </EdgeLabelRenderer>
      ) : null}
    </>
  );
});

"use client";

import { BaseEdge, EdgeLabelRenderer, useInternalNode, useStore, type EdgeProps } from "@xyflow/react";
import { memo } from "react";
import { mergeRoute } from "@/lib/graph/edges";
import { GRAPH_NODE_HEIGHT, GRAPH_NODE_WIDTH } from "@/lib/graph/layout";
import { LOD_COMPACT } from "@/lib/graph/viewport";

/** The label's size on screen, in CSS px: readable (>= 11 px) at any zoom where it shows. */
const LABEL_PX = 12;

/**
 * A merge, drawn from the merged branch up to the node it went into along the right of both
 * (lib/graph/edges.ts `mergeRoute`), dashed and under the nodes at reduced opacity, with a label
 * that keeps its screen size: it read ~7 px at the zoom a tree usually shows at. Far out (below the
 * compact level) the label goes; the dashed line stays.
 */
export const MergeEdge = memo(function MergeEdge({ id, source, target, label, markerEnd, data }: EdgeProps) {
  const unresolved = Boolean((data as { unresolved?: boolean } | undefined)?.unresolved);
  const child = useInternalNode(source);
  const parent = useInternalNode(target);
  const zoom = useStore((s) => s.transform[2]);
  if (!child || !parent) return null;
  const route = mergeRoute(
    child.internals.positionAbsolute,
    parent.internals.positionAbsolute,
    GRAPH_NODE_WIDTH,
    GRAPH_NODE_HEIGHT,
  );
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
      {label && zoom >= LOD_COMPACT ? (
        <EdgeLabelRenderer>
          <div
            data-testid="merge-edge-label"
            className="nodrag nopan pointer-events-none absolute rounded px-1 font-medium"
            style={{
              transform: `translate(-50%, -50%) translate(${route.labelX}px, ${route.labelY}px)`,
              // Flow px times zoom is screen px: the label stays LABEL_PX on screen zoomed out, grows zoomed in.
              fontSize: LABEL_PX / Math.min(zoom, 1),
              color: unresolved ? "var(--color-red-700)" : "var(--graph-merge-label)",
              fontWeight: unresolved ? 600 : undefined,
              background: "var(--graph-merge-label-bg)",
            }}
          >
            {label}
          </div>
        </EdgeLabelRenderer>
      ) : null}
    </>
  );
});

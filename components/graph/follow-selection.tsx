"use client";

import { useReactFlow, useStoreApi } from "@xyflow/react";
import { useEffect } from "react";
import { GRAPH_NODE_HEIGHT, GRAPH_NODE_WIDTH } from "@/lib/graph/layout";
import { READABLE_ZOOM } from "@/lib/graph/viewport";
import { useWorkspace } from "@/components/workspace/workspace-provider";

/**
 * Brings the selected node into view when it is off screen (keyboard moves, search, a new branch).
 * Its own component, so the selection subscription re-renders nothing else.
 */
export function FollowSelection({ positions }: { positions: Map<string, { x: number; y: number }> }) {
  const selected = useWorkspace((s) => s.selectedNodeId);
  const flow = useReactFlow();
  const rf = useStoreApi();
  useEffect(() => {
    const at = positions.get(selected);
    if (!at) return;
    const { width, height, transform } = rf.getState();
    const [tx, ty, zoom] = transform;
    const left = at.x * zoom + tx;
    const top = at.y * zoom + ty;
    const inside =
      left >= 0 && top >= 0 && left + GRAPH_NODE_WIDTH * zoom <= width && top + GRAPH_NODE_HEIGHT * zoom <= height;
    if (inside && zoom >= READABLE_ZOOM * 0.5) return;
    void flow.setCenter(at.x + GRAPH_NODE_WIDTH / 2, at.y + GRAPH_NODE_HEIGHT / 2, {
      zoom: Math.max(zoom, 1),
      duration: 200,
    });
  }, [selected, positions, flow, rf]);
  return null;
}

"use client";

import { useReactFlow, useStoreApi } from "@xyflow/react";
import { useEffect } from "react";
import { panIntoView } from "@/lib/graph/camera";
import { useWorkspace } from "@/components/workspace/workspace-provider";

/**
 * Brings the selected node into view when it is off screen (keyboard moves, search, a new branch,
 * merge or aside): the smallest pan that shows it clear of the toolbar, at the same zoom
 * (lib/graph/camera.ts `panIntoView`). It used to centre the node at 100%, which pushed the root and
 * everything the user was looking at off screen after every branch.
 * Its own component, so the selection subscription re-renders nothing else.
 */
export function FollowSelection({ positions }: { positions: ReadonlyMap<string, { x: number; y: number }> }) {
  const selected = useWorkspace((s) => s.selectedNodeId);
  const flow = useReactFlow();
  const rf = useStoreApi();
  useEffect(() => {
    const at = positions.get(selected);
    if (!at) return;
    const { width, height, transform } = rf.getState();
    if (width === 0 || height === 0) return;
    const [x, y, zoom] = transform;
    const next = panIntoView({ x, y, zoom }, { width, height }, at);
    if (next) void flow.setViewport(next, { duration: 200 });
  }, [selected, positions, flow, rf]);
  return null;
}

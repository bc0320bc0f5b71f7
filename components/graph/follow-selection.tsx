"use client";

import { useReactFlow, useStoreApi } from "@xyflow/react";
import { useEffect } from "react";
import { panIntoView } from "@/lib/graph/camera";
import { useWorkspace } from "@/components/workspace/workspace-provider";

/**
 * Brings the selected node into view when it is off screen (keyboard moves, search, a new branch,
 * merge or aside): the smallest pan that shows it clear of the toolbar, at the same zoom
 * (lib/graph/camera.ts `panIntoView`), animated as a straight pan. It used to centre the node at 100%, which pushed the root and
 * everything the user was looking at off screen after every branch.
 * Its own component, so the selection subscription re-renders nothing else.
 *
 * Nothing moves while the pane is hidden (the Graph tab of a phone, display: none): React Flow's
 * store keeps the size it last had, but d3's animated move reads the element's, which is 0 x 0, and
 * computed NaN transforms (150 "<circle> attribute r: NaN" errors from the background's dots when a
 * branch opened in the Chat tab). The view is brought to the selection when the pane shows again.
 */
export function FollowSelection({ positions }: { positions: ReadonlyMap<string, { x: number; y: number }> }) {
  const selected = useWorkspace((s) => s.selectedNodeId);
  const flow = useReactFlow();
  const rf = useStoreApi();
  useEffect(() => {
    const at = positions.get(selected);
    if (!at) return;
    const { width, height, transform, domNode } = rf.getState();
    if (width === 0 || height === 0) return;
    if (domNode && (domNode.clientWidth === 0 || domNode.clientHeight === 0)) {
      // Hidden: follow once it has a size again.
      const observer = new ResizeObserver(() => {
        if (domNode.clientWidth === 0 || domNode.clientHeight === 0) return;
        observer.disconnect();
        const state = rf.getState();
        const [x, y, zoom] = state.transform;
        const next = panIntoView({ x, y, zoom }, { width: domNode.clientWidth, height: domNode.clientHeight }, at);
        if (next) void flow.setViewport(next);
      });
      observer.observe(domNode);
      return () => observer.disconnect();
    }
    const [x, y, zoom] = transform;
    const next = panIntoView({ x, y, zoom }, { width, height }, at);
    if (!next) return;
    // A move within about a screen is a straight pan: d3's default ("smooth", van Wijk and Nuij) flies
    // out and back in, so mid-way the zoom dips by about (distance / size)^2 / 2 (0.8% for a move of
    // an eighth of the pane: what an e2e read of the zoom during the move saw). A longer jump (a far
    // sibling, a search hit) still flies out and back in; both end at exactly the zoom they started at.
    const distance = Math.hypot(next.x - x, next.y - y);
    void flow.setViewport(next, {
      duration: 200,
      interpolate: distance <= Math.max(width, height) ? "linear" : "smooth",
    });
  }, [selected, positions, flow, rf]);
  return null;
}

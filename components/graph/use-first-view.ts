"use client";

import { useReactFlow } from "@xyflow/react";
import { useCallback, useEffect, useRef, type RefObject } from "react";
import type { Layout } from "@/lib/graph/layout";
import { pathNeighbourhood, type TreeIndex } from "@/lib/graph/navigation";
import { readableViewport, regionOf } from "@/lib/graph/viewport";
import { useWorkspaceStore } from "@/components/workspace/workspace-provider";

/**
 * React Flow's `onInit` for the first view: what "fit" shows (lib/graph/viewport.ts
 * `readableViewport`: the whole tree if it reads, else the current path and its neighbours at a
 * readable zoom). Reads the latest layout (the pane's shape may turn it just after the first
 * render). Marks the graph's element `data-ready` once framed.
 */
export function useFirstView(
  wrapperRef: RefObject<HTMLDivElement | null>,
  layout: Layout,
  index: TreeIndex,
): () => void {
  const flow = useReactFlow();
  const store = useWorkspaceStore();
  const latest = useRef({ layout, index });
  useEffect(() => {
    latest.current = { layout, index };
  }, [layout, index]);
  return useCallback(() => {
    const el = wrapperRef.current;
    if (!el) return;
    const frame = () => {
      const { layout, index } = latest.current;
      const selected = store.getState().selectedNodeId;
      const region = regionOf(layout.positions, pathNeighbourhood(index, selected));
      void flow.setViewport(
        readableViewport(
          { width: el.clientWidth, height: el.clientHeight },
          layout,
          region,
          layout.positions.get(selected) ?? null,
        ),
      );
      el.dataset.ready = "true";
    };
    if (el.clientWidth > 0) return frame();
    // A hidden pane (the Graph tab of a phone) has no size yet: frame the tree once it is shown.
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === 0) return;
      observer.disconnect();
      frame();
    });
    observer.observe(el);
  }, [flow, store, wrapperRef]);
}

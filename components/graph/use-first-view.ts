"use client";

import { useReactFlow, type XYPosition } from "@xyflow/react";
import { useCallback, type RefObject } from "react";
import { initialViewport } from "@/lib/graph/viewport";
import { useWorkspaceStore } from "@/components/workspace/workspace-provider";

/**
 * React Flow's `onInit` for the first view: the whole tree if it reads at 12 px or more, else the
 * current node's neighbourhood. Marks the graph's element `data-ready` once framed.
 */
export function useFirstView(
  wrapperRef: RefObject<HTMLDivElement | null>,
  layout: { positions: ReadonlyMap<string, XYPosition>; width: number; height: number },
): () => void {
  const flow = useReactFlow();
  const store = useWorkspaceStore();
  return useCallback(() => {
    const el = wrapperRef.current;
    if (!el) return;
    const frame = () => {
      const selected = store.getState().selectedNodeId;
      void flow.setViewport(
        initialViewport(
          { width: el.clientWidth, height: el.clientHeight },
          layout,
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
  }, [flow, layout, store, wrapperRef]);
}

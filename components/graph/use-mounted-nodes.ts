"use client";

import { useStore, useStoreApi, type XYPosition } from "@xyflow/react";
import { useMemo } from "react";
import type { GraphNodeData } from "@/lib/views/tree-view";
import { drawsOnCanvas, regionOf } from "@/lib/graph/far-view";
import { mountedNodes } from "@/lib/graph/mounted";
import { useWorkspace } from "@/components/workspace/workspace-provider";

/** Above this many nodes only what is on screen is mounted; a small tree is cheaper mounted whole. */
export const VIRTUALISE_ABOVE = 100;
/**
 * Above this many nodes React Flow gets only the region around the view (the minimap,
 * overview-map.tsx, reads the layout, not React Flow). Lower than VIRTUALISE_ABOVE: a 100-node tree
 * mounted whole (100 cards and their edges) was interactive later than a 1,000-node one mounted
 * around the view (bench:graph on a quiet machine: 679 ms against 575 ms).
 */
export const CULL_ABOVE = 40;

/**
 * Which shown nodes React Flow gets (lib/graph/mounted.ts), and whether the tree is drawn on the far
 * canvas. Far out, a big tree is one canvas and React Flow keeps only the cards worth mounting
 * (re-rendered per zoom band, not per step). Near, a big tree hands React Flow only the region
 * around the view (and the parents of its nodes, for their edges): it adopts a few hundred nodes
 * per change, not 10,000 (re-rendered when the region changes, not per step).
 */
export function useMountedNodes(
  shown: { nodes: GraphNodeData[]; hidden: ReadonlyMap<string, number> },
  positions: ReadonlyMap<string, XYPosition>,
  draggedId: string | null,
): { far: boolean; mounted: GraphNodeData[] } {
  const far = useStore((s) => drawsOnCanvas(s.transform[2], shown.nodes.length, VIRTUALISE_ABOVE));
  const selectedId = useWorkspace((s) => (far ? s.selectedNodeId : null));
  const regionKey = useStore((s) =>
    shown.nodes.length > CULL_ABOVE && !far ? regionOf(s.transform, s.width, s.height).key : "",
  );
  const rf = useStoreApi();
  const mounted = useMemo(() => {
    let region = null;
    if (!far && regionKey) {
      const { transform, width, height } = rf.getState();
      region = regionOf(transform, width, height).rect;
    }
    return mountedNodes(shown.nodes, { far, region, positions, hidden: shown.hidden, selectedId, draggedId });
  }, [far, selectedId, shown, draggedId, regionKey, rf, positions]);
  return { far, mounted };
}

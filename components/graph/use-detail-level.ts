"use client";

import { useStore } from "@xyflow/react";
import { detailLevel, type DetailLevel } from "@/lib/graph/viewport";

/**
 * The level of detail at the current zoom. The selector returns a band, not the zoom, so a node
 * re-renders only when the band changes, never on every wheel step.
 */
export function useDetailLevel(): DetailLevel {
  return useStore((s) => detailLevel(s.transform[2]));
}

import { fitViewport, TOOLBAR_INSETS, type Insets, type Viewport } from "./camera";
import { GRAPH_NODE_HEIGHT, GRAPH_NODE_WIDTH, ROW_STEP } from "./layout";

export type { Viewport };

/**
 * Zoom bands of the level of detail: full cards (13 px title and stats) from LOD_FULL, where the
 * title draws at 12 px or more; compact cards (a 22 px title only) down to LOD_COMPACT; shapes below.
 */
export const LOD_FULL = 0.93;
export const LOD_COMPACT = 0.3;
/** Below this zoom even a compact card's 22 px title draws under 12 px: the tree is not "readable whole". */
export const READABLE_ZOOM = 0.55;

export type DetailLevel = "full" | "compact" | "shape";

/** The level of detail at `zoom`; the graph reads zoom through this so nodes re-render only per band. */
export function detailLevel(zoom: number): DetailLevel {
  return zoom >= LOD_FULL ? "full" : zoom >= LOD_COMPACT ? "compact" : "shape";
}

/**
 * The first view of a tree: the whole tree when it fits at a readable zoom, otherwise the current
 * node with its parent and children around it at a readable zoom (never a clamped, illegible
 * strip). `bounds` is the laid-out tree's size, `focus` the current node's top-left; the whole tree
 * is framed clear of the toolbar (`insets`, lib/graph/camera.ts).
 *
 * @example
 * initialViewport({ width: 800, height: 600 }, { width: 8000, height: 1600 }, { x: 456, y: 148 })
 * // -> zoom 1, the focus node a little above the centre
 */
export function initialViewport(
  canvas: { width: number; height: number },
  bounds: { width: number; height: number },
  focus: { x: number; y: number } | null,
  insets: Insets = TOOLBAR_INSETS,
): Viewport {
  const whole = fitViewport(canvas, bounds, insets);
  if (whole.zoom >= READABLE_ZOOM || !focus) return whole;
  // The neighbourhood: parent above, children below; centre the node with one row above it.
  const zoom = 1;
  const cx = focus.x + GRAPH_NODE_WIDTH / 2;
  const cy = focus.y + GRAPH_NODE_HEIGHT / 2 + ROW_STEP / 2;
  return { x: canvas.width / 2 - cx * zoom, y: canvas.height / 2 - cy * zoom, zoom };
}

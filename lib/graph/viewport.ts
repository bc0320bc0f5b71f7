import { fitViewport, TOOLBAR_INSETS, type Insets, type Viewport } from "./camera";
import { GRAPH_NODE_HEIGHT, GRAPH_NODE_WIDTH } from "./layout";

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

/** A box in flow coordinates. */
export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * The box around `ids`' nodes at `positions` (those laid out; null when none is).
 *
 * @example
 * regionOf(layout.positions, pathNeighbourhood(index, selectedId)) // the current path and its neighbours
 */
export function regionOf(
  positions: ReadonlyMap<string, { x: number; y: number }>,
  ids: Iterable<string>,
): Region | null {
  let left = Infinity;
  let top = Infinity;
  let right = -Infinity;
  let bottom = -Infinity;
  for (const id of ids) {
    const p = positions.get(id);
    if (!p) continue;
    left = Math.min(left, p.x);
    top = Math.min(top, p.y);
    right = Math.max(right, p.x + GRAPH_NODE_WIDTH);
    bottom = Math.max(bottom, p.y + GRAPH_NODE_HEIGHT);
  }
  return left === Infinity ? null : { x: left, y: top, width: right - left, height: bottom - top };
}

/**
 * The view "fit" and the first view give: the whole tree when it reads there (titles drawn at 12 px
 * or more: zoom >= READABLE_ZOOM), otherwise `region` (the current path with its neighbours) at the
 * largest zoom up to 100% that shows it whole, and when even that is below the readable zoom, the
 * readable zoom around `focus` (the current node), panned so that the region fills the pane on
 * every side it can (no half-empty pane beside the tree). Never an illegible strip.
 *
 * @example
 * readableViewport({ width: 800, height: 600 }, layout, regionOf(layout.positions, ids), layout.positions.get(id))
 */
export function readableViewport(
  canvas: { width: number; height: number },
  bounds: { width: number; height: number },
  region: Region | null,
  focus: { x: number; y: number } | null,
  insets: Insets = TOOLBAR_INSETS,
): Viewport {
  const whole = fitViewport(canvas, bounds, insets);
  if (whole.zoom >= READABLE_ZOOM || (!region && !focus)) return whole;
  const area = region ?? { x: focus!.x, y: focus!.y, width: GRAPH_NODE_WIDTH, height: GRAPH_NODE_HEIGHT };
  const fitted = fitViewport(canvas, { width: area.width, height: area.height }, insets);
  if (fitted.zoom >= READABLE_ZOOM)
    return { x: fitted.x - area.x * fitted.zoom, y: fitted.y - area.y * fitted.zoom, zoom: fitted.zoom };
  const zoom = READABLE_ZOOM;
  const centre = focus ?? { x: area.x, y: area.y };
  const free = {
    left: insets.left,
    top: insets.top,
    right: canvas.width - insets.right,
    bottom: canvas.height - insets.bottom,
  };
  // The focus node in the middle of the free area, then moved back so the region covers the pane.
  const axis = (lo: number, size: number, c: number, nodeSize: number, fLo: number, fHi: number) => {
    let t = (fLo + fHi) / 2 - (c + nodeSize / 2) * zoom;
    const sLo = lo * zoom;
    const sHi = (lo + size) * zoom;
    if (sHi - sLo >= fHi - fLo) {
      if (sLo + t > fLo) t = fLo - sLo;
      if (sHi + t < fHi) t = fHi - sHi;
    } else t = (fLo + fHi) / 2 - (sLo + sHi) / 2;
    return t;
  };
  return {
    x: axis(area.x, area.width, centre.x, GRAPH_NODE_WIDTH, free.left, free.right),
    y: axis(area.y, area.height, centre.y, GRAPH_NODE_HEIGHT, free.top, free.bottom),
    zoom,
  };
}

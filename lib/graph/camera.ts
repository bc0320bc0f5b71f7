import { GRAPH_NODE_HEIGHT, GRAPH_NODE_WIDTH } from "./layout";

/** A React Flow viewport: the pan (x, y) and the zoom. */
export interface Viewport {
  x: number;
  y: number;
  zoom: number;
}

/**
 * The camera of the graph, as plain math over the FULL layout (never over the nodes React Flow was
 * handed: a big tree hands it only the region around the view, so its own fitView saw 6 of 1,000
 * nodes and left the view where it was).
 */

/** Screen areas the graph's own controls cover, in CSS px from each edge of the canvas. */
export interface Insets {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** The find box and buttons over the canvas's top-left corner (components/graph/graph-toolbar.tsx). */
export const TOOLBAR_INSETS: Insets = { top: 48, right: 16, bottom: 16, left: 16 };

/** The widest zoom-out fit may take (React Flow's minZoom is lowered to it when a tree needs more). */
export const MIN_FIT_ZOOM = 1e-4;

/**
 * The viewport that shows the whole laid-out tree (`bounds`, from `layoutTree`) inside `canvas`,
 * clear of `insets`, centred, at no more than 100%.
 *
 * @example
 * fitViewport({ width: 800, height: 600 }, layout) // { x, y, zoom } for React Flow's setViewport
 */
export function fitViewport(
  canvas: { width: number; height: number },
  bounds: { width: number; height: number },
  insets: Insets = TOOLBAR_INSETS,
): Viewport {
  const w = Math.max(1, canvas.width - insets.left - insets.right);
  const h = Math.max(1, canvas.height - insets.top - insets.bottom);
  const zoom = Math.max(MIN_FIT_ZOOM, Math.min(w / Math.max(1, bounds.width), h / Math.max(1, bounds.height), 1));
  return {
    x: insets.left + (w - bounds.width * zoom) / 2,
    y: insets.top + (h - bounds.height * zoom) / 2,
    zoom,
  };
}

/**
 * The smallest move of the camera (same zoom) that brings the node at `at` (its top-left, flow
 * coordinates) fully into the canvas, clear of `insets`; null when it is in view already. A node
 * bigger than the free area at this zoom is centred. After a branch, merge or aside the new node
 * comes into view without the camera jumping to it (the root stays where it was when it can).
 *
 * @example
 * panIntoView({ x: 0, y: 0, zoom: 1 }, { width: 800, height: 600 }, { x: 900, y: 100 })
 * // -> { x: -316, y: 0, zoom: 1 }: moved left just enough, plus the margin
 */
export function panIntoView(
  view: Viewport,
  canvas: { width: number; height: number },
  at: { x: number; y: number },
  insets: Insets = TOOLBAR_INSETS,
): Viewport | null {
  const { zoom } = view;
  const left = at.x * zoom + view.x;
  const top = at.y * zoom + view.y;
  const right = left + GRAPH_NODE_WIDTH * zoom;
  const bottom = top + GRAPH_NODE_HEIGHT * zoom;
  const free = {
    left: insets.left,
    top: insets.top,
    right: canvas.width - insets.right,
    bottom: canvas.height - insets.bottom,
  };
  const shift = (lo: number, hi: number, min: number, max: number) => {
    if (hi - lo > max - min) return (min + max) / 2 - (lo + hi) / 2;
    if (lo < min) return min - lo;
    if (hi > max) return max - hi;
    return 0;
  };
  const dx = shift(left, right, free.left, free.right);
  const dy = shift(top, bottom, free.top, free.bottom);
  if (dx === 0 && dy === 0) return null;
  return { x: view.x + dx, y: view.y + dy, zoom };
}

/**
 * The minimap's scale: the whole layout drawn into a `width` x `height` box with `pad` px around it.
 * `toFlow` turns a point of the minimap into flow coordinates (a click there moves the camera).
 */
export function minimapFrame(bounds: { width: number; height: number }, width: number, height: number, pad = 6) {
  const scale = Math.min(
    (width - 2 * pad) / Math.max(1, bounds.width),
    (height - 2 * pad) / Math.max(1, bounds.height),
  );
  const ox = (width - bounds.width * scale) / 2;
  const oy = (height - bounds.height * scale) / 2;
  return {
    scale,
    ox,
    oy,
    toFlow: (mx: number, my: number) => ({ x: (mx - ox) / scale, y: (my - oy) / scale }),
    toMap: (fx: number, fy: number) => ({ x: ox + fx * scale, y: oy + fy * scale }),
  };
}

/** The viewport that puts flow point `p` at the centre of the canvas, at the same zoom (a click on the minimap). */
export function centreOn(
  view: Viewport,
  canvas: { width: number; height: number },
  p: { x: number; y: number },
): Viewport {
  return { x: canvas.width / 2 - p.x * view.zoom, y: canvas.height / 2 - p.y * view.zoom, zoom: view.zoom };
}

/**
 * The viewport zoomed by `factor` around the screen point `at` (it stays where it is on screen),
 * within `[min, max]`: the zoom buttons zoom around the selected node, so it never leaves the screen.
 *
 * @example
 * zoomAround({ x: 0, y: 0, zoom: 1 }, 1.2, { x: 100, y: 50 }, 0.1, 2) // { x: -20, y: -10, zoom: 1.2 }
 */
export function zoomAround(
  view: Viewport,
  factor: number,
  at: { x: number; y: number },
  min: number,
  max: number,
): Viewport {
  const zoom = Math.min(max, Math.max(min, view.zoom * factor));
  const fx = (at.x - view.x) / view.zoom;
  const fy = (at.y - view.y) / view.zoom;
  return { x: at.x - fx * zoom, y: at.y - fy * zoom, zoom };
}

/**
 * Where the zoom buttons zoom around: the selected node's centre when it is on the canvas, else the
 * canvas's centre.
 */
export function zoomPoint(
  view: Viewport,
  canvas: { width: number; height: number },
  selected: { x: number; y: number } | null | undefined,
): { x: number; y: number } {
  const centre = { x: canvas.width / 2, y: canvas.height / 2 };
  if (!selected) return centre;
  const x = (selected.x + GRAPH_NODE_WIDTH / 2) * view.zoom + view.x;
  const y = (selected.y + GRAPH_NODE_HEIGHT / 2) * view.zoom + view.y;
  return x >= 0 && y >= 0 && x <= canvas.width && y <= canvas.height ? { x, y } : centre;
}

import { GRAPH_NODE_HEIGHT, GRAPH_NODE_WIDTH } from "./layout";
import { LOD_COMPACT, READABLE_ZOOM } from "./viewport";

/**
 * Below this zoom the graph is drawn as ONE canvas layer (components/graph/far-canvas.tsx) and React
 * Flow mounts only the nodes worth a card (the selected one, the root, labelled and collapsed ones):
 * a card's title would draw under 12 px anyway, and thousands of DOM nodes made every wheel step slow.
 */
export const CANVAS_ZOOM = READABLE_ZOOM;

/**
 * Whether a tree of `count` nodes is drawn on the canvas at `zoom`. A small tree stays DOM down to
 * the compact level (cheap, and every node stays a target); below it, where its cards were blank
 * boxes (a 30-node tree fitted at 18%), it is the overview too: blocks, the current path, and the
 * titles that matter at a readable size (components/graph/far-canvas.tsx).
 */
export function drawsOnCanvas(zoom: number, count: number, domUpTo = 100): boolean {
  return zoom < CANVAS_ZOOM && (count > domUpTo || zoom < LOD_COMPACT);
}

type Point = { x: number; y: number };

/** The node whose box contains `point` (flow coordinates), or null. Later nodes win, as they are drawn on top. */
export function nodeAt(positions: ReadonlyMap<string, Point>, point: Point): string | null {
  let found: string | null = null;
  for (const [id, p] of positions) {
    if (point.x >= p.x && point.x <= p.x + GRAPH_NODE_WIDTH && point.y >= p.y && point.y <= p.y + GRAPH_NODE_HEIGHT)
      found = id;
  }
  return found;
}

/** The flow-coordinate rectangle a screen of `width` x `height` shows under `transform` ([x, y, zoom], React Flow's). */
export function visibleRect(transform: readonly [number, number, number], width: number, height: number) {
  const [tx, ty, zoom] = transform;
  return { left: -tx / zoom, top: -ty / zoom, right: (width - tx) / zoom, bottom: (height - ty) / zoom };
}

/** Whether a node at `p` touches `rect` (so off-screen nodes are not drawn). */
export function intersects(p: Point, rect: ReturnType<typeof visibleRect>): boolean {
  return (
    p.x + GRAPH_NODE_WIDTH >= rect.left &&
    p.x <= rect.right &&
    p.y + GRAPH_NODE_HEIGHT >= rect.top &&
    p.y <= rect.bottom
  );
}

/**
 * The region of a big tree worth handing to React Flow: three screens wide and high around the
 * view, at a zoom rounded down to a half power of two, so it changes only when the view moves by
 * about a quarter screen or zooms by 41%. React Flow then adopts a few hundred nodes, not 10,000,
 * on every change of the tree or the region. `key` names the region (equal keys, equal regions).
 *
 * @example
 * const { key, rect } = regionOf([tx, ty, zoom], width, height); // rect in flow coordinates
 */
export function regionOf(transform: readonly [number, number, number], width: number, height: number) {
  const [tx, ty, zoom] = transform;
  const step = Math.floor(Math.log2(Math.max(zoom, 1e-3)) * 2);
  const rounded = 2 ** (step / 2);
  const w = Math.max(width, 1) / rounded;
  const h = Math.max(height, 1) / rounded;
  const ix = Math.floor((width / 2 - tx) / zoom / (w / 2));
  const iy = Math.floor((height / 2 - ty) / zoom / (h / 2));
  const cx = (ix + 0.5) * (w / 2);
  const cy = (iy + 0.5) * (h / 2);
  return {
    key: `${step}:${ix}:${iy}:${Math.round(w)}:${Math.round(h)}`,
    rect: { left: cx - 1.5 * w, right: cx + 1.5 * w, top: cy - 1.5 * h, bottom: cy + 1.5 * h },
  };
}

/**
 * The nodes of `ids` whose boxes touch `rect`, nearest to `from` first, at most `limit`: the graph
 * loads their chats ahead while the view rests, so a click on one shows its chat from the cache.
 *
 * @example
 * nearestOnScreen(mountedIds, positions, visibleRect(transform, width, height), positions.get(selected) ?? null, 12)
 */
export function nearestOnScreen(
  ids: Iterable<string>,
  positions: ReadonlyMap<string, Point>,
  rect: ReturnType<typeof visibleRect>,
  from: Point | null,
  limit: number,
): string[] {
  const found: { id: string; d: number }[] = [];
  for (const id of ids) {
    const at = positions.get(id);
    if (at && intersects(at, rect)) found.push({ id, d: from ? Math.hypot(at.x - from.x, at.y - from.y) : 0 });
  }
  return found
    .sort((a, b) => a.d - b.d)
    .slice(0, limit)
    .map((f) => f.id);
}

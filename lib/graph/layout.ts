/**
 * Layout of a conversation tree for the graph. Pure: plain objects in, positions out.
 *
 * Conversation trees are mostly long threads with branches off them, so the layout is made for
 * that shape: a node's first child continues straight below it (a thread is one compact column),
 * and each further child opens a column to its right, packed as far left as the rows it occupies
 * allow (a contour-based compaction, like Reingold-Tilford's, with columns instead of centring).
 * The bounding box grows with depth x concurrent threads, never with the number of leaves times
 * the node width.
 */

export const GRAPH_NODE_WIDTH = 200;
export const GRAPH_NODE_HEIGHT = 52;
/** Room between two columns: a merge's badge sits in it, beside the merged node (edges.ts `mergeBadgeAt`). */
export const GAP_X = 36;
export const GAP_Y = 22;
/** Between two depths when depth runs left to right: room for the edge's turn. */
export const GAP_DEPTH_X = 48;
/** Distance between two columns and two rows, in flow coordinates. */
export const COLUMN_STEP = GRAPH_NODE_WIDTH + GAP_X;
export const ROW_STEP = GRAPH_NODE_HEIGHT + GAP_Y;
/** Depth to depth when depth runs left to right. */
export const DEPTH_STEP_X = GRAPH_NODE_WIDTH + GAP_DEPTH_X;

/**
 * Which way depth runs: `down` (a thread is a column, branches open columns to the right) or
 * `right` (a thread is a row, branches stack below): the same packing, turned a quarter.
 */
export type LayoutDirection = "down" | "right";

export interface LayoutInput {
  id: string;
  parentId: string | null;
}

export interface Layout {
  /** Top-left corner of every node, in flow coordinates. */
  positions: Map<string, { x: number; y: number }>;
  width: number;
  height: number;
  direction: LayoutDirection;
}

/** The free area the graph is drawn in (CSS px) and what its controls cover, for choosing the direction. */
export interface LayoutPane {
  width: number;
  height: number;
}

/** A subtree's occupied columns per depth (absolute depth as the index), relative to its root. */
interface Contour {
  left: number[];
  right: number[];
  top: number;
  bottom: number;
}

/**
 * Packs contour `c` to the right of `acc`: the smallest shift (at least `minShift` columns) that puts
 * it right of everything already placed, row by row. Merges the shifted contour into `acc` and
 * returns the shift. Used for a node's further children and for the roots of a forest alike.
 */
function packRight(acc: Contour, c: Contour, minShift: number): number {
  let shift = minShift;
  for (let r = c.top; r <= Math.min(c.bottom, acc.bottom); r++) shift = Math.max(shift, acc.right[r] - c.left[r] + 1);
  for (let r = c.top; r <= c.bottom; r++) {
    if (r > acc.bottom) {
      acc.left[r] = c.left[r] + shift;
      acc.right[r] = c.right[r] + shift;
    } else {
      acc.right[r] = Math.max(acc.right[r], c.right[r] + shift);
    }
  }
  acc.bottom = Math.max(acc.bottom, c.bottom);
  return shift;
}

/**
 * Lays out `nodes` (in creation order; children keep it). A node whose parent is missing (mid-
 * refetch after a purge) is laid out as a root of its own, beside the others.
 *
 * With `pane`, depth runs whichever way the tree fits the pane at the larger zoom (a tree of a few
 * branches in a tall, narrow pane runs down; a long thread with short branches in a wide pane runs
 * right); a tie (both fit at 100%) runs down. Without it, or with `direction`, as told.
 *
 * @example
 * const { positions } = layoutTree([{ id: "r", parentId: null }, { id: "a", parentId: "r" }]);
 * positions.get("a") // { x: 0, y: ROW_STEP }: the thread continues below its parent
 */
export function layoutTree(
  nodes: readonly LayoutInput[],
  options: { pane?: LayoutPane | null; direction?: LayoutDirection } = {},
): Layout {
  const positions = new Map<string, { x: number; y: number }>();
  if (nodes.length === 0) return { positions, width: 0, height: 0, direction: options.direction ?? "down" };
  const ids = new Set(nodes.map((n) => n.id));
  const children = new Map<string, string[]>();
  const roots: string[] = [];
  const parentById = new Map<string, string>();
  for (const n of nodes) {
    if (n.parentId && ids.has(n.parentId) && n.parentId !== n.id) {
      parentById.set(n.id, n.parentId);
      const list = children.get(n.parentId);
      if (list) list.push(n.id);
      else children.set(n.parentId, [n.id]);
    } else roots.push(n.id);
  }

  // Post-order without recursion (a 10,000-node thread would overflow the stack).
  const depth = new Map<string, number>();
  const order: string[] = [];
  const stack = roots.map((id) => ({ id, d: 0 }));
  while (stack.length) {
    const { id, d } = stack.pop()!;
    if (depth.has(id)) continue; // guards against a cycle in bad data
    depth.set(id, d);
    order.push(id);
    for (const c of children.get(id) ?? []) stack.push({ id: c, d: d + 1 });
  }

  // Bottom-up: each child's column offset relative to its parent, and each subtree's contour.
  const offset = new Map<string, number>();
  const contours = new Map<string, Contour>();
  for (let i = order.length - 1; i >= 0; i--) {
    const id = order[i];
    const d = depth.get(id)!;
    const kids = (children.get(id) ?? []).filter((c) => contours.has(c));
    let acc: Contour;
    if (kids.length === 0) {
      acc = { left: [], right: [], top: d, bottom: d };
    } else {
      acc = contours.get(kids[0])!;
      contours.delete(kids[0]);
      offset.set(kids[0], 0);
      for (const kid of kids.slice(1)) {
        // A further child never goes left of the parent's own column.
        offset.set(kid, packRight(acc, contours.get(kid)!, 1));
        contours.delete(kid);
      }
      acc.top = d;
    }
    acc.left[d] = 0;
    acc.right[d] = Math.max(0, acc.right[d] ?? 0);
    contours.set(id, acc);
  }

  // Roots side by side, packed against each other's contours as well.
  const rootColumn = new Map<string, number>();
  const forest: Contour = { left: [], right: [], top: 0, bottom: -1 };
  for (const root of roots) {
    const c = contours.get(root);
    if (c) rootColumn.set(root, packRight(forest, c, 0));
  }

  // Top-down: absolute columns.
  const column = new Map<string, number>();
  let maxColumn = 0;
  let maxRow = 0;
  for (const id of order) {
    const parentId = parentById.get(id) ?? null;
    const col = parentId === null ? (rootColumn.get(id) ?? 0) : column.get(parentId)! + (offset.get(id) ?? 0);
    column.set(id, col);
    const row = depth.get(id)!;
    if (col > maxColumn) maxColumn = col;
    if (row > maxRow) maxRow = row;
    positions.set(id, { x: col * COLUMN_STEP, y: row * ROW_STEP });
  }
  const down: Layout = { positions, ...gridSize(maxColumn, maxRow, "down"), direction: "down" };
  const direction = options.direction ?? (options.pane ? bestDirection(down, options.pane) : "down");
  return direction === "down" ? down : turnLayout(down);
}

/** The laid-out size of a grid of `maxColumn + 1` branch columns and `maxRow + 1` depths. */
function gridSize(maxColumn: number, maxRow: number, direction: LayoutDirection) {
  return direction === "down"
    ? { width: maxColumn * COLUMN_STEP + GRAPH_NODE_WIDTH, height: maxRow * ROW_STEP + GRAPH_NODE_HEIGHT }
    : { width: maxRow * DEPTH_STEP_X + GRAPH_NODE_WIDTH, height: maxColumn * ROW_STEP + GRAPH_NODE_HEIGHT };
}

/** A downward layout's branch columns and depths. */
function gridOf(down: Layout) {
  return {
    maxColumn: Math.round((down.width - GRAPH_NODE_WIDTH) / COLUMN_STEP),
    maxRow: Math.round((down.height - GRAPH_NODE_HEIGHT) / ROW_STEP),
  };
}

/**
 * The direction in which a downward layout's tree fits `pane` at the larger zoom (capped at 100%);
 * down on a tie or unless right is clearly larger (5%), so a pane resized a little does not flip it.
 * Cheap: the two sizes only, so the graph can ask on every resize and turn the layout when it changes.
 */
export function bestDirection(down: Layout, pane: LayoutPane): LayoutDirection {
  if (pane.width <= 0 || pane.height <= 0 || down.positions.size === 0) return "down";
  const { maxColumn, maxRow } = gridOf(down);
  const zoom = (d: LayoutDirection) => {
    const s = gridSize(maxColumn, maxRow, d);
    return Math.min(pane.width / s.width, pane.height / s.height, 1);
  };
  return zoom("right") > zoom("down") * 1.05 ? "right" : "down";
}

/** A downward layout turned a quarter: depth runs right, branches stack below. */
export function turnLayout(down: Layout): Layout {
  const positions = new Map<string, { x: number; y: number }>();
  for (const [id, p] of down.positions)
    positions.set(id, { x: Math.round(p.y / ROW_STEP) * DEPTH_STEP_X, y: Math.round(p.x / COLUMN_STEP) * ROW_STEP });
  const { maxColumn, maxRow } = gridOf(down);
  return { positions, ...gridSize(maxColumn, maxRow, "right"), direction: "right" };
}

/**
 * Where an edge leaves a node and where it enters one, relative to the node's top-left: the bottom
 * and top centres when depth runs down, the right and left middles when it runs right.
 */
export function edgeAnchors(direction: LayoutDirection) {
  return direction === "down"
    ? { source: { x: GRAPH_NODE_WIDTH / 2, y: GRAPH_NODE_HEIGHT }, target: { x: GRAPH_NODE_WIDTH / 2, y: 0 } }
    : { source: { x: GRAPH_NODE_WIDTH, y: GRAPH_NODE_HEIGHT / 2 }, target: { x: 0, y: GRAPH_NODE_HEIGHT / 2 } };
}

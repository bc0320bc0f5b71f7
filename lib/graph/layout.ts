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
export const GAP_X = 28;
export const GAP_Y = 22;
/** Distance between two columns and two rows, in flow coordinates. */
export const COLUMN_STEP = GRAPH_NODE_WIDTH + GAP_X;
export const ROW_STEP = GRAPH_NODE_HEIGHT + GAP_Y;

export interface LayoutInput {
  id: string;
  parentId: string | null;
}

export interface Layout {
  /** Top-left corner of every node, in flow coordinates. */
  positions: Map<string, { x: number; y: number }>;
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
 * @example
 * const { positions } = layoutTree([{ id: "r", parentId: null }, { id: "a", parentId: "r" }]);
 * positions.get("a") // { x: 0, y: ROW_STEP }: the thread continues below its parent
 */
export function layoutTree(nodes: readonly LayoutInput[]): Layout {
  const positions = new Map<string, { x: number; y: number }>();
  if (nodes.length === 0) return { positions, width: 0, height: 0 };
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
    maxColumn = Math.max(maxColumn, col);
    maxRow = Math.max(maxRow, row);
    positions.set(id, { x: col * COLUMN_STEP, y: row * ROW_STEP });
  }
  return {
    positions,
    width: maxColumn * COLUMN_STEP + GRAPH_NODE_WIDTH,
    height: maxRow * ROW_STEP + GRAPH_NODE_HEIGHT,
  };
}

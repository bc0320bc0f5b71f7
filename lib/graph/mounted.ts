import { intersects, type visibleRect } from "./far-view";
import { GRAPH_NODE_HEIGHT, GRAPH_NODE_WIDTH } from "./layout";

type Point = { x: number; y: number };
type Rect = ReturnType<typeof visibleRect>;

/** What deciding whether a node is mounted needs to know of it. */
export interface MountableNode {
  id: string;
  parentId: string | null;
  kind: string;
  label: string | null;
}

/**
 * Which of the shown nodes React Flow gets as cards (the rest is drawn on the far canvas, or is
 * off screen):
 * - `far` (a big tree zoomed out, drawn on one canvas): the cards worth keeping there, namely the
 *   selected node, the dragged one, the root, labelled nodes and collapsed ones (`hidden`);
 * - `region` (a big tree near): the nodes whose boxes touch the region around the view, plus their
 *   parents (for their edges) and the dragged node; the selected node needs no exception, as the
 *   graph brings it into view, which moves the region;
 * - neither: every node (a small tree is cheaper mounted whole).
 * Input order is kept.
 *
 * @example
 * mountedNodes(shown.nodes, { far: false, region: regionOf(transform, w, h).rect, positions, ... })
 */
export function mountedNodes<T extends MountableNode>(
  nodes: readonly T[],
  view: {
    far: boolean;
    /** The region around the view (flow coordinates), or null to mount every node. Ignored when far. */
    region: Rect | null;
    positions: ReadonlyMap<string, Point>;
    /** Collapsed nodes (they carry a badge). */
    hidden: ReadonlyMap<string, unknown>;
    selectedId: string | null;
    draggedId: string | null;
  },
): T[] {
  const { far, region, positions, hidden, selectedId, draggedId } = view;
  if (far)
    return nodes.filter(
      (n) => n.id === selectedId || n.id === draggedId || n.kind === "root" || n.label || hidden.has(n.id),
    );
  if (!region) return [...nodes];
  const keep = new Set<string>();
  for (const n of nodes) {
    const at = positions.get(n.id);
    if (!at || !(intersects(at, region) || n.id === draggedId)) continue;
    keep.add(n.id);
    if (n.parentId) keep.add(n.parentId);
  }
  return nodes.filter((n) => keep.has(n.id));
}

/**
 * Whether a node dragged to `position` is dropped onto its parent at `parentAt` (their boxes
 * mostly overlap): the gesture for "merge it back up".
 */
export function dropsOnParent(position: Point, parentAt: Point | undefined): boolean {
  return (
    parentAt !== undefined &&
    Math.abs(position.x - parentAt.x) < GRAPH_NODE_WIDTH * 0.8 &&
    Math.abs(position.y - parentAt.y) < GRAPH_NODE_HEIGHT * 0.9
  );
}

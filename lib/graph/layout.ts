import { stratify, tree } from "d3-hierarchy";

export const GRAPH_NODE_WIDTH = 220;
export const GRAPH_NODE_HEIGHT = 84;
const GAP_X = 36;
const GAP_Y = 64;

export interface LayoutInput {
  id: string;
  parentId: string | null;
}

/**
 * Top-down tidy-tree layout (Reingold-Tilford, d3-hierarchy): children sit under their parent,
 * subtrees never overlap, and siblings keep creation order. Returns top-left positions for React
 * Flow. Readable at hundreds of nodes because width grows with leaves, not with depth.
 */
export function layoutTree(nodes: LayoutInput[]): Map<string, { x: number; y: number }> {
  const positions = new Map<string, { x: number; y: number }>();
  if (nodes.length === 0) return positions;
  const ids = new Set(nodes.map((n) => n.id));
  // A node whose parent is missing (mid-refetch after a purge) is laid out as its own root.
  const rows = nodes.map((n) => ({ id: n.id, parentId: n.parentId && ids.has(n.parentId) ? n.parentId : null }));
  const roots = rows.filter((r) => r.parentId === null);
  const virtualRoot = "__forest__";
  const data = roots.length === 1 ? rows : [{ id: virtualRoot, parentId: null }, ...rows.map((r) => (r.parentId ? r : { ...r, parentId: virtualRoot }))];
  const hierarchy = stratify<{ id: string; parentId: string | null }>()
    .id((d) => d.id)
    .parentId((d) => d.parentId)(data);
  const laidOut = tree<{ id: string; parentId: string | null }>()
    .nodeSize([GRAPH_NODE_WIDTH + GAP_X, GRAPH_NODE_HEIGHT + GAP_Y])
    .separation((a, b) => (a.parent === b.parent ? 1 : 1.15))(hierarchy);
  const shiftY = roots.length === 1 ? 0 : -(GRAPH_NODE_HEIGHT + GAP_Y);
  laidOut.each((n) => {
    if (n.id === virtualRoot) return;
    positions.set(n.id!, { x: n.x - GRAPH_NODE_WIDTH / 2, y: n.y + shiftY });
  });
  return positions;
}

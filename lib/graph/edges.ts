import { GAP_DEPTH_X, GAP_X } from "./layout";

/**
 * The graph's edges as plain data: which lines join which nodes and what kind each is. How a kind
 * looks (its colours follow the theme) is the component's business (components/graph/flow-elements.ts).
 */

/** What drawing a node's edge from its parent needs to know of it. */
export interface EdgeNode {
  id: string;
  parentId: string | null;
  kind: string;
  status: string;
}

/** A merge event: its branch (`childId`) was merged into `parentId`. */
export interface MergeLink {
  id: string;
  childId: string;
  parentId: string;
  mode: string;
  /** Conflicts the merge check found; unresolved ones mark the edge. */
  conflicts?: { total: number; unresolved: number };
}

/**
 * `branch`: parent to child; `faded`: to a merged node, or off the focus path; `volatile`: to an
 * aside; `merge`: from a merged branch up to the node it was merged into.
 */
export type GraphEdgeKind = "branch" | "faded" | "volatile" | "merge";

export interface GraphEdge {
  id: string;
  source: string;
  target: string;
  kind: GraphEdgeKind;
  /** A merge's label: the whole story, shown on hover or focus of its badge. */
  label?: string;
  /** A merge's badge: its mode as one short word (the badge is a few characters wide, never a sentence). */
  badge?: string;
  /** A merge made with conflicts left unresolved. */
  unresolved?: number;
}

/**
 * The edges between the mounted `nodes`: one from each node's parent (when the parent is mounted
 * too), then one per merge whose both ends are mounted. `onPath` (focus-path mode) fades the edges
 * to nodes off the path; an aside's edge stays an aside's.
 *
 * @example
 * graphEdges(mounted, tree.merges, onPath) // [{ id: "r->a", source: "r", target: "a", kind: "branch" }, ...]
 */
export function graphEdges(
  nodes: readonly EdgeNode[],
  merges: readonly MergeLink[],
  onPath: ReadonlySet<string> | null,
): GraphEdge[] {
  const present = new Set(nodes.map((n) => n.id));
  const tree: GraphEdge[] = nodes
    .filter((n) => n.parentId && present.has(n.parentId))
    .map((n) => ({
      id: `${n.parentId}->${n.id}`,
      source: n.parentId!,
      target: n.id,
      kind:
        n.kind === "volatile"
          ? "volatile"
          : n.status === "merged" || (onPath && !onPath.has(n.id))
            ? "faded"
            : "branch",
    }));
  const merged: GraphEdge[] = merges
    .filter((m) => present.has(m.childId) && present.has(m.parentId))
    .map((m) => {
      const unresolved = m.conflicts?.unresolved ?? 0;
      const base = m.mode === "condensed" ? "merged (condensed)" : "merged";
      return {
        badge: unresolved ? `!${unresolved}` : m.mode === "condensed" ? "C" : "M",
        id: `merge-${m.id}`,
        source: m.childId,
        target: m.parentId,
        kind: "merge" as const,
        label: unresolved
          ? `${base} · ⚠ ${unresolved} unresolved conflict${unresolved === 1 ? "" : "s"}`
          : m.conflicts?.total
            ? `${base} · ${m.conflicts.total} conflict${m.conflicts.total === 1 ? "" : "s"} settled`
            : base,
        ...(unresolved ? { unresolved } : {}),
      };
    });
  return [...tree, ...merged];
}

/** How far a merge edge bows out to the side of the nodes it joins, in flow px. */
export const MERGE_BOW = 56;

/**
 * The route of a merge edge from a merged branch (`child`, top-left) up to the node it was merged
 * into (`parent`). When depth runs down: out of the child's right side, around to the right of
 * both, into the parent's right side; when it runs right: out of the child's bottom, around below
 * both, into the parent's bottom. Tree edges use the other two sides, so it never runs through the
 * nodes between. Returns an SVG path, the centre of its badge and the room there (`badgeRoom`, flow
 * px): the gap just right of the merged node, where no node and no other badge can be (a node is
 * merged at most once), so a badge no wider than the room never overlaps anything.
 *
 * @example
 * mergeRoute({ x: 236, y: 148 }, { x: 0, y: 0 }, 200, 52) // { path: "M 436 174 C ...", labelX: 454, labelY: 174 }: the badge in the gap right of the child
 */
export function mergeRoute(
  child: { x: number; y: number },
  parent: { x: number; y: number },
  width: number,
  height: number,
  direction: "down" | "right" = "down",
): { path: string; labelX: number; labelY: number; badgeRoom: number } {
  if (direction === "right") {
    const sx = child.x + width / 2;
    const sy = child.y + height;
    const tx = parent.x + width / 2;
    const ty = parent.y + height;
    const out = Math.max(sy, ty) + MERGE_BOW;
    return {
      path: `M ${sx} ${sy} C ${sx} ${out}, ${tx} ${out}, ${tx} ${ty}`,
      // Beside the child's upper half: the tree edge to its own children leaves from the middle.
      labelX: child.x + width + GAP_DEPTH_X / 2,
      labelY: child.y + height / 4,
      badgeRoom: Math.min(GAP_DEPTH_X, height / 2),
    };
  }
  const sx = child.x + width;
  const sy = child.y + height / 2;
  const tx = parent.x + width;
  const ty = parent.y + height / 2;
  const out = Math.max(sx, tx) + MERGE_BOW;
  return {
    path: `M ${sx} ${sy} C ${out} ${sy}, ${out} ${ty}, ${tx} ${ty}`,
    labelX: sx + GAP_X / 2,
    labelY: sy,
    badgeRoom: GAP_X,
  };
}

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
  /** A merge's label. */
  label?: string;
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

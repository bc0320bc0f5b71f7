/**
 * What the far-zoom overview names: of a tree too wide to read, the titles of the nodes that matter,
 * most important first (the selected node, the root, the current path, labelled nodes, branch points
 * by how many ways they branch), and where each title fits without covering another.
 */

export interface OverviewNode {
  id: string;
  parentId: string | null;
  title: string;
  label: string | null;
  kind: string;
}

/** Why a title is shown, most important first. */
export type LabelReason = "selected" | "root" | "path" | "labelled" | "branch";

export interface LabelCandidate {
  id: string;
  text: string;
  reason: LabelReason;
}

/**
 * The titles worth showing on the overview, in the order they claim space: the selected node, the
 * root, the path between them (nearest the selection first), labelled nodes (their label), then
 * branch points with the most children first. At most `limit`.
 *
 * @example
 * overviewCandidates(nodes, { selectedId, path: pathTo(index, selectedId), childCount }, 200)
 */
export function overviewCandidates(
  nodes: readonly OverviewNode[],
  view: {
    selectedId: string | null;
    /** The ids from the root to the selected node (lib/graph/navigation `pathTo`). */
    path: ReadonlySet<string>;
    /** How many children each node has in the shown tree. */
    childCount: ReadonlyMap<string, number>;
  },
  limit = 400,
): LabelCandidate[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const out: LabelCandidate[] = [];
  const taken = new Set<string>();
  const add = (n: OverviewNode | undefined, reason: LabelReason) => {
    if (!n || taken.has(n.id) || out.length >= limit) return;
    taken.add(n.id);
    out.push({ id: n.id, text: n.label || n.title, reason });
  };
  if (view.selectedId) add(byId.get(view.selectedId), "selected");
  for (const n of nodes) if (n.parentId === null || n.kind === "root") add(n, "root");
  // The path from the selection up (pathTo's order), so the nearest ancestors win the space.
  for (const id of view.path) add(byId.get(id), "path");
  for (const n of nodes) if (n.label) add(n, "labelled");
  const branches = nodes
    .filter((n) => (view.childCount.get(n.id) ?? 0) >= 2)
    .sort((a, b) => view.childCount.get(b.id)! - view.childCount.get(a.id)!);
  for (const n of branches) add(n, "branch");
  return out;
}

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * Screen boxes for the candidates, in their order: each where `boxOf` puts it (null: off screen),
 * or else just below or just above that, whichever first covers no title already placed and stays
 * on screen; a title that fits nowhere is left out (a title shows whole or not at all).
 */
export function placeLabels<T extends { id: string }>(
  candidates: readonly T[],
  boxOf: (c: T) => Box | null,
  screen: { width: number; height: number },
): Array<T & { box: Box }> {
  const placed: Array<T & { box: Box }> = [];
  for (const c of candidates) {
    const at = boxOf(c);
    if (!at) continue;
    const box = [0, 1, -1]
      .map((shift) => ({ ...at, y: at.y + shift * (at.height + 2) }))
      .find(
        (b) =>
          b.x >= 0 &&
          b.y >= 0 &&
          b.x + b.width <= screen.width &&
          b.y + b.height <= screen.height &&
          !placed.some((p) => overlaps(p.box, b)),
      );
    if (box) placed.push({ ...c, box });
  }
  return placed;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

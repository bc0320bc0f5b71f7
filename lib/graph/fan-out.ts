import type { TreeIndex, TreeLink } from "./navigation";

/**
 * Wide fan-outs folded behind a count. A node with thousands of children (an import with many
 * regenerations) laid out one column per child is a strip 450,000 px wide: nothing reads. By default
 * a node with more than FAN_OUT_LIMIT children shows its first FAN_OUT_SHOWN and a "+N more" node;
 * a click on it shows them all (and a "show fewer" node folds them back). A child on the path to the
 * selected node always shows, so the current node is never folded away.
 */

export const FAN_OUT_LIMIT = 12;
export const FAN_OUT_SHOWN = 10;

/** The count node of one fan-out: folded (`hidden` children behind it) or unfolded (can fold again). */
export interface MoreNode {
  id: string;
  parentId: string;
  /** Children not shown (folded), or that folding would hide (unfolded). */
  count: number;
  expanded: boolean;
}

/** The id of a fan-out's count node (never a real node's: those are cuids). */
export const moreNodeId = (parentId: string) => `more:${parentId}`;

/**
 * The children of wide fan-outs that the path to `selectedId` goes through and that folding would
 * hide: they stay shown. Returned as one string (ids joined by spaces, "" for none), so a selector
 * can return it and the graph re-lays out only when it changes, not on every selection.
 *
 * @example
 * foldExceptions(index, selectedId) // "" unless the selection is past the 10th child of a wide node
 */
export function foldExceptions(index: TreeIndex, selectedId: string | null): string {
  const keep: string[] = [];
  const seen = new Set<string>();
  let id = selectedId;
  while (id && !seen.has(id)) {
    seen.add(id);
    const parentId = index.parent.get(id) ?? null;
    if (!parentId) break;
    const siblings = index.children.get(parentId) ?? [];
    if (siblings.length > FAN_OUT_LIMIT && siblings.indexOf(id) >= FAN_OUT_SHOWN) keep.push(id);
    id = parentId;
  }
  return keep.join(" ");
}

/**
 * `nodes` (creation order, parents first) with every wide fan-out folded, except those in
 * `expanded`, keeping the ids in `keep` (see {@link foldExceptions}); and the count node of each wide
 * fan-out. A folded child goes with everything under it. Input order is kept.
 *
 * @example
 * const { nodes: shown, more } = foldFanOuts(tree.nodes, { keep: new Set(), expanded: new Set() });
 * layoutTree([...shown, ...more]) // the count node lays out as the fan-out's last child
 */
export function foldFanOuts<T extends TreeLink>(
  nodes: readonly T[],
  { keep, expanded }: { keep: ReadonlySet<string>; expanded: ReadonlySet<string> },
): { nodes: T[]; more: MoreNode[] } {
  const children = new Map<string, string[]>();
  for (const n of nodes) {
    if (!n.parentId) continue;
    const list = children.get(n.parentId);
    if (list) list.push(n.id);
    else children.set(n.parentId, [n.id]);
  }
  const more: MoreNode[] = [];
  const folded: string[] = [];
  for (const [parentId, kids] of children) {
    if (kids.length <= FAN_OUT_LIMIT) continue;
    if (expanded.has(parentId)) {
      more.push({ id: moreNodeId(parentId), parentId, count: kids.length - FAN_OUT_SHOWN, expanded: true });
      continue;
    }
    const hidden = kids.filter((id, i) => i >= FAN_OUT_SHOWN && !keep.has(id));
    folded.push(...hidden);
    more.push({ id: moreNodeId(parentId), parentId, count: hidden.length, expanded: false });
  }
  if (folded.length === 0) return { nodes: [...nodes], more };
  const gone = new Set<string>();
  const stack = [...folded];
  while (stack.length) {
    const id = stack.pop()!;
    if (gone.has(id)) continue;
    gone.add(id);
    for (const c of children.get(id) ?? []) stack.push(c);
  }
  // A count node whose fan-out sits inside another folded subtree goes with it.
  return { nodes: nodes.filter((n) => !gone.has(n.id)), more: more.filter((m) => !gone.has(m.parentId)) };
}

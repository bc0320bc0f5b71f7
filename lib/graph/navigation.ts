/**
 * Moving through a conversation tree with the keyboard, collapsing subtrees and the focus path.
 * Pure: works on `{ id, parentId }` lists in creation order (siblings keep that order).
 */

export interface TreeLink {
  id: string;
  parentId: string | null;
}

export type Direction = "parent" | "firstChild" | "previousSibling" | "nextSibling";

/** Arrow keys of the graph: Up -> parent, Down -> first child, Left/Right -> previous/next sibling. */
export const ARROW_DIRECTIONS: Record<string, Direction> = {
  ArrowUp: "parent",
  ArrowDown: "firstChild",
  ArrowLeft: "previousSibling",
  ArrowRight: "nextSibling",
};

/** Parent and children lookups of a tree, built once per tree. */
export interface TreeIndex {
  parent: Map<string, string | null>;
  children: Map<string, string[]>;
}

export function indexTree(nodes: readonly TreeLink[]): TreeIndex {
  const parent = new Map<string, string | null>();
  const children = new Map<string, string[]>();
  for (const n of nodes) parent.set(n.id, n.parentId);
  for (const n of nodes) {
    if (!n.parentId || !parent.has(n.parentId)) continue;
    const list = children.get(n.parentId);
    if (list) list.push(n.id);
    else children.set(n.parentId, [n.id]);
  }
  return { parent, children };
}

/**
 * The node one step from `id` in `direction`, or `id` itself when there is none (the root has no
 * parent, a leaf no child, the last sibling no next one). Collapsed nodes keep their children
 * hidden, so moving down from one stays put.
 *
 * @example
 * step(index, "a", "nextSibling", new Set()) // "b" when a and b share a parent
 */
export function step(
  index: TreeIndex,
  id: string,
  direction: Direction,
  collapsed: ReadonlySet<string> = new Set(),
): string {
  const parentId = index.parent.get(id) ?? null;
  switch (direction) {
    case "parent":
      return parentId ?? id;
    case "firstChild":
      return collapsed.has(id) ? id : (index.children.get(id)?.[0] ?? id);
    case "previousSibling":
    case "nextSibling": {
      if (!parentId) return id;
      const siblings = index.children.get(parentId) ?? [id];
      const at = siblings.indexOf(id) + (direction === "nextSibling" ? 1 : -1);
      return siblings[at] ?? id;
    }
  }
}

/** How many nodes are under `id` (not counting it). */
export function descendantCount(index: TreeIndex, id: string): number {
  let count = 0;
  const stack = [...(index.children.get(id) ?? [])];
  while (stack.length) {
    const next = stack.pop()!;
    count++;
    for (const c of index.children.get(next) ?? []) stack.push(c);
  }
  return count;
}

/**
 * The nodes still shown when the subtrees under `collapsed` are folded away, and for each
 * collapsed node how many it hides (the badge's number). Input order is kept.
 */
export function visibleNodes<T extends TreeLink>(
  nodes: readonly T[],
  collapsed: ReadonlySet<string>,
): { nodes: T[]; hidden: Map<string, number> } {
  const hidden = new Map<string, number>();
  if (collapsed.size === 0) return { nodes: [...nodes], hidden };
  const index = indexTree(nodes);
  const gone = new Set<string>();
  for (const id of collapsed) {
    if (!index.parent.has(id) || gone.has(id)) continue;
    const stack = [...(index.children.get(id) ?? [])];
    while (stack.length) {
      const next = stack.pop()!;
      gone.add(next);
      for (const c of index.children.get(next) ?? []) stack.push(c);
    }
  }
  for (const id of collapsed) if (index.parent.has(id) && !gone.has(id)) hidden.set(id, descendantCount(index, id));
  return { nodes: nodes.filter((n) => !gone.has(n.id)), hidden };
}

/** The ids on the path from the root to `id`, both included (the focus-path mode keeps these lit). */
export function pathTo(index: TreeIndex, id: string): Set<string> {
  const path = new Set<string>();
  let current: string | null = id;
  while (current && !path.has(current) && index.parent.has(current)) {
    path.add(current);
    current = index.parent.get(current) ?? null;
  }
  return path;
}

/** Nodes whose title matches `query` (case-insensitive), best first: title prefix, then substring. */
export function findByTitle<T extends { id: string; title: string }>(
  nodes: readonly T[],
  query: string,
  limit = 8,
): T[] {
  const q = query.trim().toLowerCase();
  if (!q) return [];
  const starts: T[] = [];
  const contains: T[] = [];
  for (const n of nodes) {
    const title = n.title.toLowerCase();
    if (title.startsWith(q)) starts.push(n);
    else if (title.includes(q)) contains.push(n);
  }
  return [...starts, ...contains].slice(0, limit);
}

/**
 * The current path and its neighbours: every node from the root to `id`, the children of each
 * (the branches off the path), and `id`'s siblings. What "fit" frames when the whole tree does not
 * read (lib/graph/viewport.ts `readableViewport`).
 *
 * @example
 * regionOf(layout.positions, pathNeighbourhood(index, selectedId))
 */
export function pathNeighbourhood(index: TreeIndex, id: string | null): Set<string> {
  const out = new Set<string>();
  if (!id || !index.parent.has(id)) return out;
  const path = pathTo(index, id);
  for (const p of path) {
    out.add(p);
    for (const c of index.children.get(p) ?? []) out.add(c);
  }
  const parentId = index.parent.get(id);
  for (const s of (parentId && index.children.get(parentId)) || []) out.add(s);
  return out;
}

/** The arrow keys when depth runs right: Left -> parent, Right -> first child, Up/Down -> siblings. */
export const ARROW_DIRECTIONS_ACROSS: Record<string, Direction> = {
  ArrowLeft: "parent",
  ArrowRight: "firstChild",
  ArrowUp: "previousSibling",
  ArrowDown: "nextSibling",
};

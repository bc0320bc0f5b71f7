import { indexTree, type TreeIndex } from "./navigation";

/**
 * Edits and regenerations as versions of one node. An edited message or a regenerated answer is a
 * new sibling branch from the same branch point, titled after the same words with a version mark
 * ("What is the budget? (v2)", lib/shared/title-text.ts `versionTitle`): drawn one column each they
 * were a row of cards with one title. Here siblings with the same parent, the same branch point and
 * the same title (less its version mark) are one group; the graph draws one card per group (the
 * version on the path to the selection, else the newest) with a switcher, and folds the others away
 * with what is under them. Fan-out answers are not versions (they have their own compare view).
 */

/** What grouping needs to know of a node. */
export interface VersionInput {
  id: string;
  parentId: string | null;
  title: string;
  branchPointItemId: string | null;
  fanoutId?: string | null;
}

/** A version mark at the end of a title: " (v2)". */
const VERSION_MARK = /\s\(v(\d+)\)$/;

/** A title without its version mark: "What is the budget? (v3)" -> "What is the budget?". */
export function versionBase(title: string): string {
  return title.replace(VERSION_MARK, "");
}

/**
 * Every group of two or more versions, as member id -> the group's ids in creation order (one array
 * shared by its members).
 *
 * @example
 * versionGroups(tree.nodes).get(id) // ["a", "a-v2", "a-v3"] or undefined
 */
export function versionGroups(nodes: readonly VersionInput[]): Map<string, string[]> {
  const byKey = new Map<string, string[]>();
  for (const n of nodes) {
    if (!n.parentId || n.fanoutId) continue;
    const key = `${n.parentId}\u0000${n.branchPointItemId ?? ""}\u0000${versionBase(n.title).toLowerCase()}`;
    const list = byKey.get(key);
    if (list) list.push(n.id);
    else byKey.set(key, [n.id]);
  }
  const out = new Map<string, string[]>();
  for (const ids of byKey.values()) if (ids.length > 1) for (const id of ids) out.set(id, ids);
  return out;
}

/**
 * The older versions the path to `selectedId` goes through (they are shown instead of the newest),
 * as one string of ids joined by spaces: a selector returns it, so a selection re-lays out the graph
 * only when it switches a version. The newest version of a group is left out: it is shown anyway, and
 * listing it made every click on another branch through one re-lay out the whole tree (1.2 s at
 * 100,000 nodes).
 */
export function versionsOnPath(
  index: TreeIndex,
  groups: ReadonlyMap<string, string[]>,
  selectedId: string | null,
): string {
  if (groups.size === 0) return "";
  const out: string[] = [];
  const seen = new Set<string>();
  let id = selectedId;
  while (id && !seen.has(id)) {
    seen.add(id);
    if (groups.get(id)?.at(-1) !== id && groups.has(id)) out.push(id);
    id = index.parent.get(id) ?? null;
  }
  return out.join(" ");
}

/** The card of a group: which of its versions it shows (0-based) and all of them. */
export interface VersionSet {
  ids: string[];
  index: number;
}

/**
 * `nodes` with one version per group: the one in `onPath`, else the newest; the others go with
 * everything under them. Returns the versions per shown card. Input order is kept.
 *
 * @example
 * const { nodes: shown, versions } = foldVersions(tree.nodes, groups, new Set(key.split(" ")));
 */
export function foldVersions<T extends { id: string; parentId: string | null }>(
  nodes: readonly T[],
  groups: ReadonlyMap<string, string[]>,
  onPath: ReadonlySet<string>,
): { nodes: T[]; versions: Map<string, VersionSet> } {
  const versions = new Map<string, VersionSet>();
  if (groups.size === 0) return { nodes: [...nodes], versions };
  const hidden = new Set<string>();
  for (const ids of new Set(groups.values())) {
    const chosen = ids.find((id) => onPath.has(id)) ?? ids[ids.length - 1];
    versions.set(chosen, { ids, index: ids.indexOf(chosen) });
    for (const id of ids) if (id !== chosen) hidden.add(id);
  }
  // Everything under a hidden version goes too.
  const { children } = indexTree(nodes);
  const gone = new Set<string>();
  const stack = [...hidden];
  while (stack.length) {
    const id = stack.pop()!;
    if (gone.has(id)) continue;
    gone.add(id);
    stack.push(...(children.get(id) ?? []));
  }
  return { nodes: nodes.filter((n) => !gone.has(n.id)), versions };
}

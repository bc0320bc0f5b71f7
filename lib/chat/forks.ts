import "server-only";
import {
  findNodeTitle,
  firstOwnItemIdsOfChildren,
  itemAfter,
  listNonAsideChildren,
  type ForkChild,
} from "@/lib/db/queries/forks";
import type { NodeRecord } from "@/lib/db/queries/nodes";
import type { WindowEntry } from "@/lib/shared/tree-types";

/** One way the conversation continues at a fork: a node and the entry where it diverges. */
export interface ForkOption {
  nodeId: string;
  title: string;
  /** The first entry of that continuation (in its node's window): where the chat scrolls to. */
  entryId: string | null;
}

/**
 * A fork shown in a node's chat as a "2 / 3" switcher, on the entry where this node's path
 * diverges from its alternatives (edits, regenerations and other full-context branches).
 */
export interface Fork {
  /** The entry of this node's window the switcher sits on. */
  atEntryId: string;
  options: ForkOption[];
  /** Which option this node's path is. */
  index: number;
}

/**
 * The forks visible in `node`'s chat: where its own window continues in several ways (children
 * branched with full context at one of its entries, or from its very start), and where `node`
 * itself diverged from its parent's continuation. Asides and branches with filtered or condensed
 * context are not alternatives (their windows differ), so they are left to the graph.
 */
export async function loadForks(node: NodeRecord, window: WindowEntry[]): Promise<Fork[]> {
  const parentIds = node.parentId ? [node.id, node.parentId] : [node.id];
  const children = await listNonAsideChildren(parentIds);
  const alternatives = children.filter(isAlternative);
  const firstLocal = await firstOwnItemIdsOfChildren(parentIds);
  const optionOf = (c: ForkChild): ForkOption => ({
    nodeId: c.id,
    title: c.title,
    entryId: firstLocal.get(c.id) ?? null,
  });

  const forks: Fork[] = [];
  // Forks inside this node's own window: children at an entry that this node continues past.
  const own = alternatives.filter((c) => c.parentId === node.id);
  const atPoint = groupBy(own, (c) => c.branchPointItemId ?? "");
  for (const [point, group] of atPoint) {
    const at = point === "" ? 0 : window.findIndex((e) => e.id === point) + 1;
    const continuation = at > 0 || point === "" ? window[at] : undefined;
    if (!continuation) continue;
    forks.push({
      atEntryId: continuation.id,
      options: [{ nodeId: node.id, title: node.title, entryId: continuation.id }, ...group.map(optionOf)],
      index: 0,
    });
  }

  // Where this node diverged from its parent: the parent's continuation and this node's siblings.
  const self = alternatives.find((c) => c.id === node.id);
  const mine = window.find((e) => e.origin !== "inherited");
  if (node.parentId && self && mine) {
    const siblings = alternatives.filter(
      (c) => c.parentId === node.parentId && c.branchPointItemId === node.branchPointItemId,
    );
    const parent = await findNodeTitle(node.parentId);
    // The parent's entry right after the branch point: its own continuation, if it has one.
    const parentNext = parent ? await itemAfter(parent.id, node.branchPointItemId) : null;
    const options: ForkOption[] = [
      ...(parent && parentNext ? [{ nodeId: parent.id, title: parent.title, entryId: parentNext }] : []),
      ...siblings.map(optionOf),
    ];
    const index = options.findIndex((o) => o.nodeId === node.id);
    if (options.length >= 2 && index >= 0) forks.push({ atEntryId: mine.id, options, index });
  }
  return forks;
}

/** Children that continue the same context as their parent: full inheritance, or empty from the very start. */
function isAlternative(c: Pick<ForkChild, "kind" | "inheritPolicy" | "branchPointItemId">): boolean {
  if (c.kind === "volatile" || c.kind === "root") return false;
  return c.inheritPolicy === "full" || (c.inheritPolicy === "none" && c.branchPointItemId === null);
}

function groupBy<T>(list: T[], key: (t: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of list) map.set(key(item), [...(map.get(key(item)) ?? []), item]);
  return map;
}

import "server-only";
import {
  findNodeTitle,
  firstOwnItemIds,
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
 * Options sent on each side of the current one. A fork of thousands (an import with many
 * regenerations) sent every option: 196 kB and 2,000 first-message look-ups per click on a child,
 * the click's chat waited 450 ms for them (bench:graph, 2,000 children). The switcher steps one at
 * a time, so a window around the current option is all it reads.
 */
export const FORK_OPTIONS_AROUND = 10;

/**
 * A fork shown in a node's chat as a "2 / 3" switcher, on the entry where this node's path
 * diverges from its alternatives (edits, regenerations and other full-context branches).
 */
export interface Fork {
  /** The entry of this node's window the switcher sits on. */
  atEntryId: string;
  /**
   * The options around this node's (at most FORK_OPTIONS_AROUND on each side; all of them when
   * there are few): option number `offset + i` (0-based) of the `count` is `options[i]`.
   */
  options: ForkOption[];
  /** Which option this node's path is, among all `count` (0-based). */
  index: number;
  /** How many options the fork has in all. */
  count: number;
  /** The position of `options[0]` among all options. */
  offset: number;
}

/** An option before its first entry is known: `entryId` is filled in for the options sent. */
type Pending = { nodeId: string; title: string; entryId?: string | null };

/**
 * The forks visible in `node`'s chat: where its own window continues in several ways (children
 * branched with full context at one of its entries, or from its very start), and where `node`
 * itself diverged from its parent's continuation. Asides and branches with filtered or condensed
 * context are not alternatives (their windows differ), so they are left to the graph. Each sends
 * the options around the current one (FORK_OPTIONS_AROUND).
 */
export async function loadForks(node: NodeRecord, window: WindowEntry[]): Promise<Fork[]> {
  const parentIds = node.parentId ? [node.id, node.parentId] : [node.id];
  const children = await listNonAsideChildren(parentIds);
  const alternatives = children.filter(isAlternative);
  const optionOf = (c: ForkChild): Pending => ({ nodeId: c.id, title: c.title });

  const forks: { atEntryId: string; all: Pending[]; index: number }[] = [];
  // Forks inside this node's own window: children at an entry that this node continues past.
  const own = alternatives.filter((c) => c.parentId === node.id);
  const atPoint = groupBy(own, (c) => c.branchPointItemId ?? "");
  for (const [point, group] of atPoint) {
    const at = point === "" ? 0 : window.findIndex((e) => e.id === point) + 1;
    const continuation = at > 0 || point === "" ? window[at] : undefined;
    if (!continuation) continue;
    forks.push({
      atEntryId: continuation.id,
      all: [{ nodeId: node.id, title: node.title, entryId: continuation.id }, ...group.map(optionOf)],
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
    const all: Pending[] = [
      ...(parent && parentNext ? [{ nodeId: parent.id, title: parent.title, entryId: parentNext }] : []),
      ...siblings.map(optionOf),
    ];
    const index = all.findIndex((o) => o.nodeId === node.id);
    if (all.length >= 2 && index >= 0) forks.push({ atEntryId: mine.id, all, index });
  }

  // Only the options sent need their first entry: one look-up for all of them.
  const sent = forks.map(({ all, index }) => {
    const offset = Math.max(0, index - FORK_OPTIONS_AROUND);
    return { offset, options: all.slice(offset, index + FORK_OPTIONS_AROUND + 1) };
  });
  const firstLocal = await firstOwnItemIds(
    sent.flatMap(({ options }) => options.filter((o) => o.entryId === undefined).map((o) => o.nodeId)),
  );
  return forks.map(({ atEntryId, all, index }, i) => ({
    atEntryId,
    options: sent[i].options.map((o) => ({
      nodeId: o.nodeId,
      title: o.title,
      entryId: o.entryId !== undefined ? o.entryId : (firstLocal.get(o.nodeId) ?? null),
    })),
    index,
    count: all.length,
    offset: sent[i].offset,
  }));
}

/** Children that continue the same context as their parent: full inheritance, or empty from the very start. */
function isAlternative(c: Pick<ForkChild, "kind" | "inheritPolicy" | "branchPointItemId">): boolean {
  if (c.kind === "volatile" || c.kind === "root") return false;
  return c.inheritPolicy === "full" || (c.inheritPolicy === "none" && c.branchPointItemId === null);
}

function groupBy<T>(list: T[], key: (t: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of list) {
    const group = map.get(key(item));
    if (group) group.push(item);
    else map.set(key(item), [item]);
  }
  return map;
}

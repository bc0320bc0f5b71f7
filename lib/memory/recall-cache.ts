import { getEnv } from "@/lib/env";
import { countRecallCache, setRecallCacheChars } from "@/lib/observability/metrics";
import { sameItems } from "@/lib/shared/lists";
import type { KnowledgeTree, KtNode } from "./types";

/**
 * The memory trees a turn's recall asked lately, kept across turns. A turn loads its node's memory
 * (and its ancestors', restricted to what it inherited) from the database as new objects, and every
 * index the recall reads (the passage index, the leaf index, what each passage was found to hold)
 * is kept per tree object: built again on each turn, that is most of a recall on a long history.
 * The tree a turn loads is looked up here by its content, and when an earlier turn asked the same
 * content the object it asked is given back, its indexes with it.
 *
 * A tree is found by its id and everything its nodes hold ({@link sameTree}): after a fold, an
 * append, a branch restricted to other items, or any edit it is not found, never found stale, and
 * a hit hands back only content the caller presented. Nothing needs invalidating across
 * instances. Held text is bounded by characters (`CANOPY_RECALL_CACHE_CHARS`, least recently asked
 * first out), forgotten after {@link IDLE_MS} unasked, and at once for purged nodes
 * ({@link forgetOwners}).
 *
 * Only the recall reads it: the project ask's bounded view extends its index per question
 * (lib/knowledge/ask-view.ts).
 */

/** A tree asked, with the conversation node whose memory it is. */
type Entry = { treeId: string; ownerNodeId: string; chars: number; tree: KnowledgeTree; usedAt: number };

/** A tree unasked this long is forgotten (the next turn on it builds its indexes again). */
export const IDLE_MS = 15 * 60_000;

/**
 * Least recently asked first: a hit moves its entry to the end. A tree id may have several entries
 * (an ancestor's memory restricted for each branch asking it). One cache per process, kept on
 * globalThis: Next bundles each route apart, and a purge's route must empty the cache a turn's
 * route fills.
 */
type State = {
  entries: Map<number, Entry>;
  nextKey: number;
  held: number;
  /** Lookups since the process started. */
  hits: number;
  misses: number;
  sweeper: ReturnType<typeof setTimeout> | null;
};
const state = ((globalThis as unknown as { canopyRecallCache?: State }).canopyRecallCache ??= {
  entries: new Map(),
  nextKey: 0,
  held: 0,
  hits: 0,
  misses: 0,
  sweeper: null,
});
const entries = state.entries;

/**
 * Whether trees `a` and `b` hold the same: the same nodes by id, each with the same place, sizes,
 * metadata, and (leaves) text, source and location. Compared field by field, first difference out
 * (a SHA-256 of a tree's content cost a third of the recall it saved).
 *
 * @example sameTree(tree, structuredClone(tree)) // true
 */
export function sameTree(a: KnowledgeTree, b: KnowledgeTree): boolean {
  if (a === b) return true;
  if (a.rootId !== b.rootId) return false;
  const ids = Object.keys(a.nodes);
  if (ids.length !== Object.keys(b.nodes).length) return false;
  for (const id of ids) {
    const m = a.nodes[id];
    const n = b.nodes[id];
    if (m === n) continue;
    if (!n || !sameNode(m, n)) return false;
  }
  return true;
}

function sameNode(m: KtNode, n: KtNode): boolean {
  return (
    m.id === n.id &&
    m.level === n.level &&
    m.depth === n.depth &&
    m.parentId === n.parentId &&
    m.order === n.order &&
    m.chars === n.chars &&
    m.tokens === n.tokens &&
    m.metadataTokens === n.metadataTokens &&
    m.text === n.text &&
    m.sourceRef === n.sourceRef &&
    m.location === n.location &&
    sameItems(m.childIds, n.childIds) &&
    m.metadata.summary === n.metadata.summary &&
    sameItems(m.metadata.about, n.metadata.about) &&
    sameItems(m.metadata.contentTypes, n.metadata.contentTypes) &&
    sameItems(m.metadata.decisions, n.metadata.decisions) &&
    sameItems(m.metadata.criticalActions, n.metadata.criticalActions) &&
    sameItems(m.metadata.noteworthyEvents, n.metadata.noteworthyEvents)
  );
}

/** Characters of text `tree` holds (its leaves'): what an entry counts against the bound. */
function textChars(tree: KnowledgeTree): number {
  let chars = 0;
  for (const node of Object.values(tree.nodes)) chars += node.text?.length ?? 0;
  return chars;
}

/**
 * The tree to ask for `source`: the object an earlier recall asked when `source.tree` holds the same
 * content (with every index built on it, and on what was made from it), else `source.tree`, kept for
 * the next turn.
 */
export function rememberedTree(
  source: { treeId: string; ownerNodeId: string; tree: KnowledgeTree },
  now = Date.now(),
): { tree: KnowledgeTree; hit: boolean } {
  const limit = getEnv().CANOPY_RECALL_CACHE_CHARS;
  if (limit === 0) return { tree: source.tree, hit: false };
  sweep(now);
  for (const [key, found] of entries) {
    if (found.treeId !== source.treeId || !sameTree(found.tree, source.tree)) continue;
    entries.delete(key);
    entries.set(key, { ...found, usedAt: now });
    state.hits++;
    countRecallCache("hit");
    return { tree: found.tree, hit: true };
  }
  state.misses++;
  countRecallCache("miss");
  // The tree as an earlier turn asked it before a fold changed it: the leaves the fold kept are the
  // objects read then, so what was read of them (their passages and words) is not read again.
  let latest: [number, Entry] | undefined;
  for (const [key, entry] of entries) if (entry.treeId === source.treeId) latest = [key, entry];
  const adopted = latest ? withLeavesOf(latest[1].tree, source.tree) : { tree: source.tree, all: false };
  const tree = adopted.tree;
  // A tree holding every leaf of the one an earlier turn asked is its next version (a fold added to it):
  // the earlier one is not asked again, and kept it would push other conversations' memories out.
  if (latest && adopted.all) drop(latest[0]);
  const chars = textChars(tree);
  // A tree over half the bound would push out every other: asked as it is, not kept.
  if (chars <= limit / 2) {
    while (state.held + chars > limit && entries.size > 0) drop(entries.keys().next().value!);
    entries.set(state.nextKey++, {
      treeId: source.treeId,
      ownerNodeId: source.ownerNodeId,
      chars,
      tree,
      usedAt: now,
    });
    state.held += chars;
    setRecallCacheChars(state.held);
    scheduleSweep();
  }
  return { tree, hit: false };
}

/**
 * `tree` with each leaf that `earlier` holds the same as that object of `earlier` (the tree itself
 * when none is), and whether it holds every leaf of `earlier` so.
 */
function withLeavesOf(earlier: KnowledgeTree, tree: KnowledgeTree): { tree: KnowledgeTree; all: boolean } {
  let nodes: Record<string, KtNode> | null = null;
  let same = 0;
  for (const [id, node] of Object.entries(tree.nodes)) {
    const old = earlier.nodes[id];
    if (node.level !== "leaf" || !old || (old !== node && !sameNode(old, node))) continue;
    same++;
    if (old === node) continue;
    nodes ??= { ...tree.nodes };
    nodes[id] = old;
  }
  let leaves = 0;
  for (const node of Object.values(earlier.nodes)) if (node.level === "leaf") leaves++;
  return { tree: nodes ? { ...tree, nodes } : tree, all: same === leaves };
}

/** Forgets every tree of the conversation nodes `ids` (a purge's, once committed): their text leaves the heap. */
export function forgetOwners(ids: Iterable<string>): number {
  const owners = new Set(ids);
  let n = 0;
  for (const [key, entry] of entries)
    if (owners.has(entry.ownerNodeId)) {
      drop(key);
      n++;
    }
  return n;
}

/** Forgets every tree (tests, and the bench's turn with nothing kept). */
export function clearRecallCache(): void {
  for (const key of [...entries.keys()]) drop(key);
}

/** What the cache holds (entries and characters), and its lookups since the process started. */
export function recallCacheSize(): { entries: number; chars: number; hits: number; misses: number } {
  return { entries: entries.size, chars: state.held, hits: state.hits, misses: state.misses };
}

function drop(key: number): void {
  const entry = entries.get(key);
  if (!entry) return;
  entries.delete(key);
  state.held -= entry.chars;
  setRecallCacheChars(state.held);
  if (entries.size === 0 && state.sweeper) {
    clearTimeout(state.sweeper);
    state.sweeper = null;
  }
}

/** Drops the trees unasked for {@link IDLE_MS}. */
function sweep(now: number): void {
  for (const [key, entry] of entries) if (now - entry.usedAt >= IDLE_MS) drop(key);
}

/**
 * While anything is kept, an idle server still lets go of it (the timer keeps no process alive): the
 * timer fires when the least recently asked tree has been idle {@link IDLE_MS}.
 */
function scheduleSweep(): void {
  if (state.sweeper) return;
  const oldest = entries.values().next().value;
  if (!oldest) return;
  state.sweeper = setTimeout(
    () => {
      state.sweeper = null;
      sweep(Date.now());
      scheduleSweep();
    },
    Math.max(0, oldest.usedAt + IDLE_MS - Date.now()),
  );
  state.sweeper.unref?.();
}

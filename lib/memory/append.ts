import { resolveOptions, toChunks, type BuildOptions, type KtInput } from "./build";
import type { KtEngine } from "./engine";
import { mapLimit } from "./limit";
import { newInternal, newLeaf, refreshInternal, withMetadata } from "./nodes";
import type { KnowledgeTree, KtNode } from "./types";

/** What {@link appendToTree} did. */
export type AppendResult = {
  tree: KnowledgeTree;
  /** Ids of the nodes created: the new leaves, new branches, and a new root if the old one was full. */
  added: string[];
  /**
   * Ids of the nodes whose metadata was (re)computed: the new leaves and every node on their
   * paths to the root, leaves first. Nothing else changes, except that a root which overflowed
   * becomes a branch under the new root (same metadata, level and parent updated).
   */
  resummarised: string[];
};

/**
 * Append text to a tree incrementally, left-heavy: new leaves join the rightmost branch while it
 * has fewer than `maxFanout` children, else open a new branch (and so on upwards; a full root gets
 * a new root above it). Only the new leaves and the nodes on their paths to the root are
 * summarised again; every other node object is shared, unchanged, with the input tree.
 *
 * Pure: returns a new tree and never mutates `tree`; if the engine fails, the call rejects and
 * `tree` is exactly as it was.
 *
 * @example
 * const { tree: next, resummarised } = await appendToTree(tree, newDoc, engine, { sourceRef: "doc-91" });
 */
export async function appendToTree(
  tree: KnowledgeTree,
  input: KtInput,
  engine: KtEngine,
  opts: BuildOptions = {},
): Promise<AppendResult> {
  const o = resolveOptions(opts);
  const chunks = toChunks(input, o);
  if (chunks.length === 0) return { tree, added: [], resummarised: [] };

  // Copy on write: `nodes` starts as the input's entries and only ever gets new objects.
  const nodes: Record<string, KtNode> = { ...tree.nodes };
  let rootId = tree.rootId;
  const added: string[] = [];
  const set = (id: string, patch: Partial<KtNode>) => (nodes[id] = { ...nodes[id], ...patch });
  const create = (node: KtNode) => {
    nodes[node.id] = node;
    added.push(node.id);
    return node.id;
  };

  /** The node at `depth` on the right edge of the tree. */
  const rightmost = (depth: number): KtNode => {
    let node = nodes[rootId as string];
    while (node.depth > depth) node = nodes[node.childIds[node.childIds.length - 1]];
    return node;
  };

  /** Hang `childId` (a node at depth - 1) at `depth` on the right edge, opening nodes as needed. */
  const attach = (childId: string, depth: number): void => {
    if (rootId === null) {
      rootId = create({ ...newInternal(o.createId(), depth, [childId]), level: "root" });
      set(childId, { parentId: rootId, order: 0 });
      return;
    }
    const root = nodes[rootId];
    if (depth > root.depth) {
      const newRoot = create({ ...newInternal(o.createId(), depth, [root.id, childId]), level: "root" });
      set(root.id, { level: "branch", parentId: newRoot, order: 0 });
      set(childId, { parentId: newRoot, order: 1 });
      rootId = newRoot;
      return;
    }
    const target = rightmost(depth);
    if (target.childIds.length < o.maxFanout) {
      set(target.id, { childIds: [...target.childIds, childId] });
      set(childId, { parentId: target.id, order: target.childIds.length });
      return;
    }
    const opened = create(newInternal(o.createId(), depth, [childId]));
    set(childId, { parentId: opened, order: 0 });
    attach(opened, depth + 1);
  };

  const leafIds = chunks.map((chunk) => create(newLeaf(o.createId(), chunk)));
  for (const id of leafIds) attach(id, 1);

  // Everything on a path from a new leaf to the root, grouped by depth for bottom-up refresh.
  const dirty = new Map<number, Set<string>>();
  for (const id of leafIds) {
    for (let p = nodes[id].parentId; p; p = nodes[p].parentId) {
      const depth = nodes[p].depth;
      dirty.set(depth, (dirty.get(depth) ?? new Set()).add(p));
    }
  }
  const internal = [...dirty.keys()].sort((a, b) => a - b).map((d) => [...(dirty.get(d) as Set<string>)]);
  const total = leafIds.length + internal.reduce((a, ids) => a + ids.length, 0);
  let done = 0;
  const tick = () => o.onProgress?.(++done, total);

  const leaves = await mapLimit(leafIds, o.concurrency, async (id) => {
    const metadata = await engine.summarise({ text: nodes[id].text ?? "", taxonomy: o.taxonomy });
    tick();
    return withMetadata(nodes[id], metadata);
  });
  for (const leaf of leaves) nodes[leaf.id] = leaf;

  for (const ids of internal) {
    const refreshed = await mapLimit(ids, o.concurrency, async (id) => {
      const node = await refreshInternal(nodes[id], nodes, engine, o.taxonomy, id === rootId);
      tick();
      return node;
    });
    for (const node of refreshed) nodes[node.id] = node;
  }
  return { tree: { nodes, rootId }, added, resummarised: [...leafIds, ...internal.flat()] };
}

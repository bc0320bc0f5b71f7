import { appendToTree } from "@/lib/memory/append";
import type { KtEngine } from "@/lib/memory/engine";
import { metered, type EngineCall } from "@/lib/memory/metered";
import { diffTrees, type KtChunk } from "@/lib/memory/nodes";
import { newLeafPassages } from "@/lib/memory/new-passages";
import { createOfflineEngine } from "@/lib/memory/offline-engine";
import type { TreePassage } from "@/lib/memory/passage-index";
import type { KnowledgeTree, KtNode } from "@/lib/memory/types";
import { removeLeaves } from "./remove-leaves";

/**
 * An import's CPU work on the tree, in one pure function that runs on the server's thread (a model
 * engine: its time is the provider's) or in a worker thread (the offline engine: ./tree-thread.ts):
 * remove a re-imported document's leaves, append the new chunks (only their paths to the root are
 * summarised again), cut the new leaves' passages, and say what changed. The input tree may be a
 * part of the stored tree (see {@link appendNeighbourhood}): every node an append reads is in it.
 */
export type GrowInput = {
  tree: KnowledgeTree;
  chunks: KtChunk[];
  taxonomy: readonly string[];
  /** Leaves to remove first (a re-import's old leaves). */
  remove?: string[];
};

/** What changed: nodes to write, ids to delete, the root, the new leaves' passages, the engine's calls. */
export type GrowOutput = {
  upserts: KtNode[];
  deletes: string[];
  rootId: string | null;
  /** Distinct ids of the nodes summarised again (removal and append), still in the tree. */
  resummarised: string[];
  passages: TreePassage[];
  /** The offline engine's calls when the thread counted them (usage rows to write), else []. */
  calls: EngineCall[];
};

export async function growTree(
  input: GrowInput,
  engine: KtEngine,
  onProgress?: (done: number, total: number) => void,
): Promise<GrowOutput & { tree: KnowledgeTree }> {
  let base = input.tree;
  let removed: string[] = [];
  if (input.remove && input.remove.length > 0) {
    const removal = await removeLeaves(base, input.remove, engine, input.taxonomy);
    base = removal.tree;
    removed = removal.resummarised;
  }
  const appended = await appendToTree(base, input.chunks, engine, { taxonomy: input.taxonomy, onProgress });
  const { upserts, deletes } = diffTrees(input.tree, appended.tree);
  const fresh = new Set(upserts.filter((n) => n.level === "leaf" && !(n.id in input.tree.nodes)).map((n) => n.id));
  return {
    tree: appended.tree,
    upserts,
    deletes,
    rootId: appended.tree.rootId,
    resummarised: [...new Set([...removed.filter((id) => id in appended.tree.nodes), ...appended.resummarised])],
    passages: newLeafPassages(appended.tree, fresh),
    calls: [],
  };
}

/** {@link growTree} with the offline engine, counting its calls (the worker thread's side). */
export async function growTreeOffline(
  input: GrowInput,
  onProgress?: (done: number, total: number) => void,
): Promise<GrowOutput> {
  const calls: EngineCall[] = [];
  const engine = metered(createOfflineEngine(), (c) => calls.push(c));
  const { tree: _tree, ...out } = await growTree(input, engine, onProgress);
  return { ...out, calls };
}

/**
 * The part of `tree` an append reads: the right edge from the root down (where new leaves hang)
 * and every child of a node on it (their metadata is aggregated again). A fraction of the tree,
 * whatever its size, so a thread gets little to copy.
 */
export function appendNeighbourhood(tree: KnowledgeTree): KnowledgeTree {
  if (!tree.rootId) return tree;
  const nodes: Record<string, KtNode> = {};
  let node: KtNode | undefined = tree.nodes[tree.rootId];
  while (node) {
    nodes[node.id] = node;
    for (const id of node.childIds) if (tree.nodes[id]) nodes[id] = tree.nodes[id];
    node = node.childIds.length > 0 ? tree.nodes[node.childIds[node.childIds.length - 1]] : undefined;
  }
  return { nodes, rootId: tree.rootId };
}

/** `tree` with a grown part's changes applied (every untouched node object shared). */
export function applyGrowth(tree: KnowledgeTree, out: GrowOutput): KnowledgeTree {
  const nodes: Record<string, KtNode> = { ...tree.nodes };
  for (const id of out.deletes) delete nodes[id];
  for (const node of out.upserts) nodes[node.id] = node;
  return { nodes, rootId: out.rootId };
}

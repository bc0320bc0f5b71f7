import type { KtEngine } from "@/lib/memory/engine";
import { refreshInternal } from "@/lib/memory/nodes";
import type { KnowledgeTree, KtNode } from "@/lib/memory/types";

/** What {@link removeLeaves} did. */
export type RemoveResult = {
  tree: KnowledgeTree;
  /** Ids of the nodes gone: the leaves, and every branch left without children. */
  removed: string[];
  /** Ids of the surviving nodes on the removed leaves' paths to the root, summarised again (bottom-up). */
  resummarised: string[];
};

/**
 * Removes leaves from a knowledge tree (a deleted document's), re-summarising only what they
 * touched: their surviving ancestors, bottom-up. A branch left without children goes too; a tree
 * left without leaves is empty (rootId null). Siblings keep their order, renumbered. Every other
 * node object is shared, unchanged, with the input, so `diffTrees` writes only what changed.
 *
 * Pure: never mutates `tree`; if the engine fails, the call rejects and nothing changed.
 *
 * @example
 * const leaves = Object.values(tree.nodes).filter((n) => n.sourceRef === documentId).map((n) => n.id);
 * const { tree: next, resummarised } = await removeLeaves(tree, leaves, engine, taxonomy);
 */
export async function removeLeaves(
  tree: KnowledgeTree,
  leafIds: readonly string[],
  engine: KtEngine,
  taxonomy: readonly string[],
): Promise<RemoveResult> {
  const doomed = leafIds.filter((id) => tree.nodes[id]?.level === "leaf");
  if (doomed.length === 0) return { tree, removed: [], resummarised: [] };

  const nodes: Record<string, KtNode> = { ...tree.nodes };
  const removed = new Set<string>();
  const touched = new Set<string>();
  for (const id of doomed) {
    removed.add(id);
    for (let p = tree.nodes[id].parentId; p; p = tree.nodes[p]?.parentId ?? null) touched.add(p);
  }

  // Bottom-up: drop removed children, renumber the rest; a node with no child left is removed.
  const byDepth = [...touched].sort((a, b) => tree.nodes[a].depth - tree.nodes[b].depth);
  for (const id of byDepth) {
    const kept = tree.nodes[id].childIds.filter((c) => !removed.has(c));
    if (kept.length === 0) {
      removed.add(id);
      continue;
    }
    nodes[id] = { ...nodes[id], childIds: kept };
    kept.forEach((c, order) => {
      if (nodes[c].order !== order) nodes[c] = { ...nodes[c], order };
    });
  }
  for (const id of removed) delete nodes[id];

  const rootId = tree.rootId && !removed.has(tree.rootId) ? tree.rootId : null;
  const survivors = byDepth.filter((id) => !removed.has(id));
  // Same depth: independent, refreshed together; each level reads the one below, already final.
  const depths = [...new Set(survivors.map((id) => nodes[id].depth))];
  for (const depth of depths) {
    const level = survivors.filter((id) => nodes[id].depth === depth);
    const refreshed = await Promise.all(
      level.map((id) => refreshInternal(nodes[id], nodes, engine, taxonomy, id === rootId)),
    );
    for (const node of refreshed) nodes[node.id] = node;
  }
  return { tree: { nodes, rootId }, removed: [...removed], resummarised: survivors };
}

/** The leaves of `tree` cut from document `documentId` (their sourceRef). */
export function documentLeaves(tree: KnowledgeTree, documentId: string): string[] {
  return Object.values(tree.nodes)
    .filter((n) => n.level === "leaf" && n.sourceRef === documentId)
    .map((n) => n.id);
}

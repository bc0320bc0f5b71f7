import { leafPassages, type TreePassage } from "./passage-index";
import { leavesInOrder } from "./nodes";
import type { KnowledgeTree } from "./types";

/**
 * The passages of the leaves `fresh` of `tree`, as `passageIndex(tree)` would cut them (the heading
 * path carried from one leaf of a document to the next), without cutting every other leaf: an
 * import writes the passages of its new leaves only, so its cost follows what it adds, not the
 * size of the tree. A new leaf continuing a document whose earlier leaf is older carries that
 * leaf's last heading path when its text is at hand (a tree loaded without leaf texts: none).
 *
 * @example newLeafPassages(appended.tree, new Set(appended.added))
 */
export function newLeafPassages(tree: KnowledgeTree, fresh: ReadonlySet<string>): TreePassage[] {
  const out: TreePassage[] = [];
  if (fresh.size === 0) return out;
  const carry = new Map<string, string[]>();
  const previous = new Map<string, string>();
  for (const leaf of leavesInOrder(tree)) {
    const key = leaf.sourceRef ?? "";
    if (!fresh.has(leaf.id)) {
      previous.set(key, leaf.id);
      continue;
    }
    const before = previous.get(key);
    if (before && !carry.has(key) && tree.nodes[before].text) leafPassages(tree.nodes[before], carry);
    previous.delete(key);
    out.push(...leafPassages(leaf, carry));
  }
  return out;
}

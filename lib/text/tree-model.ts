/**
 * A fitted ensemble of small regression trees as data (gradient boosting on the logistic loss):
 * feature names, a starting log-odds, and trees whose leaves add to it. Fitted by eval/boosted.ts
 * and stored as JSON beside the code that reads it, as {@link ./linear-model} is for linear models.
 */
export type TreeNode = { f: number; t: number; l: TreeNode | number; r: TreeNode | number };

export type TreeEnsemble = {
  features: string[];
  /** The log-odds every score starts from. */
  base: number;
  trees: TreeNode[];
};

/**
 * The ensemble's log-odds for a feature vector: its base plus each tree's leaf (a feature at or
 * below the node's threshold goes left).
 *
 * @example treeScore([1, 3], { features: ["bias", "x"], base: -1, trees: [{ f: 1, t: 2, l: -0.5, r: 0.5 }] }) // -0.5
 */
export function treeScore(x: readonly number[], m: Pick<TreeEnsemble, "base" | "trees">): number {
  let s = m.base;
  for (const tree of m.trees) {
    let node: TreeNode | number = tree;
    while (typeof node !== "number") node = x[node.f] <= node.t ? node.l : node.r;
    s += node;
  }
  return s;
}

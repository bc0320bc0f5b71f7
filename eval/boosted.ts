import type { LabelledRow } from "./logistic";
import type { TreeEnsemble, TreeNode } from "@/lib/text/tree-model";

export type BoostedOptions = {
  trees?: number;
  depth?: number;
  /** Each tree's leaves are scaled by this (shrinkage). */
  rate?: number;
  /** Fewest rows a leaf may hold. */
  minLeaf?: number;
  /** L2 penalty on a leaf's value. */
  lambda?: number;
  /** Each class weighs half of the loss, as fitLogistic's `balanced`. */
  balanced?: boolean;
};

/**
 * Gradient-boosted regression trees on the logistic loss (Newton leaves), the splits of each node
 * found by one scan of the rows sorted by each feature, as lib/text/tree-model.ts `treeScore` reads them.
 */
export function fitBoosted(
  rows: LabelledRow[],
  features: readonly string[],
  { trees = 100, depth = 2, rate = 0.1, minLeaf = 10, lambda = 1, balanced = true }: BoostedOptions = {},
): TreeEnsemble {
  const n = rows.length;
  const d = features.length;
  const pos = rows.filter((r) => r.y === 1).length;
  const cw = balanced ? [n / (2 * Math.max(1, n - pos)), n / (2 * Math.max(1, pos))] : [1, 1];
  const weight = rows.map((r) => cw[r.y]);
  const prior = balanced ? 0.5 : pos / n;
  const base = Math.log(prior / (1 - prior));
  const score = new Float64Array(n).fill(base);
  const order = Array.from({ length: d }, (_, j) => [...Array(n).keys()].sort((a, b) => rows[a].x[j] - rows[b].x[j]));
  const g = new Float64Array(n);
  const h = new Float64Array(n);
  const out: TreeNode[] = [];
  const grow = (members: Uint8Array, level: number): TreeNode | number => {
    let [G, H, count] = [0, 0, 0];
    for (let i = 0; i < n; i++) if (members[i]) [G, H, count] = [G + g[i], H + h[i], count + 1];
    const leaf = (-G / (H + lambda)) * rate;
    if (level >= depth || count < 2 * minLeaf) return leaf;
    let best = { gain: 1e-9, f: -1, t: 0 };
    const parent = (G * G) / (H + lambda);
    // Column 0 is the bias (1 on every row, as the lib/ models' feature lists open): never split on.
    for (let j = 1; j < d; j++) {
      let [gl, hl, cl] = [0, 0, 0];
      const o = order[j];
      for (let k = 0; k < n - 1; k++) {
        const i = o[k];
        if (!members[i]) continue;
        [gl, hl, cl] = [gl + g[i], hl + h[i], cl + 1];
        // The next member's value: a split only between two different values.
        let next = k + 1;
        while (next < n && !members[o[next]]) next++;
        if (next >= n) break;
        const [v, w] = [rows[i].x[j], rows[o[next]].x[j]];
        if (v === w || cl < minLeaf || count - cl < minLeaf) continue;
        const [gr, hr] = [G - gl, H - hl];
        const gain = (gl * gl) / (hl + lambda) + (gr * gr) / (hr + lambda) - parent;
        if (gain > best.gain) best = { gain, f: j, t: (v + w) / 2 };
      }
    }
    if (best.f < 0) return leaf;
    const left = new Uint8Array(n);
    const right = new Uint8Array(n);
    for (let i = 0; i < n; i++) if (members[i]) (rows[i].x[best.f] <= best.t ? left : right)[i] = 1;
    return { f: best.f, t: best.t, l: grow(left, level + 1), r: grow(right, level + 1) };
  };
  const all = new Uint8Array(n).fill(1);
  for (let t = 0; t < trees; t++) {
    for (let i = 0; i < n; i++) {
      const p = 1 / (1 + Math.exp(-score[i]));
      g[i] = (p - rows[i].y) * weight[i];
      h[i] = Math.max(1e-6, p * (1 - p)) * weight[i];
    }
    const tree = grow(all, 0);
    if (typeof tree === "number") break;
    out.push(tree);
    for (let i = 0; i < n; i++) {
      let node: TreeNode | number = tree;
      while (typeof node !== "number") node = rows[i].x[node.f] <= node.t ? node.l : node.r;
      score[i] += node;
    }
  }
  return { features: [...features], base, trees: out };
}

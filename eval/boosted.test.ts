import { describe, expect, it } from "vitest";
import { fitBoosted } from "./boosted";
import { fitLogistic } from "./logistic";
import { treeScore } from "@/lib/text/tree-model";
import { linearScore } from "@/lib/text/linear-model";

// A band of one feature (its middle values positive, both ends negative): what a linear model cannot fit.
const rows = Array.from({ length: 400 }, (_, i) => {
  const a = i % 4;
  return { x: [1, a, Math.floor(i / 4) % 2, (i * 7919) % 13], y: +(a === 1 || a === 2) };
});
const features = ["bias", "a", "b", "noise"];
const accuracy = (score: (x: number[]) => number) => rows.filter((r) => +(score(r.x) > 0) === r.y).length / rows.length;

describe("gradient-boosted trees (eval/boosted.ts)", () => {
  it("fit a band of a feature's values a logistic regression misses", () => {
    const trees = fitBoosted(rows, features, { trees: 30, depth: 2, rate: 0.3, minLeaf: 5 });
    const linear = fitLogistic(rows, features);
    expect(accuracy((x) => treeScore(x, trees))).toBe(1);
    expect(accuracy((x) => linearScore(x, linear))).toBeLessThan(0.8);
  });
  it("split only on the features given, never the bias, and keep leaves at least minLeaf rows", () => {
    const m = fitBoosted(rows, features, { trees: 5, depth: 2, minLeaf: 150 });
    const splits = (n: unknown): number[] =>
      typeof n === "number"
        ? []
        : [(n as { f: number }).f, ...splits((n as { l: unknown }).l), ...splits((n as { r: unknown }).r)];
    const used = m.trees.flatMap(splits);
    expect(used.every((f) => f >= 1 && f < features.length)).toBe(true);
    // 400 rows, 150 at least a leaf: one split a tree at most.
    expect(m.trees.every((t) => splits(t).length <= 1)).toBe(true);
  });
});

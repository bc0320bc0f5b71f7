import { describe, expect, it } from "vitest";
import { treeScore, type TreeEnsemble } from "./tree-model";

describe("a tree ensemble's score", () => {
  const m: TreeEnsemble = {
    features: ["bias", "x", "y"],
    base: -1,
    trees: [
      { f: 1, t: 2, l: -0.5, r: { f: 2, t: 0.5, l: 0.25, r: 1 } },
      { f: 2, t: 0.5, l: 0, r: 0.5 },
    ],
  };
  it("adds to its base the leaf each tree reaches (at or below a threshold: left)", () => {
    expect(treeScore([1, 2, 0], m)).toBeCloseTo(-1.5);
    expect(treeScore([1, 3, 0], m)).toBeCloseTo(-0.75);
    expect(treeScore([1, 3, 1], m)).toBeCloseTo(0.5);
  });
  it("is its base without trees", () => {
    expect(treeScore([1, 5, 5], { base: 0.3, trees: [] })).toBeCloseTo(0.3);
  });
});

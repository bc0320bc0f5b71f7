import { describe, expect, it } from "vitest";
import { buildTree, levelPlan } from "./build";
import { checkTree, leavesInOrder, treeStats } from "./nodes";
import { echoEngine, spyEngine } from "./testing";
import type { KnowledgeTree } from "./types";

const chunks = (n: number) => Array.from({ length: n }, (_, i) => `Chunk ${i} about the Kestrel cluster.`);
const counter = () => {
  let n = 0;
  return () => `n${n++}`;
};

function childCounts(tree: KnowledgeTree, depth: number): number[] {
  return Object.values(tree.nodes)
    .filter((n) => n.depth === depth)
    .map((n) => n.childIds.length);
}

describe("levelPlan", () => {
  it("groups about six per branch, adds levels while a level has more than eight", () => {
    expect(levelPlan(90)).toEqual([Array(15).fill(6), [5, 5, 5], [3]]);
    expect(levelPlan(8)).toEqual([[8]]);
    expect(levelPlan(9)).toEqual([[5, 4], [2]]);
    expect(levelPlan(0)).toEqual([]);
  });

  it("keeps leaf groups within 5-8 once there are enough leaves, larger groups first", () => {
    const problems: string[] = [];
    for (let n = 40; n <= 1000; n++) {
      const plan = levelPlan(n);
      if (plan[0].some((size) => size < 5 || size > 8)) problems.push(`${n}: leaf groups ${plan[0]}`);
      // Above the leaves a level of 9 can only split 5 + 4; every other count stays within 5-8.
      if (plan.slice(1, -1).some((level) => level.some((size) => size < 4 || size > 8)))
        problems.push(`${n}: upper groups`);
      if (plan.some((level) => level.some((size, i) => i > 0 && size > level[i - 1])))
        problems.push(`${n}: not left-heavy`);
      if (plan.at(-1)?.length !== 1 || (plan.at(-1)?.[0] ?? 0) > 8) problems.push(`${n}: root`);
    }
    expect(problems).toEqual([]);
  });
});

describe("buildTree", () => {
  it("builds leaves, branches of 5-8, levels while a level has more than 8, one root", async () => {
    const spy = spyEngine(echoEngine());
    const tree = await buildTree(chunks(50), spy.engine, { createId: counter(), sourceRef: "ignored for lists" });
    expect(checkTree(tree)).toEqual([]);
    const stats = treeStats(tree);
    expect(stats).toMatchObject({ leaves: 50, depth: 2, branches: 8 });
    expect(childCounts(tree, 1)).toEqual([7, 7, 6, 6, 6, 6, 6, 6]);
    expect(childCounts(tree, 2)).toEqual([8]);
    expect(tree.nodes[tree.rootId as string].level).toBe("root");
    expect(leavesInOrder(tree).map((l) => l.text)).toEqual(chunks(50));
    expect(spy.calls).toMatchObject({ summarise: 50, aggregate: 9 });
  });

  it("sums sizes upwards and counts metadata tokens", async () => {
    const tree = await buildTree(chunks(20), echoEngine());
    const root = tree.nodes[tree.rootId as string];
    const leaves = leavesInOrder(tree);
    expect(root.chars).toBe(leaves.reduce((a, l) => a + l.chars, 0));
    expect(root.tokens).toBe(leaves.reduce((a, l) => a + l.tokens, 0));
    expect(Object.values(tree.nodes).every((n) => n.metadataTokens > 0)).toBe(true);
  });

  it("puts up to eight leaves straight under the root, and copies a lone child's metadata", async () => {
    const small = await buildTree(chunks(8), echoEngine());
    expect(treeStats(small)).toMatchObject({ leaves: 8, branches: 0, depth: 1 });

    const spy = spyEngine(echoEngine());
    const one = await buildTree("Just one short paragraph.", spy.engine, { sourceRef: "doc-1" });
    const root = one.nodes[one.rootId as string];
    const leaf = one.nodes[root.childIds[0]];
    expect(leaf.sourceRef).toBe("doc-1");
    expect(root.metadata).toEqual(leaf.metadata);
    expect(root.metadata).not.toBe(leaf.metadata);
    expect(spy.calls.aggregate).toBe(0);
  });

  it("returns an empty tree for empty input", async () => {
    expect(await buildTree("  \n\n ", echoEngine())).toEqual({ nodes: {}, rootId: null });
    expect(await buildTree([], echoEngine())).toEqual({ nodes: {}, rootId: null });
  });

  it("chunks a text input at about 5,000 characters", async () => {
    const text = Array.from({ length: 30 }, (_, i) => `Paragraph ${i}. ${"Words about things. ".repeat(40)}`).join(
      "\n\n",
    );
    const tree = await buildTree(text, echoEngine());
    const leaves = leavesInOrder(tree);
    expect(leaves.length).toBe(5);
    for (const l of leaves) expect(l.chars).toBeLessThanOrEqual(6000);
  });

  it("bounds the calls in flight and reports progress up to the total", async () => {
    const spy = spyEngine(echoEngine());
    const progress: [number, number][] = [];
    await buildTree(chunks(30), spy.engine, { concurrency: 3, onProgress: (d, t) => progress.push([d, t]) });
    expect(spy.maxInFlight()).toBeLessThanOrEqual(3);
    expect(spy.maxInFlight()).toBeGreaterThan(1);
    const total = 30 + 5 + 1;
    expect(progress.at(-1)).toEqual([total, total]);
    expect(progress.every(([d], i) => i === 0 || d >= progress[i - 1][0])).toBe(true);
  });

  it("rejects when the engine fails, starting no further calls", async () => {
    const spy = spyEngine(
      echoEngine({
        async summarise({ text }) {
          if (text.startsWith("Chunk 3 ")) throw new Error("model down");
          return echoEngine().summarise({ text, taxonomy: [] });
        },
      }),
    );
    await expect(buildTree(chunks(40), spy.engine, { concurrency: 2 })).rejects.toThrow("model down");
    expect(spy.calls.summarise).toBeLessThan(40);
    expect(spy.calls.aggregate).toBe(0);
  });
});

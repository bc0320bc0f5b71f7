import { describe, expect, it } from "vitest";
import { buildTree } from "./build";
import type { KtAnswer, KtChooseContext, KtEngine } from "./engine";
import { navigateTree, NO_ANSWER } from "./navigate";
import { leavesInOrder } from "./nodes";
import { echoEngine } from "./testing";
import { emptyTree, type KnowledgeTree } from "./types";

const texts = (n: number) => Array.from({ length: n }, (_, i) => `L${i}`);

/** Chooses the first option; answers each leaf as scripted by its text (default none). */
function scripted(script: Record<string, KtAnswer["status"]>, seen: KtChooseContext[] = []): KtEngine {
  return echoEngine({
    name: "scripted",
    async choose({ options, context }) {
      if (context) seen.push(context);
      return { index: options[0].index, reason: "first option" };
    },
    async answer({ text }) {
      const status = script[text] ?? "none";
      return { status, answer: status === "none" ? "" : `answer from ${text}` };
    },
  });
}

async function treeOf(n: number): Promise<KnowledgeTree> {
  let id = 0;
  return buildTree(texts(n), echoEngine(), { createId: () => `n${id++}` });
}
const idOf = (tree: KnowledgeTree, text: string) => leavesInOrder(tree).find((l) => l.text === text)?.id;
const reads = (r: { trace: { action: string; nodeId: string }[] }, tree: KnowledgeTree) =>
  r.trace.filter((s) => s.action === "read").map((s) => tree.nodes[s.nodeId].text);

describe("navigateTree", () => {
  it("backtracks from a partial first leaf to a complete second one", async () => {
    const tree = await treeOf(30); // root -> 5 branches -> 6 leaves each
    const result = await navigateTree(tree, "Q?", scripted({ L0: "partial", L1: "complete" }));
    expect(result.status).toBe("complete");
    expect(result.answer).toBe("answer from L1");
    expect(result.citations).toEqual([idOf(tree, "L1")]);
    expect(result.engine).toBe("scripted");
    expect(result.trace.map((s) => [s.action, s.level, s.outcome])).toEqual([
      ["choose", "root", undefined],
      ["choose", "branch", undefined],
      ["read", "leaf", "partial"],
      ["choose", "branch", undefined],
      ["read", "leaf", "complete"],
    ]);
    // The partial leaf is set aside: the second choice is offered the other five.
    expect(result.trace[3].options).toHaveLength(5);
    expect(result.trace[3].choice).toBe(idOf(tree, "L1"));
  });

  it("after the attempts are used, combines the partial answers", async () => {
    const tree = await treeOf(30);
    const all = Object.fromEntries(texts(30).map((t) => [t, "partial" as const]));
    const result = await navigateTree(tree, "Q?", scripted(all));
    expect(result.status).toBe("partial");
    expect(reads(result, tree)).toEqual(["L0", "L1", "L6", "L7", "L12", "L13"]);
    expect(result.citations).toEqual(["L0", "L1", "L6", "L7", "L12", "L13"].map((t) => idOf(tree, t)));
    expect(result.answer).toBe(["L0", "L1", "L6", "L7", "L12", "L13"].map((t) => `answer from ${t}`).join("\n\n"));
    expect(result.trace.filter((s) => s.action === "backtrack")).toHaveLength(3);
    expect(result.trace.at(-1)?.reason).toMatch(/3 branch attempts used/);
  });

  it("returns the best partial answer among nones", async () => {
    const tree = await treeOf(30);
    const result = await navigateTree(tree, "Q?", scripted({ L7: "partial" }));
    expect(result).toMatchObject({ status: "partial", answer: "answer from L7", citations: [idOf(tree, "L7")] });
  });

  it("returns none when no leaf has anything", async () => {
    const tree = await treeOf(30);
    const result = await navigateTree(tree, "Q?", scripted({}));
    expect(result).toMatchObject({ status: "none", answer: NO_ANSWER, citations: [] });
    expect(reads(result, tree)).toHaveLength(6);
  });

  it("takes its budget from the options", async () => {
    const tree = await treeOf(30);
    const one = await navigateTree(tree, "Q?", scripted({}), { maxBranchAttempts: 1, leavesPerBranch: 1 });
    expect(reads(one, tree)).toEqual(["L0"]);
    const wide = await navigateTree(tree, "Q?", scripted({}), { maxBranchAttempts: 2, leavesPerBranch: 4 });
    expect(reads(wide, tree)).toEqual(["L0", "L1", "L2", "L3", "L6", "L7", "L8", "L9"]);
  });

  it("backs up one level at a time in a deeper tree", async () => {
    const tree = await treeOf(100); // root -> 3 -> 17 -> 100 leaves
    const result = await navigateTree(tree, "Q?", scripted({}));
    const steps = result.trace.map((s) => `${s.action}@${s.depth}`);
    expect(steps.slice(0, 8)).toEqual([
      "choose@3",
      "choose@2",
      "choose@1",
      "read@0",
      "choose@1",
      "read@0",
      "backtrack@1",
      "choose@2",
    ]);
    expect(reads(result, tree)).toEqual(["L0", "L1", "L6", "L7", "L12", "L13"]);
  });

  it("reads more leaves of a root that holds leaves itself", async () => {
    const tree = await treeOf(5);
    const result = await navigateTree(tree, "Q?", scripted({}));
    expect(reads(result, tree)).toEqual(["L0", "L1", "L2", "L3", "L4"]);
    expect(result.trace.at(-1)).toMatchObject({ action: "backtrack", level: "root" });
  });

  it("gives the engine the level, the root summary and the selected branch", async () => {
    const tree = await treeOf(30);
    const seen: KtChooseContext[] = [];
    await navigateTree(tree, "Q?", scripted({ L0: "complete" }, seen), { projectName: "Osprey" });
    const root = tree.nodes[tree.rootId as string];
    expect(seen[0]).toMatchObject({
      level: "branch",
      rootSummary: root.metadata.summary,
      selected: undefined,
      projectName: "Osprey",
    });
    expect(seen[1]).toMatchObject({ level: "leaf", selected: tree.nodes[root.childIds[0]].metadata });
  });

  it("counts each node's metadata and each leaf's text once, never more than the whole tree", async () => {
    const tree = await treeOf(30);
    const result = await navigateTree(tree, "Q?", scripted({ L0: "partial", L1: "complete" }));
    const metadata = new Set<string>();
    const read = new Set<string>();
    for (const s of result.trace) {
      if (s.action === "choose") for (const id of s.options ?? []) metadata.add(id);
      if (s.action === "read") read.add(s.nodeId);
    }
    const expected =
      [...metadata].reduce((a, id) => a + tree.nodes[id].metadataTokens, 0) +
      [...read].reduce((a, id) => a + tree.nodes[id].tokens, 0);
    expect(result.tokensRead).toBe(expected);
    const whole =
      Object.values(tree.nodes)
        .filter((n) => n.id !== tree.rootId)
        .reduce((a, n) => a + n.metadataTokens, 0) + leavesInOrder(tree).reduce((a, l) => a + l.tokens, 0);
    expect(result.tokensTotal).toBe(whole);
  });

  it("reading every leaf of a small tree after backtracking stays within 100%", async () => {
    const tree = await treeOf(7);
    const result = await navigateTree(tree, "Q?", scripted({}), { maxBranchAttempts: 5, leavesPerBranch: 7 });
    expect(result.trace.filter((s) => s.action === "read")).toHaveLength(7);
    expect(result.tokensRead).toBeLessThanOrEqual(result.tokensTotal);
  });

  it("answers none on an empty tree", async () => {
    const result = await navigateTree(emptyTree(), "Q?", scripted({}));
    expect(result).toMatchObject({ status: "none", answer: NO_ANSWER, trace: [], tokensRead: 0, tokensTotal: 0 });
  });
});

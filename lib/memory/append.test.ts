import { describe, expect, it } from "vitest";
import { appendToTree } from "./append";
import { buildTree } from "./build";
import { ancestorsOf, checkTree, diffTrees, leavesInOrder, treeStats } from "./nodes";
import { createOfflineEngine } from "./offline-engine";
import { echoEngine, spyEngine } from "./testing";
import { emptyTree, type KnowledgeTree } from "./types";

const chunks = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => `Chunk ${from + i} about the Kestrel cluster.`);
const doc5000 = Array.from(
  { length: 50 },
  (_, i) => `Sentence ${i} of the new retrospective mentions the Heron gateway.`,
)
  .join(" ")
  .slice(0, 5000);

/** Node ids whose object is not the very same one in `after`. */
function changed(before: KnowledgeTree, after: KnowledgeTree): string[] {
  return Object.keys(before.nodes).filter((id) => after.nodes[id] !== before.nodes[id]);
}

describe("appendToTree", () => {
  it("re-summarises only the new leaf and its path to the root (at most depth + 1 nodes)", async () => {
    const engine = createOfflineEngine();
    const tree = await buildTree(chunks(40), engine);
    const snapshot = JSON.stringify(tree);
    const spy = spyEngine(engine);

    const { tree: next, added, resummarised } = await appendToTree(tree, doc5000, spy.engine, { sourceRef: "doc-41" });

    const depth = treeStats(next).depth;
    expect(checkTree(next)).toEqual([]);
    expect(added).toHaveLength(1);
    const leaf = next.nodes[added[0]];
    expect(leaf).toMatchObject({ level: "leaf", sourceRef: "doc-41", text: doc5000 });
    expect(leavesInOrder(next).at(-1)?.id).toBe(leaf.id);
    expect(resummarised).toEqual([leaf.id, ...ancestorsOf(next, leaf.id)]);
    expect(resummarised.length).toBeLessThanOrEqual(depth + 1);
    expect(spy.calls.summarise + spy.calls.aggregate).toBeLessThanOrEqual(depth + 1);
    // Every other node is the very same object; the input tree is untouched.
    expect(changed(tree, next).sort()).toEqual(resummarised.filter((id) => id in tree.nodes).sort());
    expect(JSON.stringify(tree)).toBe(snapshot);
    // What to persist: exactly the path.
    const diff = diffTrees(tree, next);
    expect(diff.upserts.map((n) => n.id).sort()).toEqual([...resummarised].sort());
    expect(diff.deletes).toEqual([]);
  });

  it("opens new branches on the right edge, and a new root when the old one is full", async () => {
    const tree = await buildTree(chunks(64), echoEngine(), { groupSize: 8 }); // 8 full branches under a full root
    expect(treeStats(tree)).toMatchObject({ leaves: 64, depth: 2 });
    const oldRoot = tree.nodes[tree.rootId as string];

    const { tree: next, added, resummarised } = await appendToTree(tree, ["One more chunk."], echoEngine());
    expect(checkTree(next)).toEqual([]);
    expect(treeStats(next)).toMatchObject({ leaves: 65, depth: 3 });
    expect(added).toHaveLength(4); // leaf, its branch, the branch above it, the new root
    expect(resummarised).toHaveLength(4);
    expect(resummarised.length).toBeLessThanOrEqual(treeStats(next).depth + 1);
    const demoted = next.nodes[oldRoot.id];
    expect(demoted).toMatchObject({ level: "branch", parentId: next.rootId, metadata: oldRoot.metadata });
    expect(changed(tree, next)).toEqual([oldRoot.id]);
  });

  it("fills the rightmost branch before opening another", async () => {
    let tree = await buildTree(chunks(12), echoEngine()); // branches of 6 and 6
    for (let i = 0; i < 5; i++) tree = (await appendToTree(tree, [`Extra ${i}.`], echoEngine())).tree;
    expect(checkTree(tree)).toEqual([]);
    const root = tree.nodes[tree.rootId as string];
    expect(root.childIds.map((id) => tree.nodes[id].childIds.length)).toEqual([6, 8, 3]);
  });

  it("appends to an empty tree and keeps invariants over many appends", async () => {
    let tree = emptyTree();
    for (let i = 0; i < 30; i++) {
      const result = await appendToTree(tree, [`Doc ${i}.`, `Doc ${i} part two.`], echoEngine());
      tree = result.tree;
      expect(checkTree(tree)).toEqual([]);
      expect(Object.values(tree.nodes).every((n) => n.childIds.length <= 8)).toBe(true);
    }
    expect(leavesInOrder(tree).map((l) => l.text)).toEqual(
      Array.from({ length: 30 }, (_, i) => [`Doc ${i}.`, `Doc ${i} part two.`]).flat(),
    );
  });

  it("returns the same tree for empty input", async () => {
    const tree = await buildTree(chunks(3), echoEngine());
    expect(await appendToTree(tree, "   ", echoEngine())).toEqual({ tree, added: [], resummarised: [] });
  });

  it("leaves the original tree exactly as it was when the engine fails part-way", async () => {
    const tree = await buildTree(chunks(40), echoEngine());
    const snapshot = JSON.stringify(tree);
    const objects = { ...tree.nodes };
    const failing = echoEngine({
      async aggregate() {
        throw new Error("model down");
      },
    });
    await expect(appendToTree(tree, chunks(3, 100), failing)).rejects.toThrow("model down");
    expect(JSON.stringify(tree)).toBe(snapshot);
    for (const [id, node] of Object.entries(objects)) expect(tree.nodes[id]).toBe(node);
  });
});

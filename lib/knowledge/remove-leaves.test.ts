import { describe, expect, it } from "vitest";
import { buildTree } from "@/lib/memory/build";
import { ancestorsOf, checkTree, leavesInOrder } from "@/lib/memory/nodes";
import { echoEngine, spyEngine } from "@/lib/memory/testing";
import { documentLeaves, removeLeaves } from "./remove-leaves";

/** 40 leaves from 8 documents (5 leaves each), 3 children per node: depth 4. */
async function sampleTree() {
  const chunks = Array.from({ length: 40 }, (_, i) => ({
    text: `Chunk ${i} of doc ${Math.floor(i / 5)}.`,
    sourceRef: `doc-${Math.floor(i / 5)}`,
  }));
  let n = 0;
  return buildTree(chunks, echoEngine(), { groupSize: 3, maxFanout: 3, createId: () => `n${n++}` });
}

describe("removeLeaves", () => {
  it("removes a document's leaves and re-summarises only their surviving ancestors", async () => {
    const tree = await sampleTree();
    expect(checkTree(tree)).toEqual([]);
    const leaves = documentLeaves(tree, "doc-3");
    expect(leaves).toHaveLength(5);
    const expected = new Set(leaves.flatMap((id) => ancestorsOf(tree, id)));

    const spy = spyEngine(echoEngine());
    const result = await removeLeaves(tree, leaves, spy.engine, []);

    expect(checkTree(result.tree)).toEqual([]);
    expect(leavesInOrder(result.tree).map((l) => l.sourceRef)).not.toContain("doc-3");
    expect(leavesInOrder(result.tree)).toHaveLength(35);
    expect(new Set(result.resummarised)).toEqual(new Set([...expected].filter((id) => id in result.tree.nodes)));
    // Far fewer than the tree's internal nodes; only the paths from the removed leaves.
    const internal = Object.values(tree.nodes).filter((n) => n.level !== "leaf").length;
    expect(result.resummarised.length).toBeLessThan(internal / 2);
    expect(spy.calls.summarise).toBe(0);
    expect(spy.calls.aggregate).toBeLessThanOrEqual(result.resummarised.length);
    expect(spy.calls.aggregate).toBeGreaterThan(0);
    // Untouched nodes are the very same objects (nothing to write for them).
    for (const [id, node] of Object.entries(result.tree.nodes))
      if (!expected.has(id) && node.level !== "leaf") expect(node).toBe(tree.nodes[id]);
    // The root's summary no longer mentions the removed chunks.
    expect(result.tree.nodes[result.tree.rootId as string].metadata.summary).not.toMatch(/doc 3\./);
    expect(tree.nodes[tree.rootId as string].metadata.summary).toMatch(/doc 3\./);
    // Sizes are re-added.
    expect(result.tree.nodes[result.tree.rootId as string].chars).toBe(
      leavesInOrder(result.tree).reduce((a, l) => a + l.chars, 0),
    );
  });

  it("drops branches left empty and renumbers their siblings", async () => {
    const tree = await sampleTree();
    // The first three leaves share one parent: removing them all removes that branch.
    const first = leavesInOrder(tree).slice(0, 3);
    const parent = first[0].parentId as string;
    expect(tree.nodes[parent].childIds).toEqual(first.map((l) => l.id));
    const result = await removeLeaves(
      tree,
      first.map((l) => l.id),
      echoEngine(),
      [],
    );
    expect(result.removed).toContain(parent);
    expect(result.tree.nodes[parent]).toBeUndefined();
    expect(checkTree(result.tree)).toEqual([]);
  });

  it("empties the tree when every leaf goes, and does nothing for unknown ids", async () => {
    const tree = await sampleTree();
    const all = leavesInOrder(tree).map((l) => l.id);
    const result = await removeLeaves(tree, all, echoEngine(), []);
    expect(result.tree).toEqual({ nodes: {}, rootId: null });
    expect(result.resummarised).toEqual([]);
    const none = await removeLeaves(tree, ["nope"], echoEngine(), []);
    expect(none.tree).toBe(tree);
  });

  it("leaves the input untouched when the engine fails", async () => {
    const tree = await sampleTree();
    const before = JSON.stringify(tree);
    const failing = echoEngine({ aggregate: () => Promise.reject(new Error("down")) });
    await expect(removeLeaves(tree, documentLeaves(tree, "doc-0"), failing, [])).rejects.toThrow("down");
    expect(JSON.stringify(tree)).toBe(before);
  });
});

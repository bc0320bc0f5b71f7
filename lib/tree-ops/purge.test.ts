import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { appendItem } from "@/lib/db/queries/items";
import { getNodeWindow } from "@/lib/views/node-window";
import { createBranch } from "./create-branch";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { createFailingTrigger } from "@/lib/testing/fail-trigger";
import { countRows, seedConversation, thread } from "@/lib/testing/fixtures";
import { countTokens } from "@/lib/text/count-tokens";
import { mergeNode } from "./merge";
import { describePurge, purgeNode } from "./purge";
import { buildTree } from "@/lib/memory/build";
import { createOfflineEngine } from "@/lib/memory/offline-engine";
import { clearRecallCache, recallCacheSize, rememberedTree } from "@/lib/memory/recall-cache";

useTestDatabase();

const say = (nodeId: string, content: string) =>
  appendItem(nodeId, { role: "user", content, tokenCount: countTokens(content) });

/**
 * root ─┬─ a (full) ─┬─ a1 (full, with its own child a1x)
 *       │            └─ a2 (none)
 *       └─ b (full)
 */
async function setup() {
  const root = await seedConversation({ messages: thread("The launch code is ORCHID-7.", "Noted.") });
  const branch = async (parentId: string, policy: "full" | "none", text: string) => {
    const { nodeId } = await createBranch({ parentId, fromItemId: null, policy });
    await say(nodeId, text);
    return nodeId;
  };
  const a = await branch(root.rootNodeId, "full", "In a.");
  const a1 = await branch(a, "full", "In a1.");
  const a1x = await branch(a1, "full", "In a1x.");
  const a2 = await branch(a, "none", "In a2.");
  const b = await branch(root.rootNodeId, "full", "In b.");
  return { ...root, a, a1, a1x, a2, b };
}

describe("purgeNode", () => {
  it("takes the purged nodes' memory trees with them, and deleting a conversation takes them all", async () => {
    const s = await setup();
    const memory = (ownerNodeId: string) =>
      getDb().knowledgeTree.create({ data: { projectId: s.projectId, kind: "node", ownerNodeId } });
    const [inSubtree, outside] = [await memory(s.a1x), await memory(s.b)];
    await purgeNode(s.a);
    expect(await getDb().knowledgeTree.findUnique({ where: { id: inSubtree.id } })).toBeNull();
    expect(await getDb().knowledgeTree.findUnique({ where: { id: outside.id } })).not.toBeNull();
    await getDb().conversation.delete({ where: { id: s.conversationId } });
    expect(await getDb().knowledgeTree.findUnique({ where: { id: outside.id } })).toBeNull();
  });

  it("lets go of the purged nodes' memory kept for recall in this process, and only theirs", async () => {
    const s = await setup();
    clearRecallCache();
    const engine = createOfflineEngine();
    const tree = (text: string) => buildTree([{ text, sourceRef: JSON.stringify(["i1"]) }], engine);
    const kept = { treeId: "t-b", ownerNodeId: s.b, tree: await tree("The hangar door code is 4471.") };
    const gone = { treeId: "t-a1x", ownerNodeId: s.a1x, tree: await tree("The aside's locker code is 9123.") };
    for (const source of [kept, gone]) rememberedTree(source);
    expect(recallCacheSize().entries).toBe(2);
    await purgeNode(s.a);
    expect(recallCacheSize().entries).toBe(1);
    expect(rememberedTree({ ...kept, tree: structuredClone(kept.tree) })).toMatchObject({ tree: kept.tree, hit: true });
    expect(rememberedTree({ ...gone, tree: structuredClone(gone.tree) }).hit).toBe(false);
    clearRecallCache();
  });

  it("deletes exactly the subtree: its nodes and all their items, nothing else", async () => {
    const s = await setup();
    const subtree = [s.a, s.a1, s.a2, s.a1x];
    const itemsInSubtree = await getDb().item.count({ where: { nodeId: { in: subtree } } });
    const ownItems = await getDb().item.count({ where: { nodeId: { in: subtree }, origin: { not: "inherited" } } });
    const untouched = [await getNodeWindow(s.rootNodeId), await getNodeWindow(s.b)];
    const before = await countRows();

    const described = await describePurge(s.a);
    expect(described).toMatchObject({ nodes: 4, items: ownItems });
    expect([...described.nodeIds].sort()).toEqual([...subtree].sort());
    expect(await countRows()).toEqual(before);

    const purged = await purgeNode(s.a);
    expect(purged).toMatchObject({ parentId: s.rootNodeId, conversationId: s.conversationId });
    // Parents before children.
    expect(purged.purgedNodeIds[0]).toBe(s.a);
    expect(purged.purgedNodeIds.indexOf(s.a1)).toBeLessThan(purged.purgedNodeIds.indexOf(s.a1x));
    expect([...purged.purgedNodeIds].sort()).toEqual([...subtree].sort());

    expect(await countRows()).toEqual({ ...before, nodes: before.nodes - 4, items: before.items - itemsInSubtree });
    expect(await getDb().node.count({ where: { id: { in: subtree } } })).toBe(0);
    expect(await getDb().item.count({ where: { nodeId: { in: subtree } } })).toBe(0);
    expect([await getNodeWindow(s.rootNodeId), await getNodeWindow(s.b)]).toEqual(untouched);
  });

  it("a leaf purge deletes only that leaf", async () => {
    const s = await setup();
    const before = await countRows();
    const items = (await getNodeWindow(s.a1x)).length;
    expect(items).toBe(5);
    expect((await purgeNode(s.a1x)).purgedNodeIds).toEqual([s.a1x]);
    expect(await countRows()).toEqual({ ...before, nodes: before.nodes - 1, items: before.items - items });
  });

  it("keeps content already merged into the parent when the merged child is purged", async () => {
    const s = await setup();
    const merged = await mergeNode({ nodeId: s.b, mode: "full", placement: "append" });
    // A branch taken after the merge refers to the merged item.
    const later = await createBranch({ parentId: s.rootNodeId, fromItemId: null, policy: "full" });
    const rootWindow = await getNodeWindow(s.rootNodeId);
    const laterWindow = await getNodeWindow(later.nodeId);

    await purgeNode(s.b);

    const after = await getNodeWindow(s.rootNodeId);
    expect(after.map((e) => [e.id, e.content, e.origin, e.sourceNodeId, e.sourceItemIds])).toEqual(
      rootWindow.map((e) => [e.id, e.content, e.origin, e.sourceNodeId, e.sourceItemIds]),
    );
    expect(after.find((e) => e.id === merged.insertedItemIds[0])).toMatchObject({
      content: "In b.",
      origin: "merged",
      sourceNodeId: s.b,
    });
    expect(await getNodeWindow(later.nodeId)).toEqual(laterWindow);
  });

  it("refuses the root and an unknown id, writing nothing", async () => {
    const s = await setup();
    const before = await countRows();
    await expect(purgeNode(s.rootNodeId)).rejects.toMatchObject({
      code: "invalid:purge_root",
      message: expect.stringMatching(/delete the conversation/),
    });
    await expect(purgeNode("no-such-node")).rejects.toMatchObject({ code: "not_found:node" });
    await expect(describePurge("no-such-node")).rejects.toMatchObject({ code: "not_found:node" });
    expect(await countRows()).toEqual(before);
  });

  it("is atomic: a failure midway leaves every node and item in place", async () => {
    const s = await setup();
    const before = await countRows();
    const windows = await Promise.all([s.a, s.a1, s.a1x, s.a2].map((id) => getNodeWindow(id)));
    // Purge deletes children first; let those deletes through and fail on the subtree's top node.
    const drop = await createFailingTrigger("fail_purge", { on: "DELETE", table: "Node", when: `OLD.id = '${s.a}'` });
    try {
      await expect(purgeNode(s.a)).rejects.toThrow();
      expect(await countRows()).toEqual(before);
      expect(await Promise.all([s.a, s.a1, s.a1x, s.a2].map((id) => getNodeWindow(id)))).toEqual(windows);
    } finally {
      await drop();
    }
  });
});

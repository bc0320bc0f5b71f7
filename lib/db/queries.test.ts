import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { createFailingTrigger } from "@/lib/testing/fail-trigger";
import { countRows, seedConversation, thread } from "@/lib/testing/fixtures";
import { getDb } from "./client";
import { getConversationHeader, listConversations, renameConversation } from "./queries/conversations";
import { getConversationTree } from "@/lib/views/tree-view";
import { appendItem, getContextReport, updateItem } from "./queries/items";
import { renameNode } from "./queries/nodes";
import { createBranch } from "@/lib/tree-ops/create-branch";

useTestDatabase();

const MESSAGES = thread("The launch code is ORCHID-7.", "Noted.", "Let us talk about lunch.", "Pasta it is.");

describe("conversations", () => {
  it("listConversations counts nodes and names the root", async () => {
    const { projectId, conversationId, rootNodeId } = await seedConversation({ messages: MESSAGES });
    await createBranch({ parentId: rootNodeId, fromItemId: null, policy: "none" });
    expect(await listConversations(projectId)).toEqual([
      expect.objectContaining({ id: conversationId, nodeCount: 2, rootNodeId }),
    ]);
  });

  it("getConversationHeader names the title, project and root (not a branch) without the nodes; unknown: not found", async () => {
    const { projectId, conversationId, rootNodeId } = await seedConversation({ messages: MESSAGES });
    await createBranch({ parentId: rootNodeId, fromItemId: null, policy: "none" });
    const tree = await getConversationTree(conversationId);
    expect(await getConversationHeader(conversationId)).toEqual({
      id: conversationId,
      title: tree.title,
      projectId,
      projectName: tree.projectName,
      rootNodeId,
    });
    await expect(getConversationHeader("nope")).rejects.toMatchObject({ kind: "not_found" });
  });
});

describe("createBranch is atomic", () => {
  it("creates no node when the branch point is not in the parent's window", async () => {
    const { rootNodeId } = await seedConversation({ messages: MESSAGES });
    const other = await seedConversation({ messages: thread("Somewhere else.") });
    const before = await countRows();
    await expect(
      createBranch({ parentId: rootNodeId, fromItemId: other.itemIds[0], policy: "full" }),
    ).rejects.toMatchObject({
      code: "not_found:item",
    });
    expect(await countRows()).toEqual(before);
  });

  it("rolls the node back when writing its inherited rows fails", async () => {
    const { rootNodeId } = await seedConversation({ messages: MESSAGES });
    // Make the second write of the transaction (the inherited references) fail, after the node insert.
    const drop = await createFailingTrigger("fail_inherited", {
      on: "INSERT",
      table: "Item",
      when: "NEW.origin = 'inherited'",
    });
    try {
      const before = await countRows();
      await expect(createBranch({ parentId: rootNodeId, fromItemId: null, policy: "full" })).rejects.toThrow();
      expect(await countRows()).toEqual(before);
      expect(await getDb().node.count({ where: { parentId: rootNodeId } })).toBe(0);
    } finally {
      await drop();
    }
  });
});

describe("items", () => {
  it("appendItem puts new items after the last one and stores context reports as JSON", async () => {
    const { rootNodeId, itemIds } = await seedConversation({ messages: MESSAGES });
    const added = await appendItem(rootNodeId, { role: "assistant", content: "", status: "streaming", tokenCount: 0 });
    const last = await getDb().item.findUniqueOrThrow({ where: { id: itemIds[3] } });
    expect(added.position).toBeGreaterThan(last.position);
    await updateItem(added.id, { content: "Done.", status: "complete", contextReport: { totalTokens: 3 } });
    expect(await getContextReport(added.id)).toEqual({ totalTokens: 3 });
    expect(await getContextReport(itemIds[0])).toBeNull();
  });
});

describe("titles", () => {
  it("keep a conversation and its root in step, whichever is renamed; a branch rename stays local", async () => {
    const { conversationId, rootNodeId } = await seedConversation({ messages: thread("Hello") });
    const { nodeId } = await createBranch({ parentId: rootNodeId, fromItemId: null, policy: "none", title: "Side" });
    const titles = async () => {
      const tree = await getConversationTree(conversationId);
      return [
        tree.title,
        tree.nodes.find((n) => n.id === rootNodeId)!.title,
        tree.nodes.find((n) => n.id === nodeId)!.title,
      ];
    };
    await renameNode(rootNodeId, "Trip");
    expect(await titles()).toEqual(["Trip", "Trip", "Side"]);
    await renameConversation(conversationId, "Journey");
    expect(await titles()).toEqual(["Journey", "Journey", "Side"]);
    await renameNode(nodeId, "Hotels");
    expect(await titles()).toEqual(["Journey", "Journey", "Hotels"]);
  });

  it("an unknown item has no context report: not found, not an empty answer", async () => {
    await expect(getContextReport("missing")).rejects.toMatchObject({ code: "not_found:item" });
  });
});

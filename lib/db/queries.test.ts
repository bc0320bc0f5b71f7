import { getNodeMemory } from "@/lib/context/node-memory";
import { describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { createFailingTrigger } from "@/lib/testing/fail-trigger";
import { countRows, seedConversation, thread } from "@/lib/testing/fixtures";
import { countTokens } from "@/lib/tree/tokens";
import { getDb } from "./client";
import { listConversations, renameConversation } from "./queries/conversations";
import { getConversationTree } from "@/lib/views/tree-view";
import { appendItem, getContextReport, updateItem } from "./queries/items";
import { renameNode } from "./queries/nodes";
import { getNodeView, getNodeWindow } from "@/lib/views/node-window";
import { createBranch } from "@/lib/tree-ops/create-branch";

useTestDatabase();

const MESSAGES = thread("The launch code is ORCHID-7.", "Noted.", "Let us talk about lunch.", "Pasta it is.");
const tokensOf = (texts: string[]) => texts.reduce((sum, t) => sum + countTokens(t), 0);

describe("getNodeWindow", () => {
  it("resolves inherited references to their source text, in order, with provenance", async () => {
    const { rootNodeId, itemIds } = await seedConversation({ messages: MESSAGES });
    const { nodeId } = await createBranch({ parentId: rootNodeId, fromItemId: itemIds[1], policy: "full" });
    await appendItem(nodeId, { role: "user", content: "And dessert?", tokenCount: countTokens("And dessert?") });

    const window = await getNodeWindow(nodeId);
    expect(window.map((e) => e.content)).toEqual(["The launch code is ORCHID-7.", "Noted.", "And dessert?"]);
    expect(window.map((e) => e.origin)).toEqual(["inherited", "inherited", "local"]);
    expect(window.slice(0, 2).map((e) => e.contentItemId)).toEqual(itemIds.slice(0, 2));
    expect(window.slice(0, 2).every((e) => e.nodeId === nodeId && e.id !== e.contentItemId)).toBe(true);
    expect(window.map((e) => e.sourceNodeId)).toEqual([rootNodeId, rootNodeId, null]);
    expect(window[0].tokenCount).toBe(countTokens(MESSAGES[0].content));
  });

  it("shows an edit of the source item through the reference (no copied text)", async () => {
    const { rootNodeId, itemIds } = await seedConversation({ messages: MESSAGES });
    const { nodeId } = await createBranch({ parentId: rootNodeId, fromItemId: itemIds[0], policy: "full" });
    await updateItem(itemIds[0], { content: "The launch code is TULIP-3." });
    expect((await getNodeWindow(nodeId))[0].content).toBe("The launch code is TULIP-3.");
  });

  it("getNodeView reports the node with its project and an unknown node as not_found:node", async () => {
    const { projectId, conversationId, rootNodeId } = await seedConversation({ messages: MESSAGES });
    const view = await getNodeView(rootNodeId);
    expect(view.node).toMatchObject({ id: rootNodeId, projectId, conversationId, kind: "root", status: "open" });
    expect(view.window).toHaveLength(4);
    await expect(getNodeView("missing")).rejects.toMatchObject({ code: "not_found:node" });
  });
});

describe("getConversationTree", () => {
  it("lists every node with its item count and window tokens, inherited rows counting their source", async () => {
    const { conversationId, rootNodeId, itemIds } = await seedConversation({
      name: "Tree project",
      messages: MESSAGES,
    });
    const full = await createBranch({ parentId: rootNodeId, fromItemId: itemIds[1], policy: "full" });
    const none = await createBranch({ parentId: rootNodeId, fromItemId: itemIds[1], policy: "none" });
    await appendItem(full.nodeId, { role: "user", content: "More?", tokenCount: countTokens("More?") });

    const tree = await getConversationTree(conversationId);
    expect(tree).toMatchObject({ id: conversationId, projectName: "Tree project", rootNodeId });
    const byId = new Map(tree.nodes.map((n) => [n.id, n]));
    // One token count per node: the graph's figure is the memory gauge's window size, headings included.
    expect(byId.get(rootNodeId)).toMatchObject({
      parentId: null,
      itemCount: 4,
      tokenCount: (await getNodeMemory(rootNodeId)).windowTokens,
    });
    expect(byId.get(rootNodeId)!.tokenCount).toBeGreaterThan(tokensOf(MESSAGES.map((m) => m.content)));
    expect(byId.get(full.nodeId)).toMatchObject({
      parentId: rootNodeId,
      inheritPolicy: "full",
      branchPointItemId: itemIds[1],
      itemCount: 3,
      tokenCount: (await getNodeMemory(full.nodeId)).windowTokens,
    });
    expect(byId.get(rootNodeId)!.caps).toMatchObject({ branch: true, merge: false, purge: false });
    expect(byId.get(full.nodeId)!.caps).toMatchObject({ branch: true, merge: true, purge: true });
    expect(byId.get(none.nodeId)).toMatchObject({ itemCount: 0, tokenCount: 0, inheritPolicy: "none" });
    // Exactly these fields go to the browser (no session id of another browser, no update time).
    expect(Object.keys(byId.get(full.nodeId)!).sort()).toEqual([
      "branchPointItemId",
      "caps",
      "color",
      "createdAt",
      "id",
      "inheritPolicy",
      "itemCount",
      "kind",
      "label",
      "parentId",
      "status",
      "title",
      "tokenCount",
      "unresolved",
    ]);
  });

  it("throws not_found:conversation for an unknown id", async () => {
    await expect(getConversationTree("nope")).rejects.toBeInstanceOf(AppError);
    await expect(getConversationTree("nope")).rejects.toMatchObject({ code: "not_found:conversation" });
  });

  it("listConversations counts nodes and names the root", async () => {
    const { projectId, conversationId, rootNodeId } = await seedConversation({ messages: MESSAGES });
    await createBranch({ parentId: rootNodeId, fromItemId: null, policy: "none" });
    expect(await listConversations(projectId)).toEqual([
      expect.objectContaining({ id: conversationId, nodeCount: 2, rootNodeId }),
    ]);
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

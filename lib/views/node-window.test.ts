import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation, thread } from "@/lib/testing/fixtures";
import { appendItem, updateItem } from "@/lib/db/queries/items";
import { countTokens } from "@/lib/text/count-tokens";
import { createBranch } from "@/lib/tree-ops/create-branch";
import { getNodeView, getNodeWindow } from "./node-window";

useTestDatabase();

const MESSAGES = thread("The launch code is ORCHID-7.", "Noted.", "Let us talk about lunch.", "Pasta it is.");

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

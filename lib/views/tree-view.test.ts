import { describe, expect, it } from "vitest";
import { startTurn } from "@/lib/chat/turn";
import { getNodeMemory } from "@/lib/context/node-memory";
import { appendItem } from "@/lib/db/queries/items";
import { AppError } from "@/lib/errors";
import { countTokens } from "@/lib/text/count-tokens";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { countRows, seedConversation, thread } from "@/lib/testing/fixtures";
import { refusal } from "@/lib/tree/capabilities";
import { createBranch } from "@/lib/tree-ops/create-branch";
import { getConversationCounts, getConversationTree } from "./tree-view";

useTestDatabase();

const MESSAGES = thread("The launch code is ORCHID-7.", "Noted.", "Let us talk about lunch.", "Pasta it is.");
const tokensOf = (texts: string[]) => texts.reduce((sum, t) => sum + countTokens(t), 0);

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

    // The tree route's read: the same nodes without counts, which its counts route gives, same figures.
    const bare = await getConversationTree(conversationId, {}, { counts: false });
    expect(bare.nodes.map((n) => n.id).sort()).toEqual(tree.nodes.map((n) => n.id).sort());
    expect(bare.nodes.every((n) => n.itemCount === null && n.tokenCount === null)).toBe(true);
    for (const n of bare.nodes)
      expect({ ...n, itemCount: byId.get(n.id)!.itemCount, tokenCount: byId.get(n.id)!.tokenCount }).toEqual(
        byId.get(n.id),
      );
    const counts = await getConversationCounts(conversationId);
    expect(counts.ids.slice().sort()).toEqual(tree.nodes.map((n) => n.id).sort());
    counts.ids.forEach((id, i) =>
      expect([counts.items[i], counts.tokens[i]]).toEqual([byId.get(id)!.itemCount, byId.get(id)!.tokenCount]),
    );
    await expect(getConversationCounts("nope")).rejects.toMatchObject({ code: "not_found:conversation" });
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
});

/**
 * The server's guard (a turn: assertWritable) and what the UI is sent (the tree's caps, with
 * `refusal` giving the composer's reason) come from one rule: for every aside and every caller's
 * session they agree, including an aside that no session owns.
 */
describe("server and UI agree on who may write in an aside", () => {
  it.each([
    ["its own session", "s1", "s1", true],
    ["another session", "s1", "s2", false],
    ["a caller without a session", "s1", null, false],
    ["a sessionless aside, for a session", null, "s1", false],
    ["a sessionless aside, for a caller without a session", null, null, false],
  ] as const)("%s", async (_, owner, caller, writable) => {
    const s = await seedConversation({ messages: thread("Hello.", "Hi.") });
    const aside = await createBranch({
      parentId: s.rootNodeId,
      fromItemId: null,
      policy: "full",
      kind: "volatile",
      sessionId: owner ?? undefined,
      // Opened by "u1" in session `owner`; a sessionless aside has no recorded owner either (the
      // project's owner sees it, to resolve it).
      ownerId: owner ? "u1" : undefined,
    });
    const tree = await getConversationTree(s.conversationId, { sessionId: caller, userId: "u1", role: "owner" });
    const sent = tree.nodes.find((n) => n.id === aside.nodeId)!;
    const parent = tree.nodes.find((n) => n.id === s.rootNodeId)!;
    expect(sent.caps.write).toBe(writable);
    expect(sent.unresolved).toBe(!writable);

    const before = await countRows();
    const turn = startTurn({ nodeId: aside.nodeId, text: "Anything?", sessionId: caller });
    if (writable) {
      const started = await turn;
      await started.result.consumeStream();
      expect((await started.done).status).toBe("complete");
    } else {
      expect(refusal("write", sent, { parent })?.code).toBe("conflict:volatile_foreign");
      await expect(turn).rejects.toMatchObject({
        code: refusal("write", sent, { parent })?.code,
        message: refusal("write", sent, { parent })?.reason,
      });
      expect(await countRows()).toEqual(before);
    }
  });
});

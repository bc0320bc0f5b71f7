import { describe, expect, it } from "vitest";
import { startTurn } from "@/lib/chat/turn";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { countRows, seedConversation, thread } from "@/lib/testing/fixtures";
import { refusal } from "@/lib/tree/capabilities";
import { createBranch } from "@/lib/tree-ops/create-branch";
import { getConversationTree } from "./tree-view";

useTestDatabase();

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
    });
    const tree = await getConversationTree(s.conversationId, caller);
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

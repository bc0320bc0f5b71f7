import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db/client";
import { appendItem } from "../db/queries/items";
import { createTestDatabase, type TestDatabase } from "../testing/db";
import { seedConversation } from "../testing/fixtures";
import { INTERRUPTED_MESSAGE, markTurnActive, markTurnDone, recoverInterruptedAnswers } from "./active-turns";
import { loadNodeView } from "./node-view";
import { startTurn } from "./turn";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.cleanup());

describe("interrupted answers", () => {
  it("marks an orphaned streaming answer failed, keeps its text, and lets the node be retried", async () => {
    const { rootNodeId } = await seedConversation({ messages: [{ role: "user", content: "The launch code is ORCHID-7." }] });
    const orphan = await appendItem(rootNodeId, { role: "assistant", content: "half an ans", status: "streaming", tokenCount: 3 });

    const view = await loadNodeView(rootNodeId);
    const saved = view.window.find((e) => e.id === orphan.id)!;
    expect(saved).toMatchObject({ status: "error", error: INTERRUPTED_MESSAGE, content: "half an ans" });

    const retry = await startTurn({ nodeId: rootNodeId, retry: true });
    await retry.result.consumeStream();
    expect((await retry.done).status).toBe("complete");
  });

  it("leaves answers that this process is still streaming alone", async () => {
    const { rootNodeId } = await seedConversation();
    const live = await appendItem(rootNodeId, { role: "assistant", content: "", status: "streaming", tokenCount: 0 });
    markTurnActive(live.id);
    expect(await recoverInterruptedAnswers(rootNodeId)).toBe(0);
    markTurnDone(live.id);
    expect(await recoverInterruptedAnswers(rootNodeId)).toBe(1);
    expect((await getDb().item.findUniqueOrThrow({ where: { id: live.id } })).status).toBe("error");
  });

  it("names an untitled conversation after its first message", async () => {
    const { rootNodeId, conversationId } = await seedConversation();
    await getDb().conversation.update({ where: { id: conversationId }, data: { title: "Untitled conversation" } });
    await getDb().node.update({ where: { id: rootNodeId }, data: { title: "Untitled conversation" } });
    const turn = await startTurn({ nodeId: rootNodeId, text: "Plan the garden layout for spring planting this year" });
    await turn.result.consumeStream();
    await turn.done;
    const conversation = await getDb().conversation.findUniqueOrThrow({ where: { id: conversationId } });
    expect(conversation.title).toBe("Plan the garden layout for spring…");
    expect((await getDb().node.findUniqueOrThrow({ where: { id: rootNodeId } })).title).toBe(conversation.title);
  });
});

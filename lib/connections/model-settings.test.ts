import { describe, expect, it } from "vitest";
import { startTurn } from "@/lib/chat/turn";
import { TITLE_PROMPT } from "@/lib/chat/titles";
import { getDb } from "@/lib/db/client";
import { seedConversation } from "@/lib/testing/fixtures";
import { useFakeProvider } from "@/lib/testing/fake-provider";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { addConnection, removeConnection } from "./connections";
import { getModelSettings, updateModelSettings } from "./model-settings";
import { taskModelFor } from "./registry";

useTestDatabase();

const provider = useFakeProvider();

const titleRequests = () =>
  provider().requests.filter(
    (r) =>
      r.path.endsWith("/chat/completions") &&
      JSON.stringify((r.body as { messages?: unknown }).messages ?? "").includes(TITLE_PROMPT.slice(0, 40)),
  );

describe("the task model (titles, condensed notes, folds, knowledge asks)", () => {
  it("defaults to the conversation's model; the instance's applies at once; a project's own overrides it", async () => {
    await addConnection({ name: "tasks", provider: "openai-compatible", url: provider().url });
    expect(await getModelSettings()).toMatchObject({ taskModel: null, userKeys: false });
    expect(await taskModelFor({ model: "offline" })).toBe("offline");

    const set = await updateModelSettings({ taskModel: "tasks:test-model" });
    expect(set).toMatchObject({
      taskModel: "tasks:test-model",
      taskModelAvailable: true,
      taskModelLabel: "tasks · test-model",
    });
    expect((await getDb().instanceSettings.findUniqueOrThrow({ where: { id: "instance" } })).taskModel).toBe(
      "tasks:test-model",
    );
    expect(await taskModelFor({ model: "offline" })).toBe("tasks:test-model");
    expect(await taskModelFor({ model: "offline", taskModel: "offline" })).toBe("offline");

    await expect(updateModelSettings({ taskModel: "nowhere:model" })).rejects.toMatchObject({ code: "invalid:model" });
    expect((await getModelSettings()).taskModel).toBe("tasks:test-model");
  });

  it("writes an offline conversation's title with the instance's task model", async () => {
    await updateModelSettings({ taskModel: "tasks:test-model" });
    const { conversationId, rootNodeId } = await seedConversation({ name: "Titled by the task model" });
    await getDb().conversation.update({ where: { id: conversationId }, data: { title: "Untitled conversation" } });
    await getDb().node.update({ where: { id: rootNodeId }, data: { title: "Untitled conversation" } });
    const before = titleRequests().length;
    const turn = await startTurn({ nodeId: rootNodeId, text: "hi, can you check the launch code for me" });
    await turn.result.consumeStream();
    expect((await turn.done).status).toBe("complete");
    await turn.followUps;
    expect(turn.model).toBe("offline");
    // The title is follow-up work of the turn: wait for its request (a condition, not a time).
    await expect.poll(() => titleRequests().length, { timeout: 15_000 }).toBe(before + 1);
    expect(titleRequests().at(-1)!.body).toMatchObject({ model: "test-model" });
    const usage = await getDb().usage.findMany({ where: { nodeId: rootNodeId, purpose: "summarise" } });
    expect(usage.map((u) => u.model)).toContain("tasks:test-model");
    // The fake server's reply, cleaned into a title, replaced the heuristic one.
    expect((await getDb().node.findUniqueOrThrow({ where: { id: rootNodeId } })).title).not.toBe(
      "Untitled conversation",
    );
  });

  it("a removed task model falls back to the conversation's model and says so", async () => {
    await updateModelSettings({ taskModel: "tasks:test-model" });
    const row = await getDb().connection.findUniqueOrThrow({ where: { name: "tasks" } });
    await removeConnection(row.id);
    expect(await getModelSettings()).toMatchObject({ taskModel: "tasks:test-model", taskModelAvailable: false });
    expect(await taskModelFor({ model: "offline" })).toBe("offline");
    expect((await updateModelSettings({ taskModel: null })).taskModel).toBeNull();
  });
});

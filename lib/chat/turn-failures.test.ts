import { APICallError, wrapLanguageModel } from "ai";
import { afterEach, describe, expect, it } from "vitest";
import { createOfflineChatModel } from "@/lib/memory/context-answer";
import { setModelOverride } from "@/lib/ai/providers";
import { streamErrorsAsParts } from "@/lib/ai/stream-errors";
import { getDb } from "@/lib/db/client";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { countRows, seedConversation } from "@/lib/testing/fixtures";
import { answeringModel, brokenStreamModel, failingModel, MOCK_USAGE, rejectingModel } from "@/lib/testing/models";
import { startTurn } from "./turn";

useTestDatabase();
afterEach(() => setModelOverride(null));

const items = (nodeId: string) => getDb().item.findMany({ where: { nodeId }, orderBy: { position: "asc" } });
const usages = (nodeId: string) => getDb().usage.findMany({ where: { nodeId }, orderBy: { createdAt: "asc" } });

describe("a stream that fails after some text", () => {
  it("keeps the user's message and the partial answer, marked as an error with its message", async () => {
    const { rootNodeId } = await seedConversation();
    setModelOverride(failingModel(["The answer ", "is "], "Connection reset by peer"));

    const turn = await startTurn({ nodeId: rootNodeId, text: "What is the answer?" });
    await turn.result.consumeStream();
    const outcome = await turn.done;
    await turn.followUps; // the usage row follows the saved answer

    expect(outcome).toMatchObject({ status: "error", text: "The answer is " });
    expect(outcome.error).toContain("Connection reset by peer");
    const [user, answer] = await items(rootNodeId);
    expect(user).toMatchObject({
      id: turn.userItemId,
      role: "user",
      status: "complete",
      content: "What is the answer?",
    });
    expect(answer).toMatchObject({
      id: turn.assistantItemId,
      role: "assistant",
      status: "error",
      content: "The answer is ",
    });
    expect(answer.error).toContain("Connection reset by peer");
    expect(answer.contextReport).not.toBeNull();
    expect(await usages(rootNodeId)).toEqual([expect.objectContaining({ purpose: "chat", outcome: "error" })]);
  });

  it("retry answers the same message again in place of the failed answer, without a new user message", async () => {
    const { rootNodeId } = await seedConversation();
    setModelOverride(failingModel(["Half"], "Upstream timeout"));
    const failed = await startTurn({ nodeId: rootNodeId, text: "Tell me a fact." });
    await failed.result.consumeStream();
    await failed.done;
    await failed.followUps; // the usage row follows the saved answer

    const good = answeringModel(["Water ", "is wet."]);
    setModelOverride(good);
    const retry = await startTurn({ nodeId: rootNodeId, retry: true });
    await retry.result.consumeStream();
    const outcome = await retry.done;
    await retry.followUps; // the usage row follows the saved answer

    expect(outcome).toMatchObject({ status: "complete", text: "Water is wet.", error: null });
    expect(retry.userItemId).toBe(failed.userItemId);
    expect(retry.assistantItemId).toBe(failed.assistantItemId);
    const rows = await items(rootNodeId);
    expect(rows.map((r) => [r.role, r.status, r.content, r.error])).toEqual([
      ["user", "complete", "Tell me a fact.", null],
      ["assistant", "complete", "Water is wet.", null],
    ]);
    // The failed half-answer is not sent back to the model: the retry sees the question only.
    const prompt = good.doStreamCalls[0].prompt;
    expect(prompt.map((m) => m.role)).toEqual(["user"]);
    expect(JSON.stringify(prompt)).toContain("Tell me a fact.");
    expect(JSON.stringify(prompt)).not.toContain("Half");

    const usage = await usages(rootNodeId);
    expect(usage.map((u) => u.outcome).sort()).toEqual(["error", "ok"]);
    // The provider's own usage is recorded when it reports one.
    expect(usage.find((u) => u.outcome === "ok")).toMatchObject({
      inputTokens: MOCK_USAGE.inputTokens.total,
      outputTokens: MOCK_USAGE.outputTokens.total,
    });
  });
});

describe("other provider failures", () => {
  async function run(nodeId: string) {
    const turn = await startTurn({ nodeId, text: "Hello?" });
    await turn.result.consumeStream();
    const outcome = await turn.done;
    await turn.followUps; // the usage row follows the saved answer
    return { turn, outcome };
  }

  it("a stream that breaks mid-answer (behind the registry's middleware) keeps the partial text as an error", async () => {
    const { rootNodeId } = await seedConversation();
    // The override bypasses the registry, so wrap the mock the way getLanguageModel wraps remote models.
    const broken = brokenStreamModel(["Partial "], "socket hang up");
    setModelOverride(wrapLanguageModel({ model: broken, middleware: streamErrorsAsParts("Mock · model") }));
    const { turn, outcome } = await run(rootNodeId);
    expect(outcome).toMatchObject({ status: "error", text: "Partial " });
    const answer = await getDb().item.findUniqueOrThrow({ where: { id: turn.assistantItemId } });
    expect(answer).toMatchObject({ status: "error", content: "Partial " });
    expect(answer.error).toContain("Mock · model broke off");
    expect(answer.error).toContain("socket hang up");
    expect((await usages(rootNodeId)).map((u) => u.outcome)).toEqual(["error"]);
  });

  it("a request the provider refuses is stored with its HTTP status and without the key", async () => {
    const { rootNodeId } = await seedConversation();
    const refusal = new APICallError({
      message: "Incorrect API key provided: sk-abcdefghijklmnop",
      url: "https://api.example.test/v1/chat",
      requestBodyValues: {},
      statusCode: 401,
      isRetryable: false,
    });
    setModelOverride(rejectingModel(refusal));
    const { turn, outcome } = await run(rootNodeId);
    expect(outcome.status).toBe("error");
    const answer = await getDb().item.findUniqueOrThrow({ where: { id: turn.assistantItemId } });
    expect(answer).toMatchObject({ status: "error", content: "" });
    expect(answer.error).toContain("HTTP 401");
    expect(answer.error).not.toContain("sk-abcdefghijklmnop");
    expect((await items(rootNodeId)).map((r) => r.role)).toEqual(["user", "assistant"]);
  });
});

describe("an aborted stream", () => {
  it("keeps the partial text and marks the answer aborted", async () => {
    const { rootNodeId } = await seedConversation();
    setModelOverride(answeringModel(["One ", "two ", "three ", "four ", "five."], { chunkDelayInMs: 30 }));
    const controller = new AbortController();

    const turn = await startTurn({ nodeId: rootNodeId, text: "Count to five.", abortSignal: controller.signal });
    let seen = "";
    for await (const delta of turn.result.textStream) {
      seen += delta;
      controller.abort();
    }
    const outcome = await turn.done;
    await turn.followUps; // the usage row follows the saved answer

    expect(seen).toBe("One ");
    expect(outcome.status).toBe("aborted");
    // What was saved is what the reader saw before stopping.
    expect(outcome.text).toBe(seen);
    const answer = await getDb().item.findUniqueOrThrow({ where: { id: turn.assistantItemId } });
    expect(answer).toMatchObject({ status: "aborted", content: outcome.text, error: null });
    expect(answer.tokenCount).toBeGreaterThan(0);
    expect(await usages(rootNodeId)).toEqual([expect.objectContaining({ outcome: "aborted" })]);
  });

  it("stopping the offline engine mid-answer also ends as aborted", async () => {
    const facts = "The launch code is ORCHID-7 and the backup code is TULIP-3.";
    const { rootNodeId } = await seedConversation({ messages: [{ role: "user", content: facts }] });
    setModelOverride(createOfflineChatModel({ delayMs: 20 }));
    const controller = new AbortController();
    const text = "What are the launch code and the backup code?";
    const turn = await startTurn({ nodeId: rootNodeId, text, abortSignal: controller.signal });
    for await (const _ of turn.result.textStream) controller.abort();
    const outcome = await turn.done;
    await turn.followUps; // the usage row follows the saved answer
    expect(outcome.status).toBe("aborted");
    expect(outcome.text.length).toBeGreaterThan(0);
    expect(await getDb().item.findUniqueOrThrow({ where: { id: turn.assistantItemId } })).toMatchObject({
      status: "aborted",
      error: null,
    });
  });

  it("a stopped answer can be retried", async () => {
    const { rootNodeId } = await seedConversation();
    setModelOverride(answeringModel(["Slow ", "answer."], { chunkDelayInMs: 30 }));
    const controller = new AbortController();
    const stopped = await startTurn({ nodeId: rootNodeId, text: "Go.", abortSignal: controller.signal });
    for await (const _ of stopped.result.textStream) controller.abort();
    expect((await stopped.done).status).toBe("aborted");

    setModelOverride(answeringModel(["Done."]));
    const retry = await startTurn({ nodeId: rootNodeId, retry: true });
    await retry.result.consumeStream();
    expect(await retry.done).toMatchObject({ status: "complete", text: "Done." });
  });
});

describe("retry when nothing failed", () => {
  it.each([
    ["an empty node", [] as string[]],
    ["a node whose last answer completed", ["Hello"]],
  ])("is rejected in %s with conflict:nothing_to_retry and writes nothing", async (_, messages) => {
    const { rootNodeId } = await seedConversation();
    setModelOverride(answeringModel(["Hi."]));
    for (const text of messages) {
      const turn = await startTurn({ nodeId: rootNodeId, text });
      await turn.result.consumeStream();
      await turn.done;
      await turn.followUps; // the usage row follows the saved answer
    }
    const before = await countRows();
    await expect(startTurn({ nodeId: rootNodeId, retry: true })).rejects.toMatchObject({
      code: "conflict:nothing_to_retry",
      message: expect.stringContaining("no failed or stopped answer"),
    });
    expect(await countRows()).toEqual(before);
  });
});

import type { LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { MockLanguageModelV3 } from "ai/test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { getLanguageModel, setModelOverride } from "@/lib/ai/providers";
import { startFakeOpenAIServer } from "@/lib/ai/testing/fake-openai-server";
import { getEnv } from "@/lib/env";
import { getDb } from "@/lib/db/client";
import { appendItem } from "@/lib/db/queries/items";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation } from "@/lib/testing/fixtures";
import { answeringModel, controlledModel, failingModel } from "@/lib/testing/models";
import { HEARTBEAT_STALE_MS, INTERRUPTED_MESSAGE, stopAnswer, sweepInterruptedAnswers } from "./live-answers";
import { loadNodeView } from "./node-view";
import { startTurn } from "./turn";

useTestDatabase();
afterEach(() => setModelOverride(null));

const row = (id: string) => getDb().item.findUniqueOrThrow({ where: { id } });
const staleAt = () => new Date(Date.now() - HEARTBEAT_STALE_MS - 1_000);
/** Waits on a condition, not a clock: generous, since a loaded machine may be slow but must not fail. */
const UNTIL = { timeout: 15_000, interval: 20 };
/** The answer's row once it stores more than `length` characters. */
const storedPast = (id: string, length: number) =>
  vi.waitFor(async () => {
    const r = await row(id);
    expect(r.content.length).toBeGreaterThan(length);
    return r;
  }, UNTIL);

/** Streams `before` and then goes silent (never finishes) until aborted, as a fetch body does. */
function stallingModel(before: string[]) {
  return new MockLanguageModelV3({
    doStream: async ({ abortSignal }) => {
      const parts: LanguageModelV3StreamPart[] = [
        { type: "stream-start", warnings: [] },
        ...(before.length ? [{ type: "text-start", id: "t" } as const] : []),
        ...before.map((delta): LanguageModelV3StreamPart => ({ type: "text-delta", id: "t", delta })),
      ];
      return {
        stream: new ReadableStream<LanguageModelV3StreamPart>({
          pull: (controller) => {
            const part = parts.shift();
            if (part) controller.enqueue(part);
            else
              return new Promise<void>((resolve) =>
                abortSignal?.addEventListener("abort", () => {
                  controller.error(new DOMException("aborted", "AbortError"));
                  resolve();
                }),
              );
          },
        }),
      };
    },
  });
}

describe("an answer written as it streams", () => {
  it("stores its text and heartbeat while it streams, before the stream ends", async () => {
    const { rootNodeId } = await seedConversation();
    // 40 chunks of 20 characters, released by the test: the stream cannot end before the test has
    // looked at the row, however fast or slow the machine.
    const chunks = Array.from({ length: 40 }, (_, i) =>
      `word${String(i).padStart(2, "0")} of the answer `.slice(0, 20),
    );
    const stream = controlledModel();
    setModelOverride(stream.model);
    const turn = await startTurn({ nodeId: rootNodeId, text: "Say many words." });
    const consumed = turn.result.consumeStream();

    // 320 characters: past the writer's ~300-character flush, so a write comes without waiting a second.
    chunks.slice(0, 16).forEach(stream.send);
    const first = await storedPast(turn.assistantItemId, 0);
    // 320 more: a second, longer write, still while streaming.
    chunks.slice(16, 32).forEach(stream.send);
    const second = await storedPast(turn.assistantItemId, first.content.length);
    const mid = [first, second];
    expect(mid.every((s) => s.status === "streaming")).toBe(true);
    // Several writes while streaming, the first long before the whole text.
    expect(new Set(mid.map((s) => s.content.length)).size).toBeGreaterThan(1);
    expect(Math.min(...mid.map((s) => s.content.length))).toBeLessThan(chunks.join("").length / 2);
    expect(mid.every((s) => s.heartbeatAt !== null)).toBe(true);
    expect(second.heartbeatAt!.getTime()).toBeGreaterThanOrEqual(first.heartbeatAt!.getTime());

    chunks.slice(32).forEach(stream.send);
    stream.finish();
    await consumed;
    await turn.done;
    const done = await row(turn.assistantItemId);
    expect(done).toMatchObject({ status: "complete", content: chunks.join(""), heartbeatAt: null });
  });
});

describe("Stop from any instance", () => {
  it("marks the answer stopped in its row; the turn notices at its next flush, ends, and keeps the text", async () => {
    const { rootNodeId } = await seedConversation();
    const chunks = Array.from({ length: 30 }, (_, i) => `chunk ${i} `);
    const stream = controlledModel();
    setModelOverride(stream.model);
    const turn = await startTurn({ nodeId: rootNodeId, text: "Talk for a while." });
    const consumed = turn.result.consumeStream();
    // Part of the answer, stored by the writer's timed flush (within about a second).
    chunks.slice(0, 10).forEach(stream.send);
    await storedPast(turn.assistantItemId, 0);
    const stopping = stopAnswer(rootNodeId);
    await vi.waitFor(async () => expect((await row(turn.assistantItemId)).status).toBe("aborted"), UNTIL);
    // One more chunk (the stream cannot end on its own): the writer's next flush finds the row stopped.
    stream.send(chunks[10]);
    expect(await stopping).toBe(1);
    await consumed;
    const outcome = await turn.done;
    await turn.followUps; // the usage row follows the saved answer
    expect(outcome.status).toBe("aborted");
    const saved = await row(turn.assistantItemId);
    expect(saved.status).toBe("aborted");
    expect(saved.content.length).toBeGreaterThan(0);
    expect(chunks.join("").startsWith(saved.content)).toBe(true);
    expect(saved.content.length).toBeLessThan(chunks.join("").length);
    expect(saved.contextReport).not.toBeNull();
    expect((await getDb().usage.findFirstOrThrow({ where: { nodeId: rootNodeId } })).outcome).toBe("aborted");
  });
});

describe("interrupted answers", () => {
  it("a reader shows a stale answer as interrupted without writing; the sweep marks it, keeping the text", async () => {
    const { rootNodeId } = await seedConversation({
      messages: [{ role: "user", content: "The launch code is ORCHID-7." }],
    });
    const stale = await appendItem(rootNodeId, {
      role: "assistant",
      content: "half an ans",
      status: "streaming",
      tokenCount: 3,
      heartbeatAt: staleAt(),
    });
    const live = await appendItem(rootNodeId, {
      role: "assistant",
      content: "still going",
      status: "streaming",
      tokenCount: 2,
      heartbeatAt: new Date(),
    });

    const view = await loadNodeView(rootNodeId);
    expect(view.window.find((e) => e.id === stale.id)).toMatchObject({
      status: "error",
      error: INTERRUPTED_MESSAGE,
      content: "half an ans",
    });
    expect(view.window.find((e) => e.id === live.id)).toMatchObject({ status: "streaming", content: "still going" });
    // The render wrote nothing.
    expect(await row(stale.id)).toMatchObject({ status: "streaming", error: null });

    expect(await sweepInterruptedAnswers()).toBe(1);
    expect(await row(stale.id)).toMatchObject({ status: "error", error: INTERRUPTED_MESSAGE, content: "half an ans" });
    expect(await row(live.id)).toMatchObject({ status: "streaming" });
    // Once the live one's heartbeat goes stale too, the next sweep takes it.
    expect(await sweepInterruptedAnswers(new Date(Date.now() + HEARTBEAT_STALE_MS + 1_000))).toBe(1);
  });

  it("Continue carries an interrupted answer on from its text; the offline engine adds exactly the rest", async () => {
    const { rootNodeId } = await seedConversation({
      messages: [{ role: "user", content: "The launch code is ORCHID-7. The pad is on the north shore." }],
    });
    // The whole answer the offline engine gives, then the same question cut off part-way.
    const full = await startTurn({ nodeId: rootNodeId, text: "What is the launch code and where is the pad?" });
    await full.result.consumeStream();
    const whole = (await full.done).text;
    expect(whole.length).toBeGreaterThan(40);

    const { rootNodeId: other } = await seedConversation({
      messages: [{ role: "user", content: "The launch code is ORCHID-7. The pad is on the north shore." }],
    });
    await appendItem(other, { role: "user", content: "What is the launch code and where is the pad?", tokenCount: 10 });
    const cut = await appendItem(other, {
      role: "assistant",
      content: whole.slice(0, 30),
      status: "streaming",
      tokenCount: 5,
      model: "offline",
      heartbeatAt: staleAt(),
    });

    const turn = await startTurn({ nodeId: other, continue: true });
    expect(turn.assistantItemId).toBe(cut.id);
    expect(turn.prefix).toBe(whole.slice(0, 30));
    await turn.result.consumeStream();
    const outcome = await turn.done;
    expect(outcome).toMatchObject({ status: "complete", text: whole });
    expect(await row(cut.id)).toMatchObject({ status: "complete", content: whole, error: null });
    expect(await getDb().item.count({ where: { nodeId: other } })).toBe(3);
  });

  it("Continue sends the partial answer and a continue instruction to a real model, and appends its reply", async () => {
    const { rootNodeId } = await seedConversation();
    setModelOverride(failingModel(["The three primary ", "colours are"], "Connection reset"));
    const first = await startTurn({ nodeId: rootNodeId, text: "Name the primary colours." });
    await first.result.consumeStream();
    expect((await first.done).status).toBe("error");

    const model = answeringModel([" red, yellow", " and blue."]);
    setModelOverride(model);
    const turn = await startTurn({ nodeId: rootNodeId, continue: true });
    await turn.result.consumeStream();
    expect((await turn.done).text).toBe("The three primary colours are red, yellow and blue.");
    const prompt = model.doStreamCalls[0].prompt;
    expect(prompt.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    expect(JSON.stringify(prompt[1])).toContain("The three primary colours are");
    expect(JSON.stringify(prompt[2])).toContain("Continue it exactly where it stops");
  });

  it("refuses Retry and Continue while the node is answering, and Continue with no text to continue", async () => {
    const { rootNodeId } = await seedConversation({ messages: [{ role: "user", content: "Hello?" }] });
    const live = await appendItem(rootNodeId, {
      role: "assistant",
      content: "Hi",
      status: "streaming",
      tokenCount: 1,
      heartbeatAt: new Date(),
    });
    await expect(startTurn({ nodeId: rootNodeId, retry: true })).rejects.toMatchObject({
      code: "conflict:node_answering",
    });
    await expect(startTurn({ nodeId: rootNodeId, continue: true })).rejects.toMatchObject({
      code: "conflict:node_answering",
    });
    await getDb().item.update({ where: { id: live.id }, data: { status: "error", content: "" } });
    await expect(startTurn({ nodeId: rootNodeId, continue: true })).rejects.toMatchObject({
      code: "conflict:nothing_to_continue",
    });
  });
});

describe("our own provider timeouts", () => {
  it("ends a provider that never sends a first token as 'the model stopped responding'", async () => {
    const { rootNodeId } = await seedConversation();
    setModelOverride(stallingModel([]));
    const started = Date.now();
    const turn = await startTurn({
      nodeId: rootNodeId,
      text: "Anyone there?",
      timeouts: { firstTokenMs: 300, idleMs: 5_000 },
    });
    await turn.result.consumeStream();
    const outcome = await turn.done;
    expect(Date.now() - started).toBeLessThan(4_000);
    expect(outcome.status).toBe("error");
    expect(outcome.error).toMatch(/^The model stopped responding: no answer after 0.3 s/);
    expect(await row(turn.assistantItemId)).toMatchObject({ status: "error", error: outcome.error });
  });

  it("ends a provider that goes silent mid-answer, keeping the text it had", async () => {
    const { rootNodeId } = await seedConversation();
    setModelOverride(stallingModel(["Half of ", "an answer"]));
    const turn = await startTurn({
      nodeId: rootNodeId,
      text: "Tell me everything.",
      timeouts: { firstTokenMs: 5_000, idleMs: 300 },
    });
    await turn.result.consumeStream();
    const outcome = await turn.done;
    await turn.followUps; // the usage row follows the saved answer
    expect(outcome).toMatchObject({ status: "error", text: "Half of an answer" });
    expect(outcome.error).toMatch(/^The model stopped responding: nothing for 0.3 s mid-answer/);
    expect(await row(turn.assistantItemId)).toMatchObject({ status: "error", content: "Half of an answer" });
    const usage = await getDb().usage.findFirstOrThrow({ where: { nodeId: rootNodeId } });
    expect(usage.outcome).toBe("error");
  });

  it("ends a stalled OpenAI-compatible server (real HTTP) keeping the partial text, and Continue carries it on", async () => {
    const server = await startFakeOpenAIServer({ mode: "stall" });
    try {
      const env = getEnv({
        NODE_ENV: "test",
        OPENAI_COMPATIBLE_BASE_URL: server.url,
        OPENAI_COMPATIBLE_MODELS: "test-model",
      });
      setModelOverride(getLanguageModel("compatible:test-model", env));
      const { rootNodeId } = await seedConversation();
      const turn = await startTurn({
        nodeId: rootNodeId,
        text: "Hello?",
        timeouts: { firstTokenMs: 2_000, idleMs: 400 },
      });
      await turn.result.consumeStream();
      const outcome = await turn.done;
      expect(outcome).toMatchObject({ status: "error", text: "Hello from " });
      expect(outcome.error).toMatch(/^The model stopped responding/);

      server.setMode("ok");
      const resumed = await startTurn({ nodeId: rootNodeId, continue: true });
      await resumed.result.consumeStream();
      expect((await resumed.done).text.startsWith("Hello from Hello from the fake")).toBe(true);
      const last = server.requests.at(-1)!.body as { messages: Array<{ role: string; content: string }> };
      expect(last.messages.map((m) => m.role)).toEqual(["user", "assistant", "user"]);
    } finally {
      await server.close();
    }
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { MockLanguageModelV3, simulateReadableStream } from "ai/test";
import type { LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { getDb } from "@/lib/db/client";
import { setModelOverride } from "@/lib/ai/providers";
import { resetEnv } from "@/lib/env";
import { isAppError } from "@/lib/errors";
import { countTokens } from "@/lib/text/count-tokens";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { countRows, seedConversation } from "@/lib/testing/fixtures";
import { MOCK_USAGE } from "@/lib/testing/models";
import { fakeToolSessions } from "@/lib/testing/tool-session";
import { getNodeWindow } from "@/lib/views/node-window";
import type { ToolProvenance } from "@/lib/shared/tool-calls";
import { startTurn, type TurnInput } from "./turn";
import { awaitTurnAnswer } from "./turn-response";
import { answerToolCall, expireToolWaits } from "./tool-approval";
import { setToolSessionsForTests, type ProjectToolSettings } from "./tool-session";

useTestDatabase();

const BIG = Array.from(
  { length: 2_500 },
  (_, i) => `Line ${i}: the file entry report-${i}.txt has ${i * 7} bytes and owner Dana Ruiz.`,
).join("\n");
/** Settles once the slow tool is running; each test that uses it arms a fresh one. */
let slowStarted: () => void = () => {};
let slowRunning = Promise.resolve();
const armSlow = () => (slowRunning = new Promise<void>((resolve) => (slowStarted = resolve)));

const fake = fakeToolSessions([
  {
    server: "fs",
    name: "read_text_file",
    required: ["path"],
    properties: { path: { type: "string" } },
    run: (a) => `contents of ${String(a.path)}: ORCHID-7`,
  },
  { server: "fs", name: "list_big", run: () => BIG },
  { server: "fs", name: "write_file", destructive: true, required: ["path"], run: (a) => `wrote ${String(a.path)}` },
  { server: "fs", name: "broken", run: () => Promise.reject(new Error("ECONNRESET: the server died mid-call")) },
  {
    server: "slow",
    name: "wait",
    run: (_a, signal) =>
      new Promise<string>((resolve, reject) => {
        slowStarted();
        signal?.addEventListener("abort", () => reject(new Error("aborted by Stop")), { once: true });
      }),
  },
]);
let settings: ProjectToolSettings = { servers: ["fs", "slow"], approval: "destructive", asideTokens: 2_000 };

beforeAll(() => setToolSessionsForTests(fake.open, async () => settings));
afterAll(() => setToolSessionsForTests(null));
afterEach(() => setModelOverride(null));

async function say(nodeId: string, text: string, extra: Partial<TurnInput> = {}) {
  const turn = await startTurn({ nodeId, text, tools: { servers: ["fs"] }, ...extra } as TurnInput);
  return { turn, answer: await awaitTurnAnswer(turn) };
}

async function toolItems(nodeId: string) {
  return (await getNodeWindow(nodeId)).filter((e) => e.role === "tool");
}

describe("a turn's tool calls with the offline engine's /tool", () => {
  it("stores a small result as a tool item between the question and the answer, with provenance", async () => {
    const { rootNodeId } = await seedConversation();
    const { answer } = await say(rootNodeId, '/tool fs.read_text_file {"path": "notes.txt"}');
    const window = await getNodeWindow(rootNodeId);
    expect(window.map((e) => e.role)).toEqual(["user", "tool", "assistant"]);
    const tool = window[1].tool as ToolProvenance;
    expect(tool).toMatchObject({
      server: "fs",
      tool: "read_text_file",
      args: { path: "notes.txt" },
      status: "done",
      asideNodeId: null,
    });
    expect(tool.ms).toBeGreaterThanOrEqual(0);
    expect(tool.bytes).toBe(Buffer.byteLength("contents of notes.txt: ORCHID-7"));
    expect(window[1].content).toContain("ORCHID-7");
    expect(answer.reply).toContain("ORCHID-7");
    expect(answer.toolCalls).toEqual([
      expect.objectContaining({ id: window[1].id, status: "done", asideNodeId: null }),
    ]);
  });

  it("keeps a large result in an automatic tool aside and gives the node a condensed note", async () => {
    const { rootNodeId } = await seedConversation();
    const { answer } = await say(rootNodeId, "/tool fs.list_big {}");
    const [item] = await toolItems(rootNodeId);
    const tool = item.tool as ToolProvenance;
    expect(tool.status).toBe("done");
    expect(tool.resultTokens).toBeGreaterThan(20_000);
    expect(item.tokenCount).toBeLessThan(500);
    const aside = await getDb().node.findUniqueOrThrow({ where: { id: tool.asideNodeId! } });
    expect(item.content).toContain(`"${aside.title}"`); // named by its title; the card links it
    expect(aside).toMatchObject({ kind: "volatile", parentId: rootNodeId, toolOutput: true });
    const held = await toolItems(aside.id);
    expect(held).toHaveLength(1);
    expect(held[0].content).toContain(BIG);
    expect(answer.toolCalls[0]).toMatchObject({ asideNodeId: aside.id, status: "done" });
    // The next prompt grows by the note, not the result.
    const next = await say(rootNodeId, "What was in the listing?");
    expect(next.answer.report.totalTokens).toBeLessThan(countTokens(BIG) / 10);
  });

  it("an error result (the server died mid-call) is shown as such and the turn goes on", async () => {
    const { rootNodeId } = await seedConversation();
    const { answer } = await say(rootNodeId, "/tool fs.broken {}");
    const [item] = await toolItems(rootNodeId);
    expect(item.tool).toMatchObject({ status: "error", error: expect.stringContaining("ECONNRESET") });
    expect(answer.reply).toContain("failed");
  });

  it("arguments that fail the tool's schema are an error result; the tool never runs", async () => {
    const { rootNodeId } = await seedConversation();
    const before = fake.calls.length;
    await say(rootNodeId, '/tool fs.read_text_file {"file": 3}');
    const [item] = await toolItems(rootNodeId);
    expect(item.tool).toMatchObject({ status: "error", error: expect.stringContaining("missing path") });
    expect(fake.calls.length).toBe(before);
  });

  it("a server the project has not enabled is refused before anything is written", async () => {
    const { rootNodeId } = await seedConversation();
    const before = await countRows();
    const refused = await startTurn({
      nodeId: rootNodeId,
      text: "/tool web.get {}",
      tools: { servers: ["web"] },
    }).catch((e) => e);
    expect(isAppError(refused) && refused.code).toBe("invalid:tools");
    expect(await countRows()).toEqual(before);
  });
});

describe("approval", () => {
  it("a destructive call waits, survives as a stored wait, and Approve runs it and resumes the answer", async () => {
    const { rootNodeId } = await seedConversation();
    const before = fake.calls.length;
    const { answer } = await say(rootNodeId, '/tool fs.write_file {"path": "out.txt"}');
    expect(answer.toolCalls).toEqual([expect.objectContaining({ status: "awaiting_approval" })]);
    expect(answer.reply).toContain("Waiting for your approval");
    expect(fake.calls.length).toBe(before);

    const resumed = await awaitTurnAnswer(
      await answerToolCall({ callId: answer.toolCalls[0].id, userId: null, sessionId: null }),
    );
    expect(resumed.assistantItemId).toBe(answer.assistantItemId);
    expect(resumed.toolCalls).toEqual([expect.objectContaining({ status: "done" })]);
    expect(resumed.reply).toContain("wrote out.txt");
    const window = await getNodeWindow(rootNodeId);
    expect(window.map((e) => e.role)).toEqual(["user", "tool", "assistant"]);
    const again = await answerToolCall({ callId: answer.toolCalls[0].id, userId: null, sessionId: null }).catch(
      (e) => e,
    );
    expect(isAppError(again) && again.code).toBe("conflict:not_awaiting");
  });

  it("Deny marks the call denied; it never runs and the model is told", async () => {
    const { rootNodeId } = await seedConversation();
    const before = fake.calls.length;
    const { answer } = await say(rootNodeId, '/tool fs.write_file {"path": "x"}');
    const denied = await awaitTurnAnswer(
      await answerToolCall({ callId: answer.toolCalls[0].id, deny: true, userId: null, sessionId: null }),
    );
    expect(denied.toolCalls[0].status).toBe("denied");
    expect(denied.reply).toContain("denied");
    expect(fake.calls.length).toBe(before);
  });

  it("an expired wait ends as denied", async () => {
    const { rootNodeId } = await seedConversation();
    const { answer } = await say(rootNodeId, '/tool fs.write_file {"path": "y"}');
    await expireToolWaits(new Date(Date.now() + 365 * 24 * 3600_000));
    const [item] = await toolItems(rootNodeId);
    expect(item.tool).toMatchObject({ status: "denied", error: "the approval expired" });
    const row = await getDb().item.findUniqueOrThrow({ where: { id: answer.assistantItemId } });
    expect(row.status).toBe("complete");
  });

  it("approval 'always' makes every call wait; 'never' runs a destructive one at once", async () => {
    const { rootNodeId } = await seedConversation();
    settings = { ...settings, approval: "always" };
    const waits = await say(rootNodeId, '/tool fs.read_text_file {"path": "a"}');
    expect(waits.answer.toolCalls[0].status).toBe("awaiting_approval");
    settings = { ...settings, approval: "never" };
    const { rootNodeId: other } = await seedConversation();
    const runs = await say(other, '/tool fs.write_file {"path": "b"}');
    expect(runs.answer.toolCalls[0].status).toBe("done");
    settings = { ...settings, approval: "destructive" };
  });
});

describe("bounds", () => {
  it("a model that keeps calling tools stops at the step bound", async () => {
    process.env.CANOPY_TOOL_MAX_STEPS = "3";
    resetEnv();
    let n = 0;
    const looping = new MockLanguageModelV3({
      doStream: async () => ({
        stream: simulateReadableStream<LanguageModelV3StreamPart>({
          chunks: [
            { type: "stream-start", warnings: [] },
            { type: "tool-call", toolCallId: `loop-${n++}`, toolName: "fs_read_text_file", input: '{"path":"again"}' },
            { type: "finish", finishReason: { unified: "tool-calls", raw: "tool_calls" }, usage: MOCK_USAGE },
          ],
        }),
      }),
    });
    setModelOverride(looping);
    try {
      const { rootNodeId } = await seedConversation();
      const { answer } = await say(rootNodeId, "Read it until you are tired.");
      expect(answer.toolCalls).toHaveLength(3);
      expect(answer.reply).toContain("Stopped after 3 tool steps");
    } finally {
      delete process.env.CANOPY_TOOL_MAX_STEPS;
      resetEnv();
    }
  });

  it("a slow tool in one turn does not hold up another user's turn", async () => {
    const { rootNodeId } = await seedConversation();
    const { rootNodeId: other } = await seedConversation({ name: "Another project" });
    armSlow();
    const abort = new AbortController();
    const slow = await startTurn({
      nodeId: rootNodeId,
      text: "/tool slow.wait {}",
      tools: { servers: ["slow"] },
      abortSignal: abort.signal,
    });
    const slowDone = slow.result.consumeStream();
    await slowRunning;
    // The slow call is still running (it ends only on Stop) while the other turn answers in full.
    const { answer } = await say(other, "Hello there.", { tools: undefined });
    expect(answer.reply.length).toBeGreaterThan(0);
    const [item] = await toolItems(rootNodeId);
    expect(item.tool?.status).toBe("running");
    abort.abort();
    await slowDone;
    await slow.done;
  });

  it("Stop reaches a running tool call: the call ends and the answer is stopped", async () => {
    const { rootNodeId } = await seedConversation();
    armSlow();
    const abort = new AbortController();
    const turn = await startTurn({
      nodeId: rootNodeId,
      text: "/tool slow.wait {}",
      tools: { servers: ["slow"] },
      abortSignal: abort.signal,
    });
    const consumed = turn.result.consumeStream();
    await slowRunning;
    abort.abort();
    await consumed;
    const outcome = await turn.done;
    expect(outcome.status).toBe("aborted");
    const [item] = await toolItems(rootNodeId);
    expect(item.tool).toMatchObject({ status: "error", error: expect.stringContaining("aborted") });
  });
});

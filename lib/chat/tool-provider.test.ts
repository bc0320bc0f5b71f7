import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeOpenAIServer, type FakeServer } from "@/lib/ai/testing/fake-openai-server";
import { resetEnv } from "@/lib/env";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation } from "@/lib/testing/fixtures";
import { fakeToolSessions } from "@/lib/testing/tool-session";
import { getNodeWindow } from "@/lib/views/node-window";
import { insertConnection } from "@/lib/db/queries/connections";
import { refreshModelRegistry } from "@/lib/connections/registry";
import { startTurn } from "./turn";
import { modelTakesTools } from "./tool-loop";
import { awaitTurnAnswer } from "./turn-response";
import { setToolSessionsForTests } from "./tool-session";

useTestDatabase();

let server: FakeServer;
const fake = fakeToolSessions([
  { server: "fs", name: "read_text_file", required: ["path"], run: (a) => `text of ${String(a.path)}` },
  { server: "fs", name: "list_directory", run: () => "a.txt\nb.txt" },
]);

beforeAll(async () => {
  server = await startFakeOpenAIServer();
  process.env.OPENAI_COMPATIBLE_BASE_URL = server.url;
  process.env.OPENAI_COMPATIBLE_MODELS = "test-model";
  // The stored connection below points at the fake server on loopback (checked at every request).
  process.env.CONNECTIONS_ALLOW_PRIVATE_URLS = "1";
  resetEnv();
  setToolSessionsForTests(fake.open, async () => ({ servers: ["fs"], approval: "never", asideTokens: 2_000 }));
});
afterAll(async () => {
  setToolSessionsForTests(null);
  delete process.env.OPENAI_COMPATIBLE_BASE_URL;
  delete process.env.OPENAI_COMPATIBLE_MODELS;
  delete process.env.CONNECTIONS_ALLOW_PRIVATE_URLS;
  resetEnv();
  await server.close();
});

describe("tool calls through the real OpenAI-compatible provider", () => {
  it("runs several calls of one step, then the model's second step reads their results", async () => {
    const { rootNodeId } = await seedConversation();
    const turn = await startTurn({
      nodeId: rootNodeId,
      model: "compatible:test-model",
      tools: { servers: ["fs"] },
      text: '/tool fs.read_text_file {"path": "notes.md"}\n/tool fs.list_directory {}',
    });
    const answer = await awaitTurnAnswer(turn);
    expect(answer.toolCalls.map((c) => [c.tool, c.status])).toEqual([
      ["read_text_file", "done"],
      ["list_directory", "done"],
    ]);
    // The second request carried the tools, the two calls and their results, as OpenAI's API has them.
    const chats = server.requests.filter((r) => r.path.endsWith("/chat/completions"));
    const second = chats.at(-1)!.body as {
      messages: Array<{ role: string; tool_calls?: unknown[]; content?: unknown }>;
      tools: unknown[];
    };
    expect(second.tools.length).toBe(2);
    const assistant = second.messages.find((m) => m.role === "assistant" && m.tool_calls);
    expect(assistant?.tool_calls).toHaveLength(2);
    expect(second.messages.filter((m) => m.role === "tool").map((m) => m.content)).toEqual([
      "text of notes.md",
      "a.txt\nb.txt",
    ]);
    expect(answer.reply).toContain("text of notes.md");
    const window = await getNodeWindow(rootNodeId);
    expect(window.map((e) => e.role)).toEqual(["user", "tool", "tool", "assistant"]);
  });

  it("a model marked without tool support gets no tools", async () => {
    // A stored connection whose listed model says it takes no tools.
    await insertConnection({
      name: "plain",
      provider: "openai-compatible",
      url: server.url,
      vision: false,
      keyCipher: null,
      keyHint: null,
      models: [{ name: "no-tools", tools: false }],
    });
    await refreshModelRegistry();
    expect(modelTakesTools("plain:no-tools")).toBe(false);
    expect(modelTakesTools("compatible:test-model")).toBe(true);
    const { rootNodeId } = await seedConversation();
    const before = server.requests.length;
    const answer = await awaitTurnAnswer(
      await startTurn({
        nodeId: rootNodeId,
        model: "plain:no-tools",
        tools: { servers: ["fs"] },
        text: "/tool fs.list_directory {}",
      }),
    );
    const body = server.requests.slice(before).find((r) => r.path.endsWith("/chat/completions"))!.body as {
      tools?: unknown;
    };
    expect(body.tools).toBeUndefined();
    expect(answer.toolCalls).toEqual([]);
  });
});

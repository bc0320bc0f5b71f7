import { APICallError } from "ai";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setModelOverride } from "@/lib/ai/providers";
import { getDb } from "@/lib/db/client";
import { resetEnv } from "@/lib/env";
import { errorResponse } from "@/lib/http";
import { logError } from "@/lib/log";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation } from "@/lib/testing/fixtures";
import { failingModel, rejectingModel } from "@/lib/testing/models";
import { exportConversation } from "@/lib/transfer/export";
import { treeMarkdown } from "@/lib/transfer/markdown";
import { loadNodeView } from "./node-view";
import { describeProviderError, startTurn } from "./turn";

// Finding 9 of issue 18: a provider's error body naming its own URL (and a configured key) reached
// every member; the server log printed the key.
useTestDatabase();

const KEY = "canopy-configured-key-7f3a9c";
const BODY = `internal boom at http://127.0.0.1:4511/v1 (key ${KEY}, host llm.internal:8443, ip 10.0.0.7)`;
const LEAKS = [KEY, "127.0.0.1", "4511", "llm.internal", "10.0.0.7", "http://"];
const expectClean = (text: string) => {
  for (const leak of LEAKS) expect(text).not.toContain(leak);
};

const saved = process.env.OPENAI_COMPATIBLE_API_KEY;
beforeAll(() => {
  process.env.OPENAI_COMPATIBLE_API_KEY = KEY;
  resetEnv();
});
afterAll(() => {
  if (saved === undefined) delete process.env.OPENAI_COMPATIBLE_API_KEY;
  else process.env.OPENAI_COMPATIBLE_API_KEY = saved;
  resetEnv();
});
afterEach(() => setModelOverride(null));

describe("a provider error that names its URL and the key", () => {
  it("is stored, streamed, shown in the node view and exported without either", async () => {
    const { rootNodeId, conversationId } = await seedConversation();
    setModelOverride(failingModel(["Half "], BODY));
    const turn = await startTurn({ nodeId: rootNodeId, text: "Hello?" });
    // The chat route streams the same words (admins only get more).
    const streamed = await turn.result
      .toUIMessageStreamResponse({ onError: (error) => describeProviderError(error) })
      .text();
    const outcome = await turn.done;

    expect(outcome.status).toBe("error");
    expect(streamed).toContain("internal boom at");
    expectClean(streamed);
    const answer = await getDb().item.findUniqueOrThrow({ where: { id: turn.assistantItemId } });
    expect(answer.error).toContain("internal boom at [address]");
    expectClean(answer.error ?? "");
    expectClean(JSON.stringify(await loadNodeView(rootNodeId)));
    expectClean(JSON.stringify(await exportConversation(conversationId)));
    expectClean((await treeMarkdown(conversationId)).markdown);
  });

  it("a refusal before the stream is stored the same way", async () => {
    const { rootNodeId } = await seedConversation();
    setModelOverride(
      rejectingModel(
        new APICallError({
          message: BODY,
          url: "http://127.0.0.1:4511/v1/chat",
          requestBodyValues: {},
          statusCode: 500,
          isRetryable: false,
        }),
      ),
    );
    const turn = await startTurn({ nodeId: rootNodeId, text: "Hello?" });
    await turn.result.consumeStream();
    await turn.done;
    const answer = await getDb().item.findUniqueOrThrow({ where: { id: turn.assistantItemId } });
    expect(answer.error).toContain("HTTP 500");
    expectClean(answer.error ?? "");
  });

  it("an admin's stream keeps the address (never the key)", () => {
    const text = describeProviderError(new Error(BODY), { admin: true });
    expect(text).toContain("127.0.0.1:4511");
    expect(text).not.toContain(KEY);
  });
});

describe("the server log", () => {
  it("redacts the configured key and tokens from the message, the stack and the causes", () => {
    const spy = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const cause = new Error(`upstream said: Bearer abcdefghijklmnop, key ${KEY}`);
      const error = new APICallError({
        message: `call failed with ${KEY}`,
        url: "http://127.0.0.1:4511/v1",
        requestBodyValues: { apiKey: KEY },
        responseBody: `{"error":"bad key ${KEY}"}`,
        statusCode: 401,
        cause,
      });
      logError("[action] unexpected failure", error);
      errorResponse(new Error(`route failed with ${KEY}`)); // lib/http's route errors log the same way
      const logged = spy.mock.calls.map((args) => args.map(String).join(" ")).join("\n");
      expect(logged).toContain("[action] unexpected failure");
      expect(logged).toContain("[route] unexpected failure");
      expect(logged).toContain("call failed with [redacted]");
      expect(logged).toContain("http://127.0.0.1:4511"); // the operator keeps the address
      expect(logged).not.toContain(KEY);
      expect(logged).not.toContain("abcdefghijklmnop");
    } finally {
      spy.mockRestore();
    }
  });
});

import { generateText, streamText } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { engineLabel, getLanguageModel, listModels, setModelOverride } from "./providers";
import { createOfflineChatModel } from "@/lib/memory/context-answer";
import { FAKE_ERROR_MESSAGE, FAKE_REPLY, startFakeOpenAIServer, type FakeServer } from "./testing/fake-openai-server";

/** A validated Env from just these variables (NODE_ENV is required by Next's ProcessEnv type). */
const envOf = (vars: Record<string, string> = {}) => getEnv({ NODE_ENV: "test", ...vars });

const allConfigured = envOf({
  OPENAI_COMPATIBLE_BASE_URL: "http://127.0.0.1:1/v1",
  OPENAI_COMPATIBLE_NAME: "LM Studio",
  OPENAI_COMPATIBLE_MODELS: "qwen3:4b, test-model",
  OPENAI_API_KEY: "sk-test",
  ANTHROPIC_API_KEY: "sk-ant-test",
  ANTHROPIC_MODELS: "claude-haiku-4-5",
  GOOGLE_GENERATIVE_AI_API_KEY: "g-test",
});

function thrown(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error("expected an AppError");
}

describe("listModels", () => {
  it("offers only the offline engine without configuration", () => {
    expect(listModels(envOf())).toEqual([{ id: "offline", label: "Offline engine", provider: "offline" }]);
  });

  it("adds configured providers, with default model lists where none is given", () => {
    expect(listModels(allConfigured).map(({ id, label, provider }) => ({ id, label, provider }))).toEqual([
      { id: "offline", label: "Offline engine", provider: "offline" },
      { id: "compatible:qwen3:4b", label: "LM Studio · qwen3:4b", provider: "openai-compatible" },
      { id: "compatible:test-model", label: "LM Studio · test-model", provider: "openai-compatible" },
      { id: "openai:gpt-4o-mini", label: "OpenAI · gpt-4o-mini", provider: "openai" },
      { id: "openai:gpt-4.1", label: "OpenAI · gpt-4.1", provider: "openai" },
      { id: "anthropic:claude-haiku-4-5", label: "Anthropic · claude-haiku-4-5", provider: "anthropic" },
      { id: "google:gemini-2.5-flash", label: "Google · gemini-2.5-flash", provider: "google" },
    ]);
    // Capabilities from the catalog where the name is known; a local model's are unknown.
    const models = listModels(allConfigured);
    expect(models.find((m) => m.id === "openai:gpt-4o-mini")?.capabilities).toMatchObject({
      vision: true,
      contextWindow: 128_000,
      price: { input: 0.15, output: 0.6 },
    });
    expect(models.find((m) => m.id === "compatible:qwen3:4b")?.capabilities).toEqual({});
  });

  it("ignores a model list whose provider is not switched on", () => {
    expect(listModels(envOf({ OPENAI_MODELS: "gpt-4.1", OPENAI_COMPATIBLE_MODELS: "x" }))).toHaveLength(1);
  });
});

describe("getLanguageModel", () => {
  it("returns the offline engine for 'offline', made by the factory given from above", () => {
    expect(getLanguageModel("offline", envOf(), createOfflineChatModel).modelId).toBe("offline");
    expect(() => getLanguageModel("offline", envOf())).toThrow(/languageModelFor/);
  });

  it("creates every configured provider's models without network", () => {
    for (const { id } of listModels(allConfigured)) {
      expect(getLanguageModel(id, allConfigured, createOfflineChatModel).specificationVersion).toBe("v3");
    }
    expect(getLanguageModel("compatible:qwen3:4b", allConfigured).modelId).toBe("qwen3:4b");
  });

  it("names the variable to set when a provider is not configured", () => {
    const error = thrown(() => getLanguageModel("anthropic:claude-sonnet-4-5", envOf()));
    expect(error.code).toBe("invalid:model");
    expect(error.message).toContain('"anthropic:claude-sonnet-4-5"');
    expect(error.message).toContain("ANTHROPIC_API_KEY");
  });

  it("names the list to extend when a model is not enabled", () => {
    const error = thrown(() => getLanguageModel("openai:gpt-5", allConfigured));
    expect(error.message).toContain("OPENAI_MODELS");
    expect(error.message).toContain('"gpt-5"');
  });

  it("rejects unknown ids, listing the available ones", () => {
    for (const id of ["gpt-4", "openai:", ""]) {
      const error = thrown(() => getLanguageModel(id, envOf()));
      expect(error.code).toBe("invalid:model");
      expect(error.message).toContain("offline");
    }
    // A "<connection>:<model>" id whose connection does not exist says so.
    expect(thrown(() => getLanguageModel("mystery:model", envOf())).message).toContain(
      'there is no connection named "mystery"',
    );
  });

  describe("setModelOverride", () => {
    afterEach(() => setModelOverride(null));

    it("returns the override for every id until cleared", async () => {
      const mock = new MockLanguageModelV3({
        doGenerate: {
          content: [{ type: "text", text: "mocked" }],
          finishReason: { unified: "stop", raw: "stop" },
          usage: {
            inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
            outputTokens: { total: 1, text: 1, reasoning: 0 },
          },
          warnings: [],
        },
      });
      setModelOverride(mock);
      expect(getLanguageModel("no-such-model", envOf())).toBe(mock);
      const { text } = await generateText({ model: getLanguageModel("offline"), prompt: "hi" });
      expect(text).toBe("mocked");
      setModelOverride(null);
      expect(getLanguageModel("offline", envOf(), createOfflineChatModel)).not.toBe(mock);
    });
  });
});

describe("engineLabel", () => {
  it("labels known and unknown ids", () => {
    expect(engineLabel("offline", envOf())).toBe("Offline engine");
    expect(engineLabel("openai:gpt-4o-mini", envOf())).toBe("OpenAI · gpt-4o-mini");
    expect(engineLabel("google:gemini-2.5-flash", envOf())).toBe("Google · gemini-2.5-flash");
    expect(engineLabel("compatible:llama3", envOf())).toBe("OpenAI-compatible · llama3");
    expect(engineLabel("compatible:llama3", allConfigured)).toBe("LM Studio · llama3");
    expect(engineLabel("retired-model", envOf())).toBe("retired-model");
  });
});

describe("OpenAI-compatible provider against a fake server", () => {
  let server: FakeServer;
  const envFor = () =>
    envOf({
      OPENAI_COMPATIBLE_BASE_URL: server.url,
      OPENAI_COMPATIBLE_API_KEY: "local-key",
      OPENAI_COMPATIBLE_MODELS: "test-model",
    });

  beforeAll(async () => {
    server = await startFakeOpenAIServer();
  });
  afterAll(() => server.close());
  afterEach(() => {
    server.setMode("ok");
    server.requests.length = 0;
  });

  it("streams the reply and reports usage", async () => {
    const result = streamText({ model: getLanguageModel("compatible:test-model", envFor()), prompt: "Say hello." });
    const deltas: string[] = [];
    for await (const delta of result.textStream) deltas.push(delta);
    expect(deltas.join("")).toBe(FAKE_REPLY);
    expect(deltas.length).toBeGreaterThan(3);
    expect(await result.finishReason).toBe("stop");
    expect((await result.usage).outputTokens).toBe(FAKE_REPLY.split(" ").length);

    const [request] = server.requests;
    expect(request.path).toBe("/v1/chat/completions");
    expect(request.headers.authorization).toBe("Bearer local-key");
    expect(request.body).toMatchObject({ model: "test-model", stream: true, stream_options: { include_usage: true } });
  });

  it("answers without streaming too", async () => {
    const { text } = await generateText({ model: getLanguageModel("compatible:test-model", envFor()), prompt: "Hi" });
    expect(text).toBe(FAKE_REPLY);
  });

  it("surfaces an HTTP 500 as an error with the server's message", async () => {
    server.setMode("error");
    const errors: unknown[] = [];
    const result = streamText({
      model: getLanguageModel("compatible:test-model", envFor()),
      prompt: "Say hello.",
      maxRetries: 0,
      onError: ({ error }) => {
        errors.push(error);
      },
    });
    const parts: { type: string; error?: unknown }[] = [];
    for await (const part of result.fullStream) parts.push(part);
    const errorPart = parts.find((p) => p.type === "error");
    expect(errorPart).toBeDefined();
    expect((errorPart?.error as Error).message).toContain(FAKE_ERROR_MESSAGE);
    expect(errors).toHaveLength(1);
    expect(parts.some((p) => p.type === "text-delta")).toBe(false);
  });

  it("yields the partial text, then an error part, when the connection drops", async () => {
    server.setMode("drop");
    const errors: unknown[] = [];
    let finishReason: string | undefined;
    const result = streamText({
      model: getLanguageModel("compatible:test-model", envFor()),
      prompt: "Say hello.",
      maxRetries: 0,
      onError: ({ error }) => {
        errors.push(error);
      },
      onFinish: (event) => {
        finishReason = event.finishReason;
      },
    });
    let text = "";
    const types: string[] = [];
    for await (const part of result.fullStream) {
      types.push(part.type);
      if (part.type === "text-delta") text += part.text;
    }
    expect(text).toBe("Hello from ");
    expect(types.indexOf("error")).toBeGreaterThan(types.lastIndexOf("text-delta"));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toBeInstanceOf(AppError);
    expect((errors[0] as AppError).code).toBe("provider:stream");
    expect((errors[0] as AppError).message).toMatch(/connection to OpenAI-compatible · test-model broke off/);
    // onFinish still runs, so a route can save the partial answer.
    expect(finishReason).toBe("error");
  });
});

import type { LanguageModelV3StreamPart, LanguageModelV3Usage } from "@ai-sdk/provider";
import { MockLanguageModelV3, simulateReadableStream } from "ai/test";

/**
 * Mock language models for tests of lib/chat, built on the AI SDK's `MockLanguageModelV3`. Install
 * one with `setModelOverride(model)` from lib/ai/providers and restore with `setModelOverride(null)`.
 */

export const MOCK_USAGE: LanguageModelV3Usage = {
  inputTokens: { total: 11, noCache: 11, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 7, text: 7, reasoning: 0 },
};

const TEXT_ID = "mock-text-0";

function textParts(chunks: string[]): LanguageModelV3StreamPart[] {
  return [
    { type: "stream-start", warnings: [] },
    { type: "text-start", id: TEXT_ID },
    ...chunks.map((delta): LanguageModelV3StreamPart => ({ type: "text-delta", id: TEXT_ID, delta })),
  ];
}

function model(parts: LanguageModelV3StreamPart[], chunkDelayInMs: number | null = null) {
  return new MockLanguageModelV3({
    doStream: async () => ({ stream: simulateReadableStream({ chunks: parts, chunkDelayInMs }) }),
  });
}

/** Streams `chunks` and finishes normally. */
export function answeringModel(chunks: string[], opts: { chunkDelayInMs?: number } = {}) {
  return model(
    [
      ...textParts(chunks),
      { type: "text-end", id: TEXT_ID },
      { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage: MOCK_USAGE },
    ],
    opts.chunkDelayInMs ?? null,
  );
}

/** Streams `chunks`, then fails with `message` (as a provider does when the connection drops). */
export function failingModel(chunks: string[], message: string) {
  return model([...textParts(chunks), { type: "error", error: new Error(message) }]);
}

/** Fails before streaming anything, as a provider does on a bad key or a bad request. */
export function rejectingModel(error: Error) {
  return new MockLanguageModelV3({
    doStream: async () => {
      throw error;
    },
  });
}

/** Fails every call, generated or streamed, with `error` (a provider that is down or refuses). */
export function throwingModel(error: Error) {
  return new MockLanguageModelV3({
    doGenerate: async () => {
      throw error;
    },
    doStream: async () => {
      throw error;
    },
  });
}

/** Streams `chunks`, then the connection breaks: the stream itself errors (no error part). */
export function brokenStreamModel(chunks: string[], message: string) {
  return new MockLanguageModelV3({
    doStream: async () => {
      const parts = textParts(chunks);
      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        pull(controller) {
          const part = parts.shift();
          if (part) controller.enqueue(part);
          else controller.error(new Error(message));
        },
      });
      return { stream };
    },
  });
}

/**
 * A model whose stream the test drives: nothing arrives until `send(delta)` releases a chunk, and
 * the answer ends only at `finish()`. A test can then wait on conditions (the row holds some text)
 * instead of on the clock, and the stream cannot run ahead of it on a fast or a slow machine.
 * Aborting the call (Stop, a timeout) errors the stream, as a fetch body does.
 */
export function controlledModel() {
  const queue: LanguageModelV3StreamPart[] = textParts([]);
  let wake: (() => void) | null = null;
  let ended = false;
  const push = (...parts: LanguageModelV3StreamPart[]) => {
    queue.push(...parts);
    wake?.();
  };
  const model = new MockLanguageModelV3({
    doStream: async ({ abortSignal }) => ({
      stream: new ReadableStream<LanguageModelV3StreamPart>({
        async pull(controller) {
          while (queue.length === 0 && !ended && !abortSignal?.aborted) {
            await new Promise<void>((resolve) => {
              wake = resolve;
              abortSignal?.addEventListener("abort", () => resolve(), { once: true });
            });
            wake = null;
          }
          if (abortSignal?.aborted) controller.error(new DOMException("aborted", "AbortError"));
          else if (queue.length > 0) controller.enqueue(queue.shift()!);
          else controller.close();
        },
      }),
    }),
  });
  return {
    model,
    /** Releases one text chunk. */
    send: (delta: string) => push({ type: "text-delta", id: TEXT_ID, delta }),
    /** Ends the answer normally. */
    finish: () => {
      ended = true;
      push(
        { type: "text-end", id: TEXT_ID },
        { type: "finish", finishReason: { unified: "stop", raw: "stop" }, usage: MOCK_USAGE },
      );
    },
  };
}

import { streamText, wrapLanguageModel } from "ai";
import { MockLanguageModelV3 } from "ai/test";
import type { LanguageModelV3StreamPart } from "@ai-sdk/provider";
import { describe, expect, it } from "vitest";
import { type AppError } from "@/lib/errors";
import { streamErrorsAsParts } from "./stream-errors";

/** A model whose stream sends one delta, then fails with `error`. */
function breakingModel(error: Error) {
  return new MockLanguageModelV3({
    doStream: async () => ({
      stream: new ReadableStream<LanguageModelV3StreamPart>({
        start(controller) {
          controller.enqueue({ type: "stream-start", warnings: [] });
          controller.enqueue({ type: "text-start", id: "t" });
          controller.enqueue({ type: "text-delta", id: "t", delta: "Partial " });
        },
        pull(controller) {
          controller.error(error);
        },
      }),
    }),
  });
}

async function collect(error: Error) {
  const model = wrapLanguageModel({ model: breakingModel(error), middleware: streamErrorsAsParts("Test · model") });
  const parts: { type: string; error?: unknown }[] = [];
  let thrown: unknown;
  try {
    for await (const part of streamText({ model, prompt: "x", onError: () => {} }).fullStream) parts.push(part);
  } catch (e) {
    thrown = e;
  }
  return { parts, thrown };
}

describe("streamErrorsAsParts", () => {
  it("turns a broken stream into an error part naming the model and the root cause", async () => {
    const { parts, thrown } = await collect(new Error("Failed to process", { cause: new Error("other side closed") }));
    expect(thrown).toBeUndefined();
    const error = parts.find((p) => p.type === "error")?.error as AppError;
    expect(error.code).toBe("provider:stream");
    expect(error.message).toBe(
      "The connection to Test · model broke off before the answer was complete (other side closed).",
    );
    expect(parts.map((p) => p.type)).toContain("text-delta");
  });

  it("leaves aborts as aborts", async () => {
    const { parts, thrown } = await collect(new DOMException("stop", "AbortError"));
    expect(parts.some((p) => p.type === "error")).toBe(false);
    expect((thrown as Error).name).toBe("AbortError");
  });
});

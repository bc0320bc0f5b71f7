import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Prompt,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
  SharedV3Warning,
} from "@ai-sdk/provider";
import { countTokens } from "@/lib/text/count-tokens";
import { CONTINUE_INSTRUCTION, remainderAfter } from "./continue";
import { offlineToolStep } from "./offline-tools";

// No "server-only" here on purpose: the offline model is pure and CLI or bench scripts run it under
// plain Node, where that marker package throws. providers.ts, the app's entry point, has it.

/**
 * How the offline model answers a question from the text before it: given from above (lib/memory's
 * retrieval, `createOfflineChatModel` in lib/memory/context-answer.ts), so lib/ai imports no layer above it.
 */
export type OfflineAnswerer = (input: { context: string[]; query: string }) => string;

/** Options for {@link createOfflineModel}. */
export type OfflineModelOptions = {
  /** Milliseconds between streamed chunks (default 12; 0 streams at once). */
  delayMs?: number;
  /** Answers the last user message from the messages before it. */
  answer: OfflineAnswerer;
};

const FINISH = { unified: "stop", raw: "stop" } as const;
const TOOL_CALLS = { unified: "tool-calls", raw: "tool_calls" } as const;
const TEXT_ID = "offline-text-0";

/**
 * A language model that needs no network: it answers the last user message by quoting the
 * sentences of the earlier messages (system prompt included) that match it, acknowledges plain
 * statements, and says it does not know otherwise. Same prompt, same text.
 *
 * @example
 * const { text } = await generateText({ model: createOfflineModel({ answer: answerFromContext }), messages });
 */
export function createOfflineModel(opts: OfflineModelOptions): LanguageModelV3 {
  const delayMs = opts.delayMs ?? 12;
  return {
    specificationVersion: "v3",
    provider: "canopy",
    modelId: "offline",
    supportedUrls: {},

    async doGenerate(options) {
      throwIfAborted(options.abortSignal);
      const step = offlineToolStep(options);
      const { text, usage } = respond(options.prompt, opts.answer, step);
      if (step && "call" in step)
        return { content: [step.call], finishReason: TOOL_CALLS, usage, warnings: warningsFor(options) };
      return {
        content: [{ type: "text", text }],
        finishReason: FINISH,
        usage,
        warnings: warningsFor(options),
      };
    },

    async doStream(options) {
      throwIfAborted(options.abortSignal);
      const step = offlineToolStep(options);
      const { text, usage } = respond(options.prompt, opts.answer, step);
      if (step && "call" in step) {
        const parts: LanguageModelV3StreamPart[] = [
          { type: "stream-start", warnings: warningsFor(options) },
          step.call,
          { type: "finish", finishReason: TOOL_CALLS, usage },
        ];
        return { stream: new ReadableStream({ start: (c) => (parts.forEach((p) => c.enqueue(p)), c.close()) }) };
      }
      const chunks = chunkWords(text);
      const signal = options.abortSignal;
      const cancelled = new AbortController();
      let next = 0;

      const stream = new ReadableStream<LanguageModelV3StreamPart>({
        start(controller) {
          controller.enqueue({ type: "stream-start", warnings: warningsFor(options) });
          controller.enqueue({ type: "text-start", id: TEXT_ID });
        },
        async pull(controller) {
          try {
            if (next > 0 && delayMs > 0) await sleep(delayMs, signal, cancelled.signal);
            throwIfAborted(signal);
          } catch (error) {
            // Erroring with an AbortError is what lets streamText report an abort, not a failure.
            if (!cancelled.signal.aborted) controller.error(error);
            return;
          }
          if (next < chunks.length) {
            controller.enqueue({ type: "text-delta", id: TEXT_ID, delta: chunks[next++] });
            return;
          }
          controller.enqueue({ type: "text-end", id: TEXT_ID });
          controller.enqueue({ type: "finish", finishReason: FINISH, usage });
          controller.close();
        },
        cancel() {
          cancelled.abort();
        },
      });
      return { stream };
    },
  };
}

/** The reply and its token usage for a prompt. */
function respond(
  prompt: LanguageModelV3Prompt,
  answerer: OfflineAnswerer,
  step: ReturnType<typeof offlineToolStep> = null,
): { text: string; usage: LanguageModelV3Usage } {
  const texts = prompt.map(messageText);
  const text =
    step && "text" in step
      ? step.text
      : step
        ? ""
        : (continuation(prompt, texts, answerer) ?? answer(prompt, texts, answerer));

  const input = countTokens(texts.join("\n"));
  const output = countTokens(text);
  return {
    text,
    usage: {
      inputTokens: { total: input, noCache: input, cacheRead: 0, cacheWrite: 0 },
      outputTokens: { total: output, text: output, reasoning: 0 },
    },
  };
}

/** The answer to the last user message: the corpus is everything before it (a question never answers itself). */
function answer(prompt: LanguageModelV3Prompt, texts: string[], answerer: OfflineAnswerer): string {
  const lastUser = prompt.findLastIndex((m) => m.role === "user");
  const context = lastUser >= 0 ? texts.slice(0, lastUser) : texts;
  const query = lastUser >= 0 ? texts[lastUser] : "";
  return answerer({ context, query });
}

/**
 * "Continue" after a partial answer (question, partial answer, CONTINUE_INSTRUCTION): the rest of
 * the answer this engine gives to that question, so partial + rest is the whole answer. When the
 * partial text is not a beginning of it (another engine wrote it), the whole answer on a new
 * paragraph. Null when the prompt is no continuation.
 */
function continuation(prompt: LanguageModelV3Prompt, texts: string[], answerer: OfflineAnswerer): string | null {
  const n = prompt.length;
  if (
    n < 3 ||
    prompt[n - 1].role !== "user" ||
    texts[n - 1] !== CONTINUE_INSTRUCTION ||
    prompt[n - 2].role !== "assistant"
  )
    return null;
  const full = answer(prompt.slice(0, n - 2), texts.slice(0, n - 2), answerer);
  const partial = texts[n - 2];
  return remainderAfter(full, partial) ?? `\n\n${full}`;
}

function messageText(message: LanguageModelV3Prompt[number]): string {
  if (message.role === "system") return message.content;
  if (message.role === "tool") return "";
  return message.content.flatMap((part) => (part.type === "text" ? [part.text] : [])).join("\n");
}

/** Words with their trailing whitespace, two per chunk, so joining the chunks gives the text back. */
function chunkWords(text: string): string[] {
  const words = text.match(/\s*\S+\s*/g) ?? [];
  const chunks: string[] = [];
  for (let i = 0; i < words.length; i += 2) chunks.push(words.slice(i, i + 2).join(""));
  return chunks;
}

function warningsFor(options: LanguageModelV3CallOptions): SharedV3Warning[] {
  const warnings: SharedV3Warning[] = [];
  if (options.tools?.length) {
    warnings.push({
      type: "unsupported",
      feature: "tools",
      details: "The offline engine calls a tool only when asked with /tool SERVER.TOOL {json}.",
    });
  }
  if (options.responseFormat?.type === "json") {
    warnings.push({
      type: "unsupported",
      feature: "responseFormat",
      details: "The offline engine answers in text only.",
    });
  }
  return warnings;
}

function throwIfAborted(signal: AbortSignal | undefined): void {
  if (signal?.aborted) throw abortError(signal);
}

/** The SDK recognises aborts by the error's name, so any other reason is wrapped in an AbortError. */
function abortError(signal: AbortSignal): Error {
  const reason: unknown = signal.reason;
  if (reason instanceof Error && (reason.name === "AbortError" || reason.name === "TimeoutError")) return reason;
  const message = typeof reason === "string" ? reason : "The offline engine's reply was aborted.";
  return new DOMException(message, "AbortError");
}

/** Resolves after `ms`, or rejects as soon as either signal aborts. */
function sleep(ms: number, signal: AbortSignal | undefined, cancelled: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError(signal));
    const stop = () => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", stop);
      cancelled.removeEventListener("abort", stop);
      reject(signal?.aborted ? abortError(signal) : new DOMException("Stream cancelled.", "AbortError"));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", stop);
      cancelled.removeEventListener("abort", stop);
      resolve();
    }, ms);
    signal?.addEventListener("abort", stop, { once: true });
    cancelled.addEventListener("abort", stop, { once: true });
  });
}

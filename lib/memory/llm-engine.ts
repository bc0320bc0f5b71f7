import type { LanguageModelV3 } from "@ai-sdk/provider";
import { generateText, NoObjectGeneratedError, NoOutputGeneratedError, Output, type LanguageModelUsage } from "ai";
import { z } from "zod";
import { AppError } from "@/lib/errors";
import type { KtAnswer, KtEngine } from "./engine";
import type { EngineCall } from "./metered";
import { answerPrompt, choosePrompt, formatMetadata, summarisePrompt } from "./prompts";
import { ktMetadataSchema, type KtMetadata } from "./types";

/** Structured output of the summarise prompt (A.1): the metadata itself. */
export const summariseOutputSchema = ktMetadataSchema;

/** Structured output of the navigation prompt (A.2). */
export const chooseOutputSchema = z.object({
  selectedOptionIndex: z.number().int().describe("The Index of the chosen option"),
  selectionReason: z.string().describe("Brief justification"),
});

/** Structured output of the leaf answer prompt (A.3). */
export const answerOutputSchema = z.object({
  answer: z.string().nullable().describe("Full conversational answer, or null"),
  noAnswer: z.boolean(),
  partialAnswer: z.boolean(),
});

/** One model call's cost, for usage accounting (`recordUsage`): the same row a metered engine reports. */
export type KtUsage = EngineCall;

/** Options for {@link createLlmEngine}. */
export type LlmEngineOptions = {
  /** The engine's name in results and the UI (default the model's provider and id). */
  name?: string;
  /** Called after every model call, including failed and retried ones. */
  onUsage?: (usage: KtUsage) => void;
  /** Passed to the AI SDK for transport errors (default 2); invalid objects are retried once regardless. */
  maxRetries?: number;
  abortSignal?: AbortSignal;
  /**
   * Longest wait for one call (default 120 s): past it the call ends with
   * AppError("provider:timeout") instead of waiting on a silent provider for ever.
   */
  callTimeoutMs?: number;
};

/**
 * The knowledge-tree engine backed by a language model: the seed's three prompts with zod-checked
 * structured output (`generateText` + `Output.object`). An invalid object is asked for once more;
 * a second invalid one throws `AppError("provider:invalid_output")`. Transport errors propagate.
 *
 * @example
 * const engine = createLlmEngine(getLanguageModel(id), { onUsage: (u) => recordUsage({ ...u, projectId, model: id }) });
 */
export function createLlmEngine(model: LanguageModelV3, opts: LlmEngineOptions = {}): KtEngine {
  const name = opts.name ?? `${model.provider}:${model.modelId}`;
  const timeoutMs = opts.callTimeoutMs ?? 120_000;

  async function call<S extends z.ZodType>(
    purpose: KtUsage["purpose"],
    what: string,
    schema: S,
    prompt: string,
    check: (value: z.infer<S>) => string | null = () => null,
  ): Promise<z.infer<S>> {
    let problem = "";
    for (let attempt = 0; attempt < 2; attempt++) {
      const started = Date.now();
      try {
        const result = await generateText({
          model,
          output: Output.object({ schema }),
          prompt,
          maxRetries: opts.maxRetries,
          abortSignal: opts.abortSignal
            ? AbortSignal.any([opts.abortSignal, AbortSignal.timeout(timeoutMs)])
            : AbortSignal.timeout(timeoutMs),
        });
        const value = result.output as z.infer<S>;
        const invalid = check(value);
        opts.onUsage?.(usageOf(purpose, result.usage, started, invalid ? "error" : "ok"));
        if (!invalid) return value;
        problem = invalid;
      } catch (error) {
        const usage = NoObjectGeneratedError.isInstance(error) ? error.usage : undefined;
        opts.onUsage?.(usageOf(purpose, usage, started, "error"));
        if (isTimeout(error) && !opts.abortSignal?.aborted) {
          throw new AppError(
            "provider:timeout",
            `The model stopped responding: ${name} gave no ${what} within ${Math.round(timeoutMs / 1000)} s. Try again, or pick another model.`,
          );
        }
        if (!NoObjectGeneratedError.isInstance(error) && !NoOutputGeneratedError.isInstance(error)) throw error;
        problem = error.message;
      }
    }
    throw new AppError(
      "provider:invalid_output",
      `${name} returned an invalid ${what} twice (${problem}). Try again, or pick another model.`,
    );
  }

  return {
    name,
    async summarise({ text, taxonomy }) {
      const meta = await call(
        "summarise",
        "leaf summary",
        summariseOutputSchema,
        summarisePrompt({ level: "Leaf", content: text, taxonomy }),
      );
      return tidy(meta);
    },
    async aggregate(children, taxonomy, level = "branch") {
      const content = children.map((c, i) => `Child ${i}:\n${formatMetadata(c, "  ")}`).join("\n");
      const lvl = level === "root" ? "Root" : "Branch";
      const meta = await call(
        "summarise",
        `${level} summary`,
        summariseOutputSchema,
        summarisePrompt({ level: lvl, content, taxonomy }),
      );
      return tidy(meta);
    },
    async choose({ query, options, context }) {
      const indexes = new Set(options.map((o) => o.index));
      const out = await call(
        "navigate",
        "choice",
        chooseOutputSchema,
        choosePrompt({ query, options, context }),
        (v) => (indexes.has(v.selectedOptionIndex) ? null : `index ${v.selectedOptionIndex} is not one of the options`),
      );
      return { index: out.selectedOptionIndex, reason: out.selectionReason.trim() };
    },
    async answer({ query, text }): Promise<KtAnswer> {
      const out = await call("navigate", "answer", answerOutputSchema, answerPrompt({ query, text }));
      const answer = out.answer?.trim() ?? "";
      if (out.noAnswer || answer === "") return { status: "none", answer };
      return { status: out.partialAnswer ? "partial" : "complete", answer };
    },
  };
}

function usageOf(
  purpose: KtUsage["purpose"],
  usage: LanguageModelUsage | undefined,
  started: number,
  outcome: KtUsage["outcome"],
): KtUsage {
  return {
    purpose,
    inputTokens: usage?.inputTokens ?? 0,
    outputTokens: usage?.outputTokens ?? 0,
    cachedTokens: usage?.inputTokenDetails?.cacheReadTokens ?? 0,
    latencyMs: Date.now() - started,
    outcome,
  };
}

/** Trimmed strings, empty and repeated list items dropped. */
function tidy(meta: KtMetadata): KtMetadata {
  const list = (xs: string[]) => [...new Set(xs.map((x) => x.trim()).filter(Boolean))];
  return {
    summary: meta.summary.trim(),
    contentTypes: list(meta.contentTypes),
    criticalActions: list(meta.criticalActions),
    decisions: list(meta.decisions),
    noteworthyEvents: list(meta.noteworthyEvents),
    about: list(meta.about),
  };
}

/** The abort of AbortSignal.timeout, however the SDK wraps it. */
function isTimeout(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if ((e as { name?: string }).name === "TimeoutError") return true;
  }
  return false;
}

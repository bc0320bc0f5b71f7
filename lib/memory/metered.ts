import { countJoinedLines, countTokens } from "@/lib/text/count-tokens";
import type { KtEngine } from "./engine";
import { formatMetadata } from "./prompts";

/**
 * One engine call as a usage row records it (lib/db/queries/usage `UsageRecord` without who and
 * which model): kept here, plain, so that a worker thread can count its calls and the server write them.
 */
export type EngineCall = {
  purpose: "summarise" | "navigate";
  inputTokens: number;
  outputTokens: number;
  cachedTokens: number;
  latencyMs: number;
  outcome: "ok" | "error";
};
type Call = EngineCall;

/** An engine that reports each call (tokens in and out, latency, outcome), as the LLM engine's onUsage does. */
export function metered(engine: KtEngine, record: (call: Call) => void): KtEngine {
  const timed = async <R>(
    purpose: Call["purpose"],
    // The text read, or its token count when that is cheaper to count otherwise.
    input: string | (() => number),
    run: () => Promise<R>,
    output: (r: R) => string,
  ): Promise<R> => {
    const started = Date.now();
    try {
      const result = await run();
      record({
        purpose,
        inputTokens: typeof input === "string" ? countTokens(input) : input(),
        outputTokens: countTokens(output(result)),
        cachedTokens: 0,
        latencyMs: Date.now() - started,
        outcome: "ok",
      });
      return result;
    } catch (error) {
      record({
        purpose,
        inputTokens: typeof input === "string" ? countTokens(input) : input(),
        outputTokens: 0,
        cachedTokens: 0,
        latencyMs: Date.now() - started,
        outcome: "error",
      });
      throw error;
    }
  };
  return {
    name: engine.name,
    summarise: (input) => timed("summarise", input.text, () => engine.summarise(input), formatMetadata),
    aggregate: (children, taxonomy, level) =>
      timed(
        "summarise",
        // The children's metadata read one a line: counted from each child's count (already made for its node).
        () => countJoinedLines(children.map((c) => formatMetadata(c))),
        () => engine.aggregate(children, taxonomy, level),
        formatMetadata,
      ),
    choose: (input) =>
      timed(
        "navigate",
        `${input.query}\n${input.options.map((o) => formatMetadata(o.metadata)).join("\n")}`,
        () => engine.choose(input),
        (r) => r.reason,
      ),
    answer: (input) =>
      timed(
        "navigate",
        `${input.query}\n${input.text}`,
        () => engine.answer(input),
        (r) => r.answer,
      ),
    ...(engine.cite
      ? {
          cite: (input) =>
            timed(
              "navigate",
              `${input.query}\n${input.evidence}`,
              () => engine.cite!(input),
              (r) => r.answer,
            ),
        }
      : {}),
    ...(engine.condense
      ? {
          condense: (sources, opts) =>
            timed(
              "summarise",
              sources.map((m) => m.content).join("\n\n"),
              () => engine.condense!(sources, opts),
              (r) => r.note,
            ),
        }
      : {}),
  };
}

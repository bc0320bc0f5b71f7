import "server-only";
import { engineLabel, getLanguageModel } from "@/lib/ai/providers";
import { toProviderError } from "@/lib/auth/redact";
import { recordUsage, type UsageRecord } from "@/lib/db/queries/usage";
import type { KtEngine } from "./engine";
import { createLlmEngine } from "./llm-engine";
import { getEnv } from "@/lib/env";
import { createOfflineEngine } from "./offline-engine";
import { formatMetadata } from "./prompts";
import { countTokens } from "@/lib/text/count-tokens";
import { logError } from "@/lib/log";

type UsageContext = {
  projectId: string;
  conversationId?: string | null;
  nodeId?: string | null;
  purpose: UsageRecord["purpose"];
  /** false for reads that must write nothing (a context preview): calls are then not recorded. */
  record?: boolean;
};
type Call = Omit<UsageRecord, "projectId" | "conversationId" | "nodeId" | "model" | "purpose"> & {
  purpose: "summarise" | "navigate";
};

/**
 * The knowledge-tree engine for a project's model: the offline engine for "offline", else the LLM
 * engine on the configured model. Every call of either engine is recorded as one usage row under
 * `purpose` (a "chat" context keeps the call's own purpose, summarise or navigate), through one
 * function, and the row is written before the call returns: no purpose goes uncounted, whichever
 * engine answers. The offline engine's tokens are what it read and wrote (o200k), its cost zero.
 * A failing model is a provider error (provider:*, through `toProviderError`: no keys, no
 * addresses) for every caller (ask, import, folding, condensing), never internal:*.
 */
export function engineFor(modelId: string, context: UsageContext): KtEngine {
  const pending: Promise<void>[] = [];
  const record = (call: Call) => {
    if (context.record === false) return;
    pending.push(
      recordUsage({
        projectId: context.projectId,
        conversationId: context.conversationId ?? null,
        nodeId: context.nodeId ?? null,
        purpose: context.purpose === "chat" ? call.purpose : context.purpose,
        model: modelId,
        inputTokens: call.inputTokens,
        outputTokens: call.outputTokens,
        cachedTokens: call.cachedTokens,
        latencyMs: call.latencyMs,
        outcome: call.outcome,
      }).catch((error) => logError("[usage] could not record", error)),
    );
  };
  const settle = async () => {
    await Promise.all(pending.splice(0));
  };
  if (modelId !== "offline")
    return settled(
      createLlmEngine(getLanguageModel(modelId), {
        name: modelId,
        onUsage: record,
        callTimeoutMs: getEnv().CANOPY_MODEL_CALL_TIMEOUT_MS,
      }),
      settle,
      (error) => toProviderError(error, { providerName: engineLabel(modelId) }),
    );
  return settled(metered(createOfflineEngine(), record), settle);
}

/**
 * The engine with its usage rows written before each call returns (also when it throws), and its
 * failures passed through `failure` (the LLM engine's become provider errors).
 */
function settled(engine: KtEngine, settle: () => Promise<void>, failure = (error: unknown) => error): KtEngine {
  const wrap =
    <A extends unknown[], R>(fn: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await fn(...args);
      } catch (error) {
        throw failure(error);
      } finally {
        await settle();
      }
    };
  return {
    name: engine.name,
    summarise: wrap(engine.summarise.bind(engine)),
    aggregate: wrap(engine.aggregate.bind(engine)),
    choose: wrap(engine.choose.bind(engine)),
    answer: wrap(engine.answer.bind(engine)),
    ...(engine.condense ? { condense: wrap(engine.condense.bind(engine)) } : {}),
    ...(engine.cite ? { cite: wrap(engine.cite.bind(engine)) } : {}),
  };
}

/** An engine that reports each call (tokens in and out, latency, outcome), as the LLM engine's onUsage does. */
export function metered(engine: KtEngine, record: (call: Call) => void): KtEngine {
  const timed = async <R>(
    purpose: Call["purpose"],
    input: string,
    run: () => Promise<R>,
    output: (r: R) => string,
  ): Promise<R> => {
    const started = Date.now();
    try {
      const result = await run();
      record({
        purpose,
        inputTokens: countTokens(input),
        outputTokens: countTokens(output(result)),
        cachedTokens: 0,
        latencyMs: Date.now() - started,
        outcome: "ok",
      });
      return result;
    } catch (error) {
      record({
        purpose,
        inputTokens: countTokens(input),
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
        children.map((c) => formatMetadata(c)).join("\n"),
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

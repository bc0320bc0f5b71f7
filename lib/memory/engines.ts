import "server-only";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import { engineLabel, getLanguageModel, type ModelViewer } from "@/lib/ai/providers";
import { toProviderError } from "@/lib/auth/redact";
import { recordUsage, recordUsageMany, type UsageRecord } from "@/lib/db/queries/usage";
import type { KtEngine } from "./engine";
import { createLlmEngine } from "./llm-engine";
import { getEnv } from "@/lib/env";
import { createOfflineEngine } from "./offline-engine";
import { createOfflineChatModel } from "./context-answer";
import { metered, type EngineCall as Call } from "./metered";
import { logError } from "@/lib/log";

/**
 * The language model of a registry id (lib/ai/providers.ts `getLanguageModel`), the offline engine
 * answering with lib/memory's retrieval: how code above lib/memory gets a model to call.
 *
 * @throws AppError invalid:model
 */
export function languageModelFor(id: string, viewer: ModelViewer = null): LanguageModelV3 {
  return getLanguageModel(id, getEnv(), createOfflineChatModel, viewer);
}

type UsageContext = {
  projectId: string;
  conversationId?: string | null;
  nodeId?: string | null;
  purpose: UsageRecord["purpose"];
  /** false for reads that must write nothing (a context preview): calls are then not recorded. */
  record?: boolean;
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
      recordUsage(usageRow(modelId, context, call)).catch((error) => logError("[usage] could not record", error)),
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

/** The usage row of one engine call. */
function usageRow(modelId: string, context: UsageContext, call: Call) {
  return {
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
  };
}

/**
 * Records calls the offline engine made elsewhere (an import's worker thread counts them, see
 * lib/knowledge/grow-tree.ts) as {@link engineFor}'s engine records its own: one usage row each.
 */
export async function recordEngineCalls(modelId: string, context: UsageContext, calls: Call[]): Promise<void> {
  if (context.record === false || calls.length === 0) return;
  await recordUsageMany(calls.map((call) => usageRow(modelId, context, call)));
}

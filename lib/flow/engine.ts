import "server-only";
import { getLanguageModel } from "../ai/providers";
import { recordUsage, type UsageRecord } from "../db/queries/usage";
import type { KtEngine } from "../memory/engine";
import { createLlmEngine } from "../memory/llm-engine";
import { createOfflineEngine } from "../memory/offline-engine";

/**
 * The knowledge-tree engine for a project's model: the offline engine for "offline", else the LLM
 * engine on the configured model, with every call recorded as a usage row under `purpose`.
 */
export function engineFor(
  modelId: string,
  context: { projectId: string; conversationId?: string | null; nodeId?: string | null; purpose: UsageRecord["purpose"] },
): KtEngine {
  if (modelId === "offline") return createOfflineEngine();
  return createLlmEngine(getLanguageModel(modelId), {
    name: modelId,
    onUsage: (usage) => {
      void recordUsage({
        projectId: context.projectId,
        conversationId: context.conversationId ?? null,
        nodeId: context.nodeId ?? null,
        purpose: context.purpose === "chat" ? usage.purpose : context.purpose,
        model: modelId,
        inputTokens: usage.inputTokens,
        outputTokens: usage.outputTokens,
        cachedTokens: usage.cachedTokens,
        latencyMs: usage.latencyMs,
        outcome: usage.outcome,
      }).catch((error) => console.error("[usage] could not record", error));
    },
  });
}

import "server-only";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { EmbeddingModelV3 } from "@ai-sdk/provider";
import { getEnv, type Env } from "@/lib/env";

let override: EmbeddingModelV3 | null | undefined;

/**
 * Tests only: make {@link getEmbeddingModel} return `model` for every chat model id (for example a
 * `MockEmbeddingModelV3`), `null` for none; `undefined` restores the providers.
 */
export function setEmbeddingModelOverride(model: EmbeddingModelV3 | null | undefined): void {
  override = model;
}

/**
 * The embedding model offered by the provider of chat model `modelId` (a lib/ai/providers id), or
 * null: OpenAI (`OPENAI_EMBEDDING_MODEL`, default text-embedding-3-small), Google
 * (`GOOGLE_EMBEDDING_MODEL`, default gemini-embedding-001), an OpenAI-compatible server such as
 * Ollama only when `OPENAI_COMPATIBLE_EMBEDDING_MODEL` names one (nomic-embed-text); the offline
 * engine and Anthropic have none, so their asks stay sparse-only.
 *
 * @example getEmbeddingModel("openai:gpt-4o-mini")?.modelId // "text-embedding-3-small"
 */
export function getEmbeddingModel(modelId: string, env: Env = getEnv()): EmbeddingModelV3 | null {
  if (override !== undefined) return override;
  const prefix = modelId.slice(0, Math.max(0, modelId.indexOf(":")));
  if (prefix === "openai" && env.OPENAI_API_KEY)
    return createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL }).embeddingModel(
      env.OPENAI_EMBEDDING_MODEL ?? "text-embedding-3-small",
    );
  if (prefix === "google" && env.GOOGLE_GENERATIVE_AI_API_KEY)
    return createGoogleGenerativeAI({ apiKey: env.GOOGLE_GENERATIVE_AI_API_KEY }).embeddingModel(
      env.GOOGLE_EMBEDDING_MODEL ?? "gemini-embedding-001",
    );
  if (prefix === "compatible" && env.OPENAI_COMPATIBLE_BASE_URL && env.OPENAI_COMPATIBLE_EMBEDDING_MODEL)
    return createOpenAICompatible({
      name: "openai-compatible",
      baseURL: env.OPENAI_COMPATIBLE_BASE_URL,
      apiKey: env.OPENAI_COMPATIBLE_API_KEY,
    }).embeddingModel(env.OPENAI_COMPATIBLE_EMBEDDING_MODEL);
  return null;
}

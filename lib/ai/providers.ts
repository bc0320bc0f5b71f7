import "server-only";
import { createAnthropic } from "@ai-sdk/anthropic";
import { createGoogleGenerativeAI } from "@ai-sdk/google";
import { createOpenAI } from "@ai-sdk/openai";
import { createOpenAICompatible } from "@ai-sdk/openai-compatible";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import { wrapLanguageModel } from "ai";
import { getEnv, type Env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import type { OfflineModelOptions } from "./offline-model";
import { streamErrorsAsParts } from "./stream-errors";

/**
 * The one model registry: the offline engine always, real providers when their environment
 * variables are set, and a test override. Ids are "offline" or "<prefix>:<model>", split at the
 * first colon only, because local model names often contain one ("llama3.2:3b").
 */

/** A model the user can pick. */
export type ModelOption = {
  id: string;
  label: string;
  provider: "offline" | "openai-compatible" | "openai" | "anthropic" | "google";
};

/** The model used when nothing else is chosen; it needs no configuration. */
export const DEFAULT_MODEL_ID = "offline";

type Remote = {
  provider: Exclude<ModelOption["provider"], "offline">;
  prefix: string;
  name: (env: Env) => string;
  /** The variable that switches this provider on. */
  variable: keyof Env;
  /** The variable listing its models. */
  modelsVariable: keyof Env;
  models: (env: Env) => string[];
  create: (env: Env, model: string) => LanguageModelV3;
};

const orDefault = (list: string[], fallback: string[]) => (list.length > 0 ? list : fallback);

const REMOTES: Remote[] = [
  {
    provider: "openai-compatible",
    prefix: "compatible",
    name: (env) => env.OPENAI_COMPATIBLE_NAME ?? "OpenAI-compatible",
    variable: "OPENAI_COMPATIBLE_BASE_URL",
    modelsVariable: "OPENAI_COMPATIBLE_MODELS",
    // No default list: model names depend entirely on what the server has loaded.
    models: (env) => (env.OPENAI_COMPATIBLE_BASE_URL ? env.OPENAI_COMPATIBLE_MODELS : []),
    create: (env, model) =>
      createOpenAICompatible({
        // A fixed slug, not the display name: it keys providerOptions and must not change with a label.
        name: "openai-compatible",
        baseURL: env.OPENAI_COMPATIBLE_BASE_URL ?? "",
        apiKey: env.OPENAI_COMPATIBLE_API_KEY,
        supportsStructuredOutputs: true,
        includeUsage: true,
      })(model),
  },
  {
    provider: "openai",
    prefix: "openai",
    name: () => "OpenAI",
    variable: "OPENAI_API_KEY",
    modelsVariable: "OPENAI_MODELS",
    models: (env) => (env.OPENAI_API_KEY ? orDefault(env.OPENAI_MODELS, ["gpt-4o-mini", "gpt-4.1"]) : []),
    create: (env, model) => createOpenAI({ apiKey: env.OPENAI_API_KEY, baseURL: env.OPENAI_BASE_URL })(model),
  },
  {
    provider: "anthropic",
    prefix: "anthropic",
    name: () => "Anthropic",
    variable: "ANTHROPIC_API_KEY",
    modelsVariable: "ANTHROPIC_MODELS",
    models: (env) =>
      env.ANTHROPIC_API_KEY ? orDefault(env.ANTHROPIC_MODELS, ["claude-sonnet-4-5", "claude-haiku-4-5"]) : [],
    create: (env, model) => createAnthropic({ apiKey: env.ANTHROPIC_API_KEY })(model),
  },
  {
    provider: "google",
    prefix: "google",
    name: () => "Google",
    variable: "GOOGLE_GENERATIVE_AI_API_KEY",
    modelsVariable: "GOOGLE_MODELS",
    models: (env) => (env.GOOGLE_GENERATIVE_AI_API_KEY ? orDefault(env.GOOGLE_MODELS, ["gemini-2.5-flash"]) : []),
    create: (env, model) => createGoogleGenerativeAI({ apiKey: env.GOOGLE_GENERATIVE_AI_API_KEY })(model),
  },
];

let override: LanguageModelV3 | null = null;

/**
 * Tests only: make {@link getLanguageModel} return `model` for every id (for example a
 * `MockLanguageModelV3`); `null` restores the registry.
 */
export function setModelOverride(model: LanguageModelV3 | null): void {
  override = model;
}

/** The models this deployment offers, the offline engine first. */
export function listModels(env: Env = getEnv()): ModelOption[] {
  const remote = REMOTES.flatMap((r) =>
    r
      .models(env)
      .map((model) => ({ id: `${r.prefix}:${model}`, label: `${r.name(env)} · ${model}`, provider: r.provider })),
  );
  return [{ id: DEFAULT_MODEL_ID, label: "Offline engine", provider: "offline" }, ...remote];
}

/**
 * Remote models already made, by environment and id: a model is a stateless client, but making one
 * builds its response schemas (~1-2 ms of this one thread for an OpenAI-compatible model; a
 * fan-out's turns make several at once).
 */
const remoteModels = new WeakMap<Env, Map<string, LanguageModelV3>>();

/**
 * The language model for `id`, one of {@link listModels}' ids.
 *
 * Remote models report a connection that breaks mid-stream as an error part (see
 * {@link streamErrorsAsParts}) rather than a thrown stream.
 *
 * The offline engine ("offline") is made by `offline`, given from above (it answers with lib/memory's
 * retrieval: lib/memory/engines.ts `languageModelFor` passes it), so this registry imports no layer above it.
 *
 * @throws AppError "invalid:model" naming the model and the variable to set when `id` is unknown,
 * its provider is not configured, or the model is not in the provider's list.
 * @throws Error for "offline" without `offline` (a caller's mistake)
 */
export function getLanguageModel(
  id: string,
  env: Env = getEnv(),
  offline?: (opts: Omit<OfflineModelOptions, "answer">) => LanguageModelV3,
): LanguageModelV3 {
  if (override) return override;
  if (id === DEFAULT_MODEL_ID) {
    if (!offline)
      throw new Error("The offline engine is made above lib/ai: use languageModelFor (lib/memory/engines.ts).");
    return offline({ delayMs: env.OFFLINE_STREAM_DELAY_MS });
  }

  const { remote, model } = parseId(id);
  if (!remote || !model) {
    const known = listModels(env).map((m) => m.id);
    throw new AppError("invalid:model", `Unknown model "${id}". Available models: ${known.join(", ")}.`);
  }
  if (!env[remote.variable]) {
    throw new AppError(
      "invalid:model",
      `Model "${id}" needs ${remote.name(env)} to be configured: set ${remote.variable} in the environment and restart.`,
    );
  }
  if (!remote.models(env).includes(model)) {
    throw new AppError(
      "invalid:model",
      `Model "${id}" is not enabled: add "${model}" to ${remote.modelsVariable} (comma-separated) and restart.`,
    );
  }
  let models = remoteModels.get(env);
  if (!models) remoteModels.set(env, (models = new Map()));
  let created = models.get(id);
  if (!created) {
    created = wrapLanguageModel({
      model: remote.create(env, model),
      middleware: streamErrorsAsParts(engineLabel(id, env)),
    });
    models.set(id, created);
  }
  return created;
}

/**
 * A human label for a model id, also for ids no longer configured (stored history keeps them):
 * "Offline engine", "OpenAI · gpt-4o-mini"; an unrecognised id is returned as is.
 */
export function engineLabel(id: string, env: Env = getEnv()): string {
  if (id === DEFAULT_MODEL_ID) return "Offline engine";
  const { remote, model } = parseId(id);
  return remote && model ? `${remote.name(env)} · ${model}` : id;
}

function parseId(id: string): { remote?: Remote; model?: string } {
  const colon = id.indexOf(":");
  if (colon < 0) return {};
  const prefix = id.slice(0, colon);
  return { remote: REMOTES.find((r) => r.prefix === prefix), model: id.slice(colon + 1).trim() || undefined };
}

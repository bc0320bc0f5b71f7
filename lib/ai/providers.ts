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
import { knownCapabilities, type ModelCapabilities } from "./model-catalog";
import type { ConnectionProvider, ListedModel } from "./model-lists";
import { streamErrorsAsParts } from "./stream-errors";

/**
 * The one model registry: the offline engine always, the connections an administrator manages in
 * the app (lib/connections keeps their snapshot here: {@link setStoredConnections}), real providers
 * from environment variables (read-only connections), and a test override. Ids are "offline" or
 * "<connection name>:<model>", split at the first colon only, because local model names often
 * contain one ("llama3.2:3b"). The environment's connections are named "compatible", "openai",
 * "anthropic" and "google".
 */

/** A model the user can pick. */
export type ModelOption = {
  id: string;
  label: string;
  provider: "offline" | ConnectionProvider;
  /** The connection it belongs to (absent for the offline engine). */
  connection?: string;
  /** What is known about it: from the connection's model list, the catalog, or the connection's vision flag. */
  capabilities?: ModelCapabilities;
};

/** A connection whose models the registry offers: stored (keys decrypted) or from the environment. */
export interface ConnectionConfig {
  name: string;
  provider: ConnectionProvider;
  url: string | null;
  key: string | null;
  /** An OpenAI-compatible server's models take images. */
  vision: boolean;
  /** The models its last test listed (empty: any model name is tried). */
  models: ListedModel[];
  /**
   * The fetch its requests go through (lib/connections gives stored connections one that checks the
   * URL's addresses against the URL policy before every request); default: the global fetch.
   */
  fetch?: typeof globalThis.fetch;
  /**
   * A user's own connection (users' keys, when the instance allows them): only calls made for that
   * user see it. Null or absent: the instance's, everyone's.
   */
  ownerId?: string | null;
}

/**
 * Whose models a lookup may see: a user id (the instance's connections and that user's own), or
 * nothing (the instance's only: a personal key is never used unless its owner is named).
 */
export type ModelViewer = string | null | undefined;

/** The model used when nothing else is chosen; it needs no configuration. */
export const DEFAULT_MODEL_ID = "offline";

type Remote = {
  provider: ConnectionProvider;
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

/**
 * The stored connections' snapshot, shared by every bundle of the process (Next compiles route
 * handlers and pages into separate module graphs): lib/connections replaces it when the
 * instance's connections version changes.
 */
const shared = globalThis as typeof globalThis & {
  __canopyConnections?: {
    version: number;
    list: ConnectionConfig[];
    models: Map<string, LanguageModelV3>;
    taskModel: string | null;
  };
};

/**
 * lib/connections only: the stored connections (keys decrypted) and the instance's task model as of
 * `version`.
 */
export function setStoredConnections(version: number, list: ConnectionConfig[], taskModel: string | null = null): void {
  shared.__canopyConnections = { version, list, models: new Map(), taskModel };
}

/** The version of the stored connections this process holds (-1: never loaded). */
export function storedConnectionsVersion(): number {
  return shared.__canopyConnections?.version ?? -1;
}

/** The stored connections `viewer` may use: the instance's, and their own. */
function stored(viewer: ModelViewer = null): ConnectionConfig[] {
  const list = shared.__canopyConnections?.list ?? [];
  return list.filter((c) => !c.ownerId || c.ownerId === viewer);
}

/** The names the environment's connections take (a stored connection cannot use one while it is set). */
export function environmentConnectionNames(env: Env = getEnv()): string[] {
  return REMOTES.filter((r) => env[r.variable]).map((r) => r.prefix);
}

/** The environment's connections, read-only, as the connections page lists them. */
export function environmentConnections(env: Env = getEnv()): Array<ConnectionConfig & { variable: string }> {
  return REMOTES.filter((r) => env[r.variable]).map((r) => ({
    name: r.prefix,
    provider: r.provider,
    url:
      r.provider === "openai-compatible"
        ? (env.OPENAI_COMPATIBLE_BASE_URL ?? null)
        : r.provider === "openai"
          ? (env.OPENAI_BASE_URL ?? null)
          : null,
    key: (r.provider === "openai-compatible" ? env.OPENAI_COMPATIBLE_API_KEY : (env[r.variable] as string)) ?? null,
    vision: false,
    models: r.models(env).map((name) => ({ name })),
    variable: String(r.variable),
  }));
}

function capabilitiesOf(connection: ConnectionConfig, model: string): ModelCapabilities {
  const listed = connection.models.find((m) => m.name === model);
  const { name: _name, ...fromList } = listed ?? { name: model };
  const caps: ModelCapabilities = { ...knownCapabilities(model), ...fromList };
  if (connection.vision) caps.vision = true;
  return caps;
}

/** OPENAI_COMPATIBLE_VISION marks the environment's OpenAI-compatible models as vision-capable (issue 35). */
function withEnvVision(provider: string, model: string, caps: ModelCapabilities, env: Env): ModelCapabilities {
  const marked = env.OPENAI_COMPATIBLE_VISION;
  return provider === "openai-compatible" && (marked.includes("*") || marked.includes(model))
    ? { ...caps, vision: true }
    : caps;
}

/** The models this deployment offers, the offline engine first, then each connection's. */
export function listModels(env: Env = getEnv(), viewer: ModelViewer = null): ModelOption[] {
  const remote = REMOTES.flatMap((r) =>
    r.models(env).map((model) => ({
      id: `${r.prefix}:${model}`,
      label: `${r.name(env)} · ${model}`,
      provider: r.provider,
      connection: r.prefix,
      capabilities: withEnvVision(r.provider, model, knownCapabilities(model), env),
    })),
  );
  const taken = new Set(environmentConnectionNames(env));
  const fromStored = stored(viewer)
    .filter((c) => !taken.has(c.name))
    .flatMap((c) =>
      c.models.map((m) => ({
        id: `${c.name}:${m.name}`,
        label: `${c.name} · ${m.name}`,
        provider: c.provider,
        connection: c.name,
        capabilities: capabilitiesOf(c, m.name),
      })),
    );
  return [{ id: DEFAULT_MODEL_ID, label: "Offline engine", provider: "offline" }, ...remote, ...fromStored];
}

/** The option of one id (also a model a connection did not list but would try), or null when unusable. */
export function findModel(id: string, env: Env = getEnv(), viewer: ModelViewer = null): ModelOption | null {
  const listed = listModels(env, viewer).find((m) => m.id === id);
  if (listed) return listed;
  const { connection, model } = storedPart(id, env, viewer);
  if (!connection || !model || connection.models.length > 0) return null;
  return {
    id,
    label: `${connection.name} · ${model}`,
    provider: connection.provider,
    connection: connection.name,
    capabilities: capabilitiesOf(connection, model),
  };
}

/**
 * Remote models already made, by environment and id: a model is a stateless client, but making one
 * builds its response schemas (~1-2 ms of this one thread for an OpenAI-compatible model; a
 * fan-out's turns make several at once).
 */
const remoteModels = new WeakMap<Env, Map<string, LanguageModelV3>>();

/**
 * The language model for `id`, one of {@link listModels}' ids (or any model of a stored connection
 * whose list is empty: the server decides).
 *
 * Remote models report a connection that breaks mid-stream as an error part (see
 * {@link streamErrorsAsParts}) rather than a thrown stream.
 *
 * @throws AppError "invalid:model" naming the model and what to do when `id` is unknown, its
 * connection is not configured, or the model is not in the connection's list.
 * @throws Error for "offline" without `offline` (a caller's mistake)
 */
export function getLanguageModel(
  id: string,
  env: Env = getEnv(),
  offline?: (opts: Omit<OfflineModelOptions, "answer">) => LanguageModelV3,
  viewer: ModelViewer = null,
): LanguageModelV3 {
  if (override) return override;
  if (id === DEFAULT_MODEL_ID) {
    if (!offline)
      throw new Error("The offline engine is made above lib/ai: use languageModelFor (lib/memory/engines.ts).");
    return offline({ delayMs: env.OFFLINE_STREAM_DELAY_MS });
  }

  const { remote, model } = parseId(id);
  if (remote && model && env[remote.variable]) return environmentModel(remote, model, id, env);
  const part = storedPart(id, env, viewer);
  if (part.connection && part.model) return storedModel(part.connection, part.model, id);
  if (!remote && part.model) {
    throw new AppError(
      "invalid:model",
      `Model "${id.slice(0, 200)}" is not available: there is no connection named "${id.slice(0, id.indexOf(":")).slice(0, 40)}" (it may have been removed or renamed). Choose another model.`,
    );
  }
  if (!remote || !model) {
    const known = listModels(env, viewer).map((m) => m.id);
    throw new AppError(
      "invalid:model",
      `Unknown model "${id.slice(0, 200)}". Available models: ${known.slice(0, 30).join(", ")}.`,
    );
  }
  throw new AppError(
    "invalid:model",
    `Model "${id}" needs ${remote.name(env)} to be configured: add a connection named "${remote.prefix}" (Admin, Connections) or set ${remote.variable} in the environment and restart.`,
  );
}

function environmentModel(remote: Remote, model: string, id: string, env: Env): LanguageModelV3 {
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

function storedModel(connection: ConnectionConfig, model: string, id: string): LanguageModelV3 {
  if (connection.models.length > 0 && !connection.models.some((m) => m.name === model)) {
    const names = connection.models.map((m) => m.name);
    throw new AppError(
      "invalid:model",
      `Model "${id}" is not among ${connection.name}'s models (${names.slice(0, 20).join(", ")}${names.length > 20 ? ", ..." : ""}). Test the connection to refresh its list.`,
    );
  }
  const cache = shared.__canopyConnections!.models;
  let created = cache.get(id);
  if (!created) {
    created = wrapLanguageModel({
      model: createConnectionModel(connection, model),
      middleware: streamErrorsAsParts(`${connection.name} · ${model}`),
    });
    cache.set(id, created);
  }
  return created;
}

/** A model of a connection, with no network until it is called. */
export function createConnectionModel(
  c: Pick<ConnectionConfig, "provider" | "url" | "key" | "fetch">,
  model: string,
): LanguageModelV3 {
  const apiKey = c.key ?? undefined;
  const baseURL = c.url ?? undefined;
  const fetch = c.fetch;
  switch (c.provider) {
    case "openai":
      return createOpenAI({ apiKey, baseURL, fetch })(model);
    case "anthropic":
      return createAnthropic({ apiKey, baseURL, fetch })(model);
    case "google":
      return createGoogleGenerativeAI({ apiKey, baseURL, fetch })(model);
    case "openai-compatible":
      return createOpenAICompatible({
        name: "openai-compatible",
        baseURL: c.url ?? "",
        apiKey,
        fetch,
        supportsStructuredOutputs: true,
        includeUsage: true,
      })(model);
  }
}

/**
 * A model that fails every call with `message` as a provider error: a turn on a model that
 * disappeared between choosing and sending (its connection removed, renamed or its key unreadable)
 * fails like any provider error, its question kept and the answer marked, so Retry can pick another.
 */
export function unavailableModel(id: string, message: string): LanguageModelV3 {
  const error = () => new AppError("provider:model_unavailable", message);
  return {
    specificationVersion: "v3",
    provider: "unavailable",
    modelId: id,
    supportedUrls: {},
    doGenerate: async () => {
      throw error();
    },
    doStream: async () => {
      throw error();
    },
  };
}

/**
 * The model a project's background work uses (titles, knowledge asks, document imports, condensed
 * notes, memory folds): the project's task model when set and usable, else the instance's (Admin ->
 * Connections), else the conversation's model (the offline engine when that is a person's own key).
 */
export function taskModelOf(project: { model: string; taskModel?: string | null }, env: Env = getEnv()): string {
  if (project.taskModel && findModel(project.taskModel, env)) return project.taskModel;
  const instance = shared.__canopyConnections?.taskModel;
  if (instance && findModel(instance, env)) return instance;
  // A person's own key answers only their turns: background work on such a model falls back to the offline engine.
  if (isPersonalModel(project.model)) return DEFAULT_MODEL_ID;
  return project.model;
}

/** Whether `id` is a model of a user's own connection. */
export function isPersonalModel(id: string): boolean {
  const colon = id.indexOf(":");
  const name = colon > 0 ? id.slice(0, colon) : "";
  return Boolean(shared.__canopyConnections?.list.some((c) => c.name === name && c.ownerId));
}

/**
 * A human label for a model id, also for ids no longer configured (stored history keeps them):
 * "Offline engine", "OpenAI · gpt-4o-mini", "ollama · llama3.2:3b"; an unrecognised id is returned as is.
 */
export function engineLabel(id: string, env: Env = getEnv()): string {
  if (id === DEFAULT_MODEL_ID) return "Offline engine";
  const { remote, model } = parseId(id);
  if (remote && model && (env[remote.variable] || !storedPart(id, env).connection))
    return `${remote.name(env)} · ${model}`;
  const colon = id.indexOf(":");
  return colon > 0 && colon < id.length - 1 ? `${id.slice(0, colon)} · ${id.slice(colon + 1)}` : id;
}

function parseId(id: string): { remote?: Remote; model?: string } {
  const colon = id.indexOf(":");
  if (colon < 0) return {};
  const prefix = id.slice(0, colon);
  return { remote: REMOTES.find((r) => r.prefix === prefix), model: id.slice(colon + 1).trim() || undefined };
}

/** A stored connection's part of an id (not one the environment's connection of that name shadows). */
function storedPart(
  id: string,
  env: Env,
  viewer: ModelViewer = null,
): { connection?: ConnectionConfig; model?: string } {
  const colon = id.indexOf(":");
  if (colon <= 0) return {};
  const name = id.slice(0, colon);
  if (environmentConnectionNames(env).includes(name)) return {};
  return { connection: stored(viewer).find((c) => c.name === name), model: id.slice(colon + 1).trim() || undefined };
}

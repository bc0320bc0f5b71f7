import "server-only";
import type { LanguageModelV3 } from "@ai-sdk/provider";
import { wrapLanguageModel } from "ai";
import {
  findModel,
  getLanguageModel,
  listModels,
  setStoredConnections,
  storedConnectionsVersion,
  taskModelOf,
  unavailableModel,
  type ConnectionConfig,
  type ModelOption,
  type ModelViewer,
} from "@/lib/ai/providers";
import { getEnv } from "@/lib/env";
import type { ConnectionProvider, ListedModel } from "@/lib/ai/model-lists";
import { authSecret } from "@/lib/auth/secret";
import { instanceModelSettings, listConnectionRows, type InstanceModelSettings } from "@/lib/db/queries/connections";
import { getNodeParams, type NodeParams } from "@/lib/db/queries/node-params";
import type { ProjectSettings } from "@/lib/db/queries/projects";
import { AppError, isAppError } from "@/lib/errors";
import { logError, setRuntimeSecrets } from "@/lib/log";
import { decryptKey } from "./crypto";
import { guardedFetch } from "./url-policy";

/**
 * Keeps this process's model registry (lib/ai/providers.ts) in step with the stored connections:
 * before every turn and every model list, one read of the instance's connections version; the rows
 * are read and their keys decrypted again only when it changed. So a connection added, edited or
 * removed on any instance is used by every instance at its next turn, with no restart.
 */
type Loading = Promise<FreshRegistry> & { version?: number };
let loading: Loading | null = null;

/**
 * The instance's model settings as one refresh read them. A turn or request refreshes once and
 * passes this on ({@link TurnSettings}.registry, {@link taskModelFor}, {@link assertUsableModel}),
 * so its later model lookups read no settings again.
 */
export type FreshRegistry = Readonly<InstanceModelSettings>;

export async function refreshModelRegistry(known?: InstanceModelSettings): Promise<FreshRegistry> {
  // Settings the caller read in its own statement (a turn's first read): nothing to read when current.
  if (known && known.connectionsVersion === storedConnectionsVersion()) return known;
  // Concurrent turns share one check, unless the caller knows of a newer version than the running one loads.
  if (!loading || (known && known.connectionsVersion > (loading.version ?? -1))) {
    const next = load(known).finally(() => {
      if (loading === next) loading = null;
    }) as Loading;
    next.version = known?.connectionsVersion;
    loading = next;
  }
  return loading;
}

async function load(known?: InstanceModelSettings): Promise<FreshRegistry> {
  const settings = known ?? (await instanceModelSettings());
  const version = settings.connectionsVersion;
  if (version === storedConnectionsVersion()) return settings;
  // Users' own connections count only while the instance allows users' keys.
  const rows = (await listConnectionRows()).filter((r) => !r.ownerId || settings.userKeys);
  const secret = rows.some((r) => r.keyCipher) ? await authSecret() : "";
  const list: ConnectionConfig[] = rows.map((row) => {
    let key: string | null = null;
    if (row.keyCipher) {
      try {
        key = decryptKey(row.keyCipher, secret);
      } catch (error) {
        // Logged without the key (the message names the connection only); its turns fail with the reason.
        logError(`[connections] the key of "${row.name}" cannot be decrypted`, error);
      }
    }
    return {
      name: row.name,
      provider: row.provider as ConnectionProvider,
      url: row.url,
      key,
      vision: row.vision,
      models: Array.isArray(row.models) ? (row.models as ListedModel[]) : [],
      ownerId: row.ownerId,
      // Its address is checked again at every request, not only when saved (./url-policy.ts).
      fetch: guardedFetch(),
    };
  });
  setStoredConnections(version, list, settings.taskModel);
  setRuntimeSecrets(list.flatMap((c) => (c.key ? [c.key] : [])));
  return settings;
}

/**
 * Every model `viewer` may use (the offline engine, the environment's, the instance's connections',
 * and the viewer's own connections' when users' keys are on), fresh.
 */
export async function listUsableModels(viewer: ModelViewer = null): Promise<ModelOption[]> {
  await refreshModelRegistry();
  return listModels(getEnv(), viewer);
}

/**
 * The model background work of a project uses (titles, condensed notes, folds, knowledge asks): the
 * project's task model, else the instance's, else the conversation's model (lib/ai `taskModelOf`),
 * with the registry fresh (a process that has not run a turn yet knows the instance's setting too).
 * `fresh`: the caller refreshed it already in this turn or request (no second settings read).
 */
export async function taskModelFor(
  project: { model: string; taskModel?: string | null },
  fresh?: FreshRegistry,
): Promise<string> {
  if (!fresh) await refreshModelRegistry();
  return taskModelOf(project);
}

/**
 * Checks a model id someone chose (the picker, `say --model`, project settings, a fan-out target).
 * `fresh`: the caller refreshed the registry already in this request (no second settings read).
 *
 * @throws AppError invalid:model naming what to do
 */
export async function assertUsableModel(id: string, viewer: ModelViewer = null, fresh?: FreshRegistry): Promise<void> {
  if (!fresh) await refreshModelRegistry();
  if (findModel(id, getEnv(), viewer)) return;
  getLanguageModel(id, getEnv(), undefined, viewer); // throws invalid:model with the reason (unknown connection, model not listed)
  throw new AppError("invalid:model", `Model "${id.slice(0, 200)}" is not available.`);
}

/** The settings a turn answers with: the project's, then the node's own, then the request's model. */
export type TurnSettings = ProjectSettings & {
  temperature?: number | null;
  maxOutputTokens?: number | null;
  /** The account the turn answers (its own connections' models are usable; nobody else's). */
  viewer?: ModelViewer;
  /** The registry as this turn refreshed it, once: its task model and lookups read no settings again. */
  registry?: FreshRegistry;
};

/**
 * Where a turn resolves its model and parameters, the one place (lib/chat/turn.ts calls it): the
 * request's explicit model (the OpenAI-compatible endpoint's `@model`, checked: an unknown one is
 * invalid:model before anything is written), else the node's own model (set by the picker or
 * inherited at branch time), else the project's; the node's system prompt, temperature and maximum
 * output over the project's defaults. `known`: the node's parameters and the instance's settings when
 * the caller read them already (a turn's first statement). A stored model that vanished since it was chosen is not
 * refused here: the turn fails like any provider error ({@link turnModel}), its question kept.
 *
 * @throws AppError invalid:model (an explicit model only), not_found:node
 */
export async function resolveTurnModel(
  nodeId: string,
  project: ProjectSettings,
  requested?: string,
  viewer: ModelViewer = null,
  known?: { params: NodeParams; instance: InstanceModelSettings },
): Promise<TurnSettings> {
  const [params, registry] = await Promise.all([
    known?.params ?? getNodeParams(nodeId),
    refreshModelRegistry(known?.instance),
  ]);
  if (requested) await assertUsableModel(requested, viewer, registry);
  return {
    ...project,
    viewer,
    registry,
    model: requested ?? project.model,
    systemPrompt: params.systemPrompt ?? project.systemPrompt,
    temperature: params.temperature ?? project.temperature ?? null,
    maxOutputTokens: params.maxOutputTokens ?? project.maxOutputTokens ?? null,
  };
}

/**
 * The language model a turn streams from: the registry's, with the turn's temperature and maximum
 * output as defaults of every call; a model that is no longer available answers every call with a
 * provider error saying so (kept and marked like any failed answer; Retry with another model).
 * `make` builds a registry id's model (lib/memory/engines.ts `languageModelFor`, given from above, makes the offline one).
 */
export function turnModel(
  settings: TurnSettings,
  make: (id: string, viewer: ModelViewer) => LanguageModelV3 = (id, viewer) =>
    getLanguageModel(id, getEnv(), undefined, viewer),
): LanguageModelV3 {
  let model: LanguageModelV3;
  try {
    model = make(settings.model, settings.viewer);
  } catch (error) {
    if (!isAppError(error)) throw error;
    return unavailableModel(
      settings.model,
      `${error.message.replace(/ Choose another model\.$/, "")} Choose another model and retry.`,
    );
  }
  const { temperature, maxOutputTokens } = settings;
  if (temperature == null && maxOutputTokens == null) return model;
  return wrapLanguageModel({
    model,
    middleware: {
      specificationVersion: "v3",
      transformParams: async ({ params }) => ({
        ...params,
        temperature: params.temperature ?? temperature ?? undefined,
        maxOutputTokens: params.maxOutputTokens ?? maxOutputTokens ?? undefined,
      }),
    },
  });
}

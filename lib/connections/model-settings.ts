import "server-only";
import { engineLabel, findModel } from "@/lib/ai/providers";
import { updateInstanceModelSettings } from "@/lib/db/queries/connections";
import type { ModelSettingsInput } from "@/lib/shared/connections";
import { assertUsableModel, refreshModelRegistry } from "./registry";

/** The instance's model settings as Admin -> Connections, /api/v1 and the CLI show them. */
export interface ModelSettingsView {
  /** The instance's task model (null: each conversation's own model). */
  taskModel: string | null;
  taskModelLabel: string | null;
  /** Whether the task model is usable now (a removed connection's model is not: the conversation's model answers). */
  taskModelAvailable: boolean;
  /** Whether users may add their own keys. */
  userKeys: boolean;
}

export async function getModelSettings(): Promise<ModelSettingsView> {
  // One read: the refresh returns the settings it read.
  return view(await refreshModelRegistry());
}

/**
 * Sets the instance's task model (titles, condensed notes, memory folds, knowledge asks; a project's
 * own task model overrides it) and/or whether users may add their own keys. Applies at once on every
 * instance (the connections version is bumped). The task model must be an instance model: never a
 * person's own key.
 *
 * @throws AppError invalid:model
 */
export async function updateModelSettings(patch: ModelSettingsInput): Promise<ModelSettingsView> {
  if (patch.taskModel) await assertUsableModel(patch.taskModel);
  const settings = await updateInstanceModelSettings(patch);
  await refreshModelRegistry();
  return view(settings);
}

function view(settings: { taskModel: string | null; userKeys: boolean }): ModelSettingsView {
  return {
    taskModel: settings.taskModel,
    taskModelLabel: settings.taskModel ? engineLabel(settings.taskModel) : null,
    taskModelAvailable: settings.taskModel ? findModel(settings.taskModel) !== null : true,
    userKeys: settings.userKeys,
  };
}

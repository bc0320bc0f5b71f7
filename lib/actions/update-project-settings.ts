"use server";
import { revalidatePath } from "next/cache";
import { assertUsableModel, refreshModelRegistry } from "@/lib/connections/registry";
import { updateProjectSettings } from "@/lib/db/queries/projects";
import { defineAction } from "./safe-action";
import { updateProjectSettingsSchema } from "./schemas";

export const updateProjectSettingsAction = defineAction(
  updateProjectSettingsSchema,
  { access: (input) => ({ projectId: input.projectId }), need: "owner" },
  async ({ projectId, ...patch }) => {
    // One settings read for both checks.
    const fresh = patch.model || patch.taskModel ? await refreshModelRegistry() : undefined;
    if (patch.model) await assertUsableModel(patch.model, null, fresh);
    if (patch.taskModel) await assertUsableModel(patch.taskModel, null, fresh);
    const settings = await updateProjectSettings(projectId, patch);
    revalidatePath(`/projects/${projectId}`, "layout");
    return settings;
  },
);

"use server";
import { revalidatePath } from "next/cache";
import { assertUsableModel } from "@/lib/connections/registry";
import { updateProjectSettings } from "@/lib/db/queries/projects";
import { defineAction } from "./safe-action";
import { updateProjectSettingsSchema } from "./schemas";

export const updateProjectSettingsAction = defineAction(
  updateProjectSettingsSchema,
  { access: (input) => ({ projectId: input.projectId }), need: "owner" },
  async ({ projectId, ...patch }) => {
    if (patch.model) await assertUsableModel(patch.model);
    if (patch.taskModel) await assertUsableModel(patch.taskModel);
    const settings = await updateProjectSettings(projectId, patch);
    revalidatePath(`/projects/${projectId}`, "layout");
    return settings;
  },
);

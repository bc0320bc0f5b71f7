"use server";
import { revalidatePath } from "next/cache";
import { listModels } from "@/lib/ai/providers";
import { updateProjectSettings } from "@/lib/db/queries/projects";
import { AppError } from "@/lib/errors";
import { defineAction } from "./safe-action";
import { updateProjectSettingsSchema } from "./schemas";

export const updateProjectSettingsAction = defineAction(
  updateProjectSettingsSchema,
  { access: (input) => ({ projectId: input.projectId }), need: "owner" },
  async ({ projectId, ...patch }) => {
    if (patch.model && !listModels().some((m) => m.id === patch.model)) {
      throw new AppError("invalid:model", `The model "${patch.model}" is not configured on this server.`);
    }
    const settings = await updateProjectSettings(projectId, patch);
    revalidatePath(`/projects/${projectId}`, "layout");
    return settings;
  },
);

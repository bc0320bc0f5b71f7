"use server";
import { publishAccessChange } from "@/lib/live/publish";
import { revalidatePath } from "next/cache";
import { deleteProject } from "@/lib/db/queries/projects";
import { deletingImagesOf } from "@/lib/media/attach";
import { defineAction } from "./safe-action";
import { projectIdSchema } from "./schemas";

export const deleteProjectAction = defineAction(
  projectIdSchema,
  { access: (input) => ({ projectId: input.projectId }), need: "owner" },
  async ({ projectId }) => {
    await deletingImagesOf({ projectId }, () => deleteProject(projectId));
    await publishAccessChange({ projectId });
    revalidatePath("/");
    return { projectId };
  },
);

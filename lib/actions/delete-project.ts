"use server";
import { publishAccessChange } from "@/lib/live/publish";
import { revalidatePath } from "next/cache";
import { deleteProject } from "@/lib/db/queries/projects";
import { defineAction } from "./safe-action";
import { projectIdSchema } from "./schemas";

export const deleteProjectAction = defineAction(
  projectIdSchema,
  { access: (input) => ({ projectId: input.projectId }), need: "owner" },
  async ({ projectId }) => {
    await deleteProject(projectId);
    await publishAccessChange({ projectId });
    revalidatePath("/");
    return { projectId };
  },
);

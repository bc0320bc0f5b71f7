"use server";
import { revalidatePath } from "next/cache";
import { unshareProject } from "@/lib/auth/membership";
import { defineAction } from "./safe-action";
import { unshareProjectSchema } from "./schemas";

/** The owner removes a member. */
export const unshareProjectAction = defineAction(
  unshareProjectSchema,
  { access: (input) => ({ projectId: input.projectId }), need: "owner" },
  async ({ projectId, userId }) => {
    await unshareProject(projectId, userId);
    revalidatePath(`/projects/${projectId}/settings`);
    return { projectId, userId };
  },
);

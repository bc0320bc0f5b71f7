"use server";
import { revalidatePath } from "next/cache";
import { shareProject } from "@/lib/auth/membership";
import { ACCESS } from "./access-specs";
import { defineAction } from "./safe-action";
import { shareProjectSchema } from "./schemas";

/** The owner shares the project with an account as editor or viewer. */
export const shareProjectAction = defineAction(
  shareProjectSchema,
  ACCESS.shareProject,
  async ({ projectId, email, role }) => {
    const member = await shareProject(projectId, email, role);
    revalidatePath(`/projects/${projectId}/settings`);
    return member;
  },
);

"use server";
import { revalidatePath } from "next/cache";
import { autoResolveVolatiles } from "@/lib/tree-ops/volatile";
import { defineAction } from "./safe-action";
import { projectIdSchema } from "./schemas";

/** The owner applies the project's aside setting now to asides left open by ended sessions. */
export const resolveAsidesAction = defineAction(
  projectIdSchema,
  { access: (input) => ({ projectId: input.projectId }), need: "owner" },
  async ({ projectId }, { viewer }) => {
    const resolved = await autoResolveVolatiles(projectId, viewer.sessionId);
    revalidatePath(`/projects/${projectId}`, "layout");
    return { resolved };
  },
);

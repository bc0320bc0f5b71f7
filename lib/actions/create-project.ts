"use server";
import { revalidatePath } from "next/cache";
import { createProject } from "@/lib/db/queries/projects";
import { defineAction } from "./safe-action";
import { createProjectSchema } from "./schemas";

export const createProjectAction = defineAction(
  createProjectSchema,
  { access: "authenticated" },
  async (input, { viewer }) => {
    const project = await createProject({ ...input, ownerId: viewer.userId });
    revalidatePath("/");
    return { projectId: project.id };
  },
);

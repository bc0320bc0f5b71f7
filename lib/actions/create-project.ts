"use server";
import { revalidatePath } from "next/cache";
import { createProject } from "../db/queries/projects";
import { defineAction } from "./safe-action";
import { createProjectSchema } from "./schemas";

export const createProjectAction = defineAction(createProjectSchema, async (input) => {
  const project = await createProject(input);
  revalidatePath("/");
  return { projectId: project.id };
});

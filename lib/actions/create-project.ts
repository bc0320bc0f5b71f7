"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { createProject } from "@/lib/db/queries/projects";
import { defineAction } from "./safe-action";
import { createProjectSchema } from "./schemas";
import { formText, type FormState } from "./form-state";

export const createProjectAction = defineAction(
  createProjectSchema,
  { access: "authenticated" },
  async (input, { viewer }) => {
    const project = await createProject({ ...input, ownerId: viewer.userId });
    revalidatePath("/");
    return { projectId: project.id };
  },
);

/**
 * The project list's "Create project" form (field `name`): {@link createProjectAction}, then the new
 * project's page. A refusal comes back as the form's state with the name as typed.
 */
export async function createProjectFormAction(_state: FormState, form: FormData): Promise<FormState> {
  const values = formText(form, ["name"]);
  const result = await createProjectAction(values);
  if (!result.ok) return { error: result.error, values };
  redirect(`/projects/${result.data.projectId}`);
}

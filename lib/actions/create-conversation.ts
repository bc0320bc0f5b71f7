"use server";
import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";
import { createConversation, UNTITLED } from "@/lib/db/queries/conversations";
import { ACCESS } from "./access-specs";
import { defineAction } from "./safe-action";
import { createConversationSchema } from "./schemas";
import { formText, type FormState } from "./form-state";

export const createConversationAction = defineAction(
  createConversationSchema,
  ACCESS.createConversation,
  async ({ projectId, title }) => {
    const created = await createConversation({ projectId, title: title || UNTITLED });
    revalidatePath(`/projects/${projectId}`);
    return created;
  },
);

/**
 * The project page's "New conversation" button (a form with field `projectId`):
 * {@link createConversationAction}, then the new conversation. A refusal comes back as the form's state.
 */
export async function createConversationFormAction(_state: FormState, form: FormData): Promise<FormState> {
  const values = formText(form, ["projectId"]);
  const result = await createConversationAction(values);
  if (!result.ok) return { error: result.error, values };
  redirect(`/c/${result.data.conversationId}`);
}

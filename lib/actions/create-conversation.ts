"use server";
import { revalidatePath } from "next/cache";
import { createConversation, UNTITLED } from "@/lib/db/queries/conversations";
import { defineAction } from "./safe-action";
import { createConversationSchema } from "./schemas";

export const createConversationAction = defineAction(
  createConversationSchema,
  { access: (input) => ({ projectId: input.projectId }), need: "write" },
  async ({ projectId, title }) => {
    const created = await createConversation({ projectId, title: title || UNTITLED });
    revalidatePath(`/projects/${projectId}`);
    return created;
  },
);

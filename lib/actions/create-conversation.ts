"use server";
import { revalidatePath } from "next/cache";
import { createConversation, UNTITLED } from "@/lib/db/queries/conversations";
import { ACCESS } from "./access-specs";
import { defineAction } from "./safe-action";
import { createConversationSchema } from "./schemas";

export const createConversationAction = defineAction(
  createConversationSchema,
  ACCESS.createConversation,
  async ({ projectId, title }) => {
    const created = await createConversation({ projectId, title: title || UNTITLED });
    revalidatePath(`/projects/${projectId}`);
    return created;
  },
);

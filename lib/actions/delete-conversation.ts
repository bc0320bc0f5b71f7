"use server";
import { publishAccessChange } from "@/lib/live/publish";
import { revalidatePath } from "next/cache";
import { deleteConversation } from "@/lib/db/queries/conversations";
import { deletingImagesOf } from "@/lib/media/attach";
import { defineAction } from "./safe-action";
import { conversationIdSchema } from "./schemas";

export const deleteConversationAction = defineAction(
  conversationIdSchema,
  { access: (input) => ({ conversationId: input.conversationId }), need: "write" },
  async ({ conversationId }) => {
    await deletingImagesOf({ conversationId }, () => deleteConversation(conversationId));
    await publishAccessChange({ conversationId });
    revalidatePath("/projects/[projectId]", "page");
    return { conversationId };
  },
);

"use server";
import { publishChange } from "@/lib/live/publish";
import { renameConversation } from "@/lib/db/queries/conversations";
import { defineAction } from "./safe-action";
import { renameConversationSchema } from "./schemas";

export const renameConversationAction = defineAction(
  renameConversationSchema,
  { access: (input) => ({ conversationId: input.conversationId }), need: "write" },
  async ({ conversationId, title }) => {
    await renameConversation(conversationId, title);
    await publishChange({ conversationId }, "conversation", []);
    return { conversationId, title };
  },
);

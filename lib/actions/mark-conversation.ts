"use server";
import { revalidatePath } from "next/cache";
import { setConversationMark } from "@/lib/db/queries/conversation-marks";
import { defineAction } from "./safe-action";
import { markConversationSchema } from "./schemas";

/** Pins or archives a conversation for the caller alone (any member: it changes nobody else's view). */
export const markConversationAction = defineAction(
  markConversationSchema,
  { access: (input) => ({ conversationId: input.conversationId }), need: "read" },
  async ({ conversationId, pinned, archived }, { viewer }) => {
    const mark = await setConversationMark(viewer.userId, conversationId, { pinned, archived });
    revalidatePath("/");
    return { conversationId, ...mark };
  },
);

"use server";
import { editMessage } from "@/lib/chat/alternatives";
import { requireNodeIn } from "./guards";
import { defineAction } from "./safe-action";
import { editMessageSchema } from "./schemas";

/** Writes: a new node (branch) with the edited user message. The client then streams its answer. */
export const editMessageAction = defineAction(
  editMessageSchema,
  { access: (input) => ({ nodeId: input.nodeId }), need: "write" },
  async (input) => {
    const node = await requireNodeIn(input.conversationId, input.nodeId);
    return editMessage({ nodeId: node.id, itemId: input.itemId, text: input.text, cascade: input.cascade });
  },
);

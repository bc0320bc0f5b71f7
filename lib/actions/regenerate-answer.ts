"use server";
import { regenerateAnswer } from "@/lib/chat/alternatives";
import { requireNodeIn } from "./guards";
import { defineAction } from "./safe-action";
import { regenerateAnswerSchema } from "./schemas";

/** Writes: a new node (branch) inheriting the question; the client then streams its new answer. */
export const regenerateAnswerAction = defineAction(
  regenerateAnswerSchema,
  { access: (input) => ({ nodeId: input.nodeId }), need: "write" },
  async (input) => {
    const node = await requireNodeIn(input.conversationId, input.nodeId);
    return regenerateAnswer({ nodeId: node.id, itemId: input.itemId });
  },
);

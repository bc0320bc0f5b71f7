"use server";
import { stopAnswer } from "@/lib/chat/live-answers";
import { requireNodeIn } from "./guards";
import { defineAction } from "./safe-action";
import { nodeRefSchema } from "./schemas";

/** Stops the answer being written in a node (its text so far is kept, marked stopped). */
export const stopAnswerAction = defineAction(
  nodeRefSchema,
  { access: (input) => ({ nodeId: input.nodeId }), need: "write" },
  async ({ conversationId, nodeId }) => {
    await requireNodeIn(conversationId, nodeId);
    return { stopped: await stopAnswer(nodeId) };
  },
);

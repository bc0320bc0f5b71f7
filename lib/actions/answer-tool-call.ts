"use server";
import { answerToolCall } from "@/lib/chat/tool-approval";
import { toolApprovalSchema } from "./chat-schema";
import { defineAction } from "./safe-action";

/**
 * Approve or Deny in a tool call's card: settles the call (runs it, or marks it denied) and resumes
 * the turn in the same answer, which streams into its row as any answer does (the chat follows it).
 * Members who may write only: a viewer never runs a tool.
 */
export const answerToolCallAction = defineAction(
  toolApprovalSchema,
  { access: (input) => ({ itemId: input.callId }), need: "write" },
  async ({ callId, deny }, { viewer }) => {
    const turn = await answerToolCall({ callId, deny, userId: viewer.userId, sessionId: viewer.sessionId });
    // Not tied to this request: the answer is written to its row as it streams.
    void turn.result.consumeStream();
    return { callId, assistantItemId: turn.assistantItemId };
  },
);

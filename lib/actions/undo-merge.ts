"use server";
import { findMergeEventConversationId } from "@/lib/db/queries/access";
import { undoMerge } from "@/lib/tree-ops/merge";
import { AppError } from "@/lib/errors";
import { defineAction } from "./safe-action";
import { undoMergeSchema } from "./schemas";

export const undoMergeAction = defineAction(
  undoMergeSchema,
  { access: (input) => ({ conversationId: input.conversationId }), need: "write" },
  async ({ conversationId, mergeEventId }) => {
    if ((await findMergeEventConversationId(mergeEventId)) !== conversationId)
      throw new AppError("not_found:merge", "That merge is not part of this conversation.");
    return undoMerge(mergeEventId);
  },
);

"use server";
import { getDb } from "@/lib/db/client";
import { undoMerge } from "@/lib/tree-ops/merge";
import { AppError } from "@/lib/errors";
import { defineAction } from "./safe-action";
import { undoMergeSchema } from "./schemas";

export const undoMergeAction = defineAction(
  undoMergeSchema,
  { access: (input) => ({ conversationId: input.conversationId }), need: "write" },
  async ({ conversationId, mergeEventId }) => {
    const event = await getDb().mergeEvent.findUnique({
      where: { id: mergeEventId },
      select: { parent: { select: { conversationId: true } } },
    });
    if (!event || event.parent.conversationId !== conversationId)
      throw new AppError("not_found:merge", "That merge is not part of this conversation.");
    return undoMerge(mergeEventId);
  },
);

"use server";
import { compareFanout, findFanout } from "@/lib/chat/compare";
import { AppError } from "@/lib/errors";
import { defineAction } from "./safe-action";
import { fanoutRefSchema } from "./schemas";

/** Reads: a fan-out's answers side by side with their fact diff (the fan-out must be of this conversation). */
export const compareFanoutAction = defineAction(
  fanoutRefSchema,
  { access: (input) => ({ conversationId: input.conversationId }), need: "read" },
  async ({ conversationId, fanoutId }) => {
    const found = await findFanout(fanoutId);
    if (found.conversationId !== conversationId)
      throw new AppError("not_found:fanout", "That fan-out is not part of this conversation.");
    return compareFanout(fanoutId);
  },
);

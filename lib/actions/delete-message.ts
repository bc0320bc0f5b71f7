"use server";
import { deleteExchange } from "@/lib/db/queries/delete-message";
import { requireNodeIn } from "./guards";
import { defineAction } from "./safe-action";
import { deleteMessageSchema } from "./schemas";

/** Deletes a message with the other half of its exchange (lib/db/queries/delete-message.ts). */
export const deleteMessageAction = defineAction(
  deleteMessageSchema,
  { access: (input) => ({ nodeId: input.nodeId }), need: "write" },
  async ({ conversationId, nodeId, itemId }) => {
    await requireNodeIn(conversationId, nodeId);
    return { deletedIds: await deleteExchange(nodeId, itemId) };
  },
);

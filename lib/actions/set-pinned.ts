"use server";
import { setPinned } from "@/lib/tree-ops/pin";
import { requireNodeIn } from "./guards";
import { defineAction } from "./safe-action";
import { setPinnedSchema } from "./schemas";

export const setPinnedAction = defineAction(
  setPinnedSchema,
  { access: (input) => ({ nodeId: input.nodeId }), need: "write" },
  async ({ conversationId, nodeId, itemId, pinned }) => {
    await requireNodeIn(conversationId, nodeId);
    return setPinned(nodeId, itemId, pinned);
  },
);

"use server";
import { labelNode } from "@/lib/tree-ops/label";
import { requireNodeIn } from "./guards";
import { defineAction } from "./safe-action";
import { setNodeLabelSchema } from "./schemas";

export const setNodeLabelAction = defineAction(
  setNodeLabelSchema,
  { access: (input) => ({ nodeId: input.nodeId }), need: "write" },
  async ({ conversationId, nodeId, label, color }) => {
    await requireNodeIn(conversationId, nodeId);
    return labelNode(nodeId, { label, color });
  },
);

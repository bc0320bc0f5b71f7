"use server";
import { promoteNode } from "@/lib/tree-ops/volatile";
import { requireNodeIn } from "./guards";
import { defineAction } from "./safe-action";
import { nodeRefSchema } from "./schemas";

export const promoteNodeAction = defineAction(
  nodeRefSchema,
  { access: (input) => ({ nodeId: input.nodeId }), need: "write" },
  async ({ conversationId, nodeId }) => {
    await requireNodeIn(conversationId, nodeId);
    return promoteNode(nodeId);
  },
);

"use server";
import { describePurge } from "@/lib/tree-ops/purge";
import { requireNodeIn } from "./guards";
import { defineAction } from "./safe-action";
import { nodeRefSchema } from "./schemas";

export const describePurgeAction = defineAction(
  nodeRefSchema,
  { access: (input) => ({ nodeId: input.nodeId }), need: "read" },
  async ({ conversationId, nodeId }) => {
    await requireNodeIn(conversationId, nodeId);
    return describePurge(nodeId);
  },
);

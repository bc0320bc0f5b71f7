"use server";
import { condenseBranch } from "@/lib/tree-ops/merge";
import { requireNodeIn } from "./guards";
import { defineAction } from "./safe-action";
import { nodeRefSchema } from "./schemas";

export const condenseBranchAction = defineAction(
  nodeRefSchema,
  { access: (input) => ({ nodeId: input.nodeId }), need: "write" },
  async ({ conversationId, nodeId }) => {
    await requireNodeIn(conversationId, nodeId);
    return condenseBranch(nodeId);
  },
);

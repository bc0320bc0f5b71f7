"use server";
import { previewBranch } from "@/lib/tree-ops/branch";
import { requireNodeIn } from "./guards";
import { defineAction } from "./safe-action";
import { previewBranchSchema } from "./schemas";

export const previewBranchAction = defineAction(
  previewBranchSchema,
  { access: (input) => ({ nodeId: input.nodeId }), need: "read" },
  async (input) => {
    await requireNodeIn(input.conversationId, input.nodeId);
    return previewBranch({
      nodeId: input.nodeId,
      fromItemId: input.fromItemId ?? null,
      policy: input.policy,
      prompt: input.prompt,
      budget: input.budget,
    });
  },
);

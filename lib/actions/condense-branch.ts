"use server";
import { condenseBranch } from "../flow/merge";
import { requireNodeIn } from "./guards";
import { defineAction } from "./safe-action";
import { nodeRefSchema } from "./schemas";

export const condenseBranchAction = defineAction(nodeRefSchema, async ({ conversationId, nodeId }) => {
  await requireNodeIn(conversationId, nodeId);
  return condenseBranch(nodeId);
});

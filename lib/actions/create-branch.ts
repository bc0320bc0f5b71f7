"use server";
import { createBranch, getNode } from "../db/queries/nodes";
import { AppError } from "../errors";
import { defineAction } from "./safe-action";
import { createBranchSchema } from "./schemas";

export const createBranchAction = defineAction(createBranchSchema, async (input) => {
  const parent = await getNode(input.nodeId);
  if (parent.conversationId !== input.conversationId) {
    throw new AppError("not_found:node", "That node is not part of this conversation.");
  }
  return createBranch({ parentId: parent.id, fromItemId: input.fromItemId ?? null, policy: input.policy, title: input.title });
});

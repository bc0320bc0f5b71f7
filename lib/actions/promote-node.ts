"use server";
import { promoteNode } from "../flow/volatile";
import { requireNodeIn } from "./guards";
import { defineAction } from "./safe-action";
import { nodeRefSchema } from "./schemas";

export const promoteNodeAction = defineAction(nodeRefSchema, async ({ conversationId, nodeId }) => {
  await requireNodeIn(conversationId, nodeId);
  return promoteNode(nodeId);
});

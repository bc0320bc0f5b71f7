"use server";
import { purgeNode } from "../flow/purge";
import { requireNodeIn } from "./guards";
import { defineAction } from "./safe-action";
import { nodeRefSchema } from "./schemas";

export const purgeNodeAction = defineAction(nodeRefSchema, async ({ conversationId, nodeId }) => {
  await requireNodeIn(conversationId, nodeId);
  return purgeNode(nodeId);
});

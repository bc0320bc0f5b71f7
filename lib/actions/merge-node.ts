"use server";
import { mergeNode } from "@/lib/tree-ops/merge";
import { requireNodeIn } from "./guards";
import { ACCESS } from "./access-specs";
import { defineAction } from "./safe-action";
import { mergeSchema } from "./schemas";

export const mergeNodeAction = defineAction(mergeSchema, ACCESS.mergeNode, async ({ conversationId, ...request }) => {
  await requireNodeIn(conversationId, request.nodeId);
  return mergeNode(request);
});

"use server";
import { mergeNode } from "@/lib/tree-ops/merge";
import { requireNodeIn } from "./guards";
import { defineAction } from "./safe-action";
import { mergeSchema } from "./schemas";

export const mergeNodeAction = defineAction(
  mergeSchema,
  { access: (input) => ({ nodeId: input.nodeId }), need: "write" },
  async ({ conversationId, ...request }) => {
    await requireNodeIn(conversationId, request.nodeId);
    return mergeNode(request);
  },
);

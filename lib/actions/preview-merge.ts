"use server";
import { previewMerge } from "@/lib/tree-ops/merge";
import { requireNodeIn } from "./guards";
import { defineAction } from "./safe-action";
import { mergeSchema } from "./schemas";

export const previewMergeAction = defineAction(
  mergeSchema,
  { access: (input) => ({ nodeId: input.nodeId }), need: "read" },
  async ({ conversationId, ...request }) => {
    await requireNodeIn(conversationId, request.nodeId);
    return previewMerge(request);
  },
);

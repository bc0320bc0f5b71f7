"use server";
import { purgeNode } from "@/lib/tree-ops/purge";
import { requireNodeIn } from "./guards";
import { defineAction } from "./safe-action";
import { nodeRefSchema } from "./schemas";

export const purgeNodeAction = defineAction(
  nodeRefSchema,
  { access: (input) => ({ nodeId: input.nodeId }), need: "write" },
  async ({ conversationId, nodeId }) => {
    await requireNodeIn(conversationId, nodeId);
    return purgeNode(nodeId);
  },
);

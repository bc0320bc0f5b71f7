"use server";
import { purgeNode } from "@/lib/tree-ops/purge";
import { requireNodeIn } from "./guards";
import { ACCESS } from "./access-specs";
import { defineAction } from "./safe-action";
import { nodeRefSchema } from "./schemas";

export const purgeNodeAction = defineAction(nodeRefSchema, ACCESS.purgeNode, async ({ conversationId, nodeId }) => {
  await requireNodeIn(conversationId, nodeId);
  return purgeNode(nodeId);
});

"use server";
import { renameNode } from "@/lib/db/queries/nodes";
import { defineAction } from "./safe-action";
import { renameNodeSchema } from "./schemas";

export const renameNodeAction = defineAction(
  renameNodeSchema,
  { access: (input) => ({ nodeId: input.nodeId }), need: "write" },
  async ({ nodeId, title }) => {
    await renameNode(nodeId, title);
    return { nodeId, title };
  },
);

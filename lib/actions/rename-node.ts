"use server";
import { publishChange } from "@/lib/live/publish";
import { renameNode } from "@/lib/db/queries/nodes";
import { defineAction } from "./safe-action";
import { renameNodeSchema } from "./schemas";

export const renameNodeAction = defineAction(
  renameNodeSchema,
  { access: (input) => ({ nodeId: input.nodeId }), need: "write" },
  async ({ nodeId, title }) => {
    await renameNode(nodeId, title);
    await publishChange({ nodeId }, "node", [nodeId]);
    return { nodeId, title };
  },
);

"use server";
import { updateNodeParams } from "@/lib/connections/node-params";
import { nodeParamsSchema } from "@/lib/shared/connections";
import { readSessionId } from "@/lib/session";
import { ACCESS } from "./access-specs";
import { defineAction } from "./safe-action";
import { idSchema } from "./schemas";

/** Editors set a node's model and parameters (the composer's picker); branches made afterwards inherit them. */
export const setNodeParamsAction = defineAction(
  nodeParamsSchema.extend({ nodeId: idSchema }),
  ACCESS.setNodeParams,
  async ({ nodeId, ...patch }, { viewer }) => updateNodeParams(nodeId, patch, await readSessionId(), viewer.userId),
);

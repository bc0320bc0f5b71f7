"use server";
import { z } from "zod";
import { getNodeSettings } from "@/lib/connections/node-settings";
import { defineAction } from "./safe-action";
import { idSchema } from "./schemas";

/** Reads: a node's model and parameters, its own and as its next turn uses them; whether the caller administers connections. */
export const getNodeSettingsAction = defineAction(
  z.object({ nodeId: idSchema }),
  { access: (input) => ({ nodeId: input.nodeId }), need: "read" },
  async ({ nodeId }, ctx) => ({
    ...(await getNodeSettings(nodeId, ctx.viewer.userId)),
    canManageConnections: ctx.viewer.role === "admin",
  }),
);

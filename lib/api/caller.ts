import "server-only";
import { roleCanWrite } from "@/lib/auth/access";
import { getNode } from "@/lib/db/queries/nodes";
import type { OperationContext } from "./operation";

/** Who is looking, as the read models take it (asides are private to their session). */
export function callerOf(ctx: OperationContext) {
  return {
    sessionId: ctx.viewer.sessionId,
    userId: ctx.viewer.userId,
    canWrite: ctx.role ? roleCanWrite(ctx.role) : false,
  };
}

/**
 * The conversation of a node the caller was already granted (the actions name the node together
 * with its conversation; the API names the node alone).
 */
export async function conversationOf(nodeId: string): Promise<string> {
  return (await getNode(nodeId)).conversationId;
}

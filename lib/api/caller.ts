import "server-only";
import { readerOf } from "@/lib/auth/access";
import { getNode } from "@/lib/db/queries/nodes";
import type { OperationContext } from "./operation";

/** Who is looking, as the read models take it (an open aside is its owner's alone). */
export function callerOf(ctx: OperationContext) {
  return readerOf(ctx);
}

/**
 * The conversation of a node the caller was already granted (the actions name the node together
 * with its conversation; the API names the node alone).
 */
export async function conversationOf(nodeId: string): Promise<string> {
  return (await getNode(nodeId)).conversationId;
}

import "server-only";
import { transaction } from "@/lib/db/client";

/** The node whose title is set; a root (`isRoot`) shares its title with its conversation. */
export interface TitleTarget {
  nodeId: string;
  conversationId: string;
  isRoot: boolean;
}

/**
 * Sets a node's title to `title` only while it is still `expected` (nobody renamed it meanwhile),
 * and a root's conversation's title too (on the same condition), in one transaction. Returns
 * whether the node's title changed.
 */
export async function setTitleIfUnchanged(target: TitleTarget, expected: string, title: string): Promise<boolean> {
  return transaction(async (tx) => {
    const { count } = await tx.node.updateMany({ where: { id: target.nodeId, title: expected }, data: { title } });
    if (count > 0 && target.isRoot) {
      await tx.conversation.updateMany({ where: { id: target.conversationId, title: expected }, data: { title } });
    }
    return count > 0;
  });
}

import "server-only";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

/** Pins (or unpins) a window entry of a node: pinned entries always pass down to new branches. */
export async function setPinned(nodeId: string, itemId: string, pinned: boolean) {
  const item = await getDb().item.findUnique({ where: { id: itemId }, select: { id: true, nodeId: true } });
  if (!item || item.nodeId !== nodeId)
    throw new AppError("not_found:item", "That message is not part of this node's window.");
  await getDb().item.update({ where: { id: itemId }, data: { pinned } });
  return { itemId, pinned };
}

import "server-only";
import { getDb } from "@/lib/db/client";

/** The node an item belongs to; null when the item does not exist. */
export async function findItemNodeId(itemId: string): Promise<string | null> {
  const item = await getDb().item.findUnique({ where: { id: itemId }, select: { nodeId: true } });
  return item?.nodeId ?? null;
}

/** Pins or unpins an item (pinned entries always pass down to new branches). */
export async function setItemPinned(itemId: string, pinned: boolean): Promise<void> {
  await getDb().item.update({ where: { id: itemId }, data: { pinned } });
}

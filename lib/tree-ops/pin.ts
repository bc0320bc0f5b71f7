import "server-only";
import { publishChange } from "@/lib/live/publish";
import { findItemNodeId, setItemPinned } from "@/lib/db/queries/pins";
import { AppError } from "@/lib/errors";

/** Pins (or unpins) a window entry of a node: pinned entries always pass down to new branches. */
export async function setPinned(nodeId: string, itemId: string, pinned: boolean) {
  if ((await findItemNodeId(itemId)) !== nodeId)
    throw new AppError("not_found:item", "That message is not part of this node's window.");
  await setItemPinned(itemId, pinned);
  await publishChange({ nodeId }, "items", [nodeId]);
  return { itemId, pinned };
}

import "server-only";
import { getDb } from "../db/client";

/**
 * Answers being streamed by this server process. An item stored as "streaming" that is not in this
 * set was cut off by a restart or crash: `recoverInterruptedAnswers` marks it failed (keeping its
 * text), so the node can be retried and branched again instead of waiting for ever.
 */
const globalForTurns = globalThis as unknown as { canopyActiveTurns?: Set<string> };
const active = (globalForTurns.canopyActiveTurns ??= new Set<string>());

export function markTurnActive(itemId: string): void {
  active.add(itemId);
}

export function markTurnDone(itemId: string): void {
  active.delete(itemId);
}

export const INTERRUPTED_MESSAGE = "Interrupted: the server stopped before this answer finished. Retry to answer again.";

/** Marks the node's orphaned "streaming" answers as failed. Returns how many it changed. */
export async function recoverInterruptedAnswers(nodeId: string): Promise<number> {
  const stuck = await getDb().item.findMany({ where: { nodeId, status: "streaming" }, select: { id: true } });
  const orphans = stuck.map((i) => i.id).filter((id) => !active.has(id));
  if (orphans.length === 0) return 0;
  const { count } = await getDb().item.updateMany({
    where: { id: { in: orphans }, status: "streaming" },
    data: { status: "error", error: INTERRUPTED_MESSAGE },
  });
  return count;
}

import "server-only";
import { getDb } from "@/lib/db/client";

/**
 * Marks answers that graceful shutdown stopped as interrupted (status `error` with `message`),
 * keeping their text: the rows the turn saved as stopped (`aborted`), or left `streaming` when its
 * save did not happen. Returns how many it marked.
 */
export async function markAnswersInterrupted(ids: string[], message: string): Promise<number> {
  if (ids.length === 0) return 0;
  const { count } = await getDb().item.updateMany({
    where: { id: { in: ids }, status: { in: ["aborted", "streaming"] } },
    data: { status: "error", error: message, heartbeatAt: null },
  });
  return count;
}

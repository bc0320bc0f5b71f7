import "server-only";
import {
  countStoppedUnsaved,
  liveAnswerIds,
  liveSince,
  markAnswersStopped,
  markStaleAnswers,
} from "@/lib/db/queries/answering";

/**
 * Answers being written, for the chat: a streaming answer is live while its heartbeat is recent
 * (the rule and its queries: lib/db/queries/answering.ts, where the checks that refuse to move or
 * delete items of an answering node live too). One left `streaming` with a stale heartbeat was cut
 * off by a crash or restart: readers present it as interrupted (writing nothing), and the sweep
 * marks it so for good.
 */

export {
  ANSWERING_MESSAGE,
  HEARTBEAT_STALE_MS,
  assertNotAnswering,
  liveSince,
  lockNodes,
  streamingHeartbeats,
} from "@/lib/db/queries/answering";

/** How often a writer refreshes the heartbeat when no text arrives (well inside the stale limit). */
export const HEARTBEAT_EVERY_MS = 5_000;

export const INTERRUPTED_MESSAGE = "Interrupted: the server stopped before this answer finished. Continue or retry it.";

/** True when a stored item is an answer being written right now (streaming with a recent heartbeat). */
export function isLiveAnswer(item: { status: string; heartbeatAt: Date | null }, now = new Date()): boolean {
  return item.status === "streaming" && item.heartbeatAt !== null && item.heartbeatAt >= liveSince(now);
}

/**
 * Marks every streaming answer with a stale heartbeat as interrupted, keeping its text. Run at
 * server start and periodically (lib/chat/sweep-timer.ts), never by a page render or GET handler.
 * Returns how many answers it marked.
 */
export async function sweepInterruptedAnswers(now = new Date()): Promise<number> {
  return markStaleAnswers(INTERRUPTED_MESSAGE, now);
}

/**
 * How a reader shows stored entries: a streaming one whose heartbeat is stale is presented as
 * interrupted (as the sweep will mark it), without writing anything.
 */
export function presentStale<T extends { id: string; status: string; error: string | null }>(
  entries: T[],
  heartbeats: Map<string, Date | null>,
  now = new Date(),
): T[] {
  return entries.map((e) =>
    e.status === "streaming" && !isLiveAnswer({ status: e.status, heartbeatAt: heartbeats.get(e.id) ?? null }, now)
      ? { ...e, status: "error", error: INTERRUPTED_MESSAGE }
      : e,
  );
}

/** How long Stop waits for the turn writing an answer to save the text it has. */
const STOP_ACK_MS = 3_000;

/**
 * Stop: marks the node's answers being written as stopped ("aborted"). The turn writing one notices
 * at its next flush (its row is no longer streaming), ends its stream and saves the text it has,
 * clearing the heartbeat; Stop waits for that (at most a few seconds, and only for answers whose
 * heartbeat is live), so the stopped answer the user reloads is the one they saw, not the last
 * flush before it. Works from any instance: the answer is not tied to the request that started it.
 * Returns how many answers it stopped.
 */
export async function stopAnswer(nodeId: string): Promise<number> {
  const ids = await liveAnswerIds(nodeId);
  const count = await markAnswersStopped(nodeId);
  const until = Date.now() + STOP_ACK_MS;
  while (ids.length > 0 && Date.now() < until) {
    if ((await countStoppedUnsaved(ids)) === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return count;
}

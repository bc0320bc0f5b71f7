import { setTimeout as sleep } from "node:timers/promises";
import { isTransactionConflict } from "./errors";

/**
 * The one retry policy of lib/db's transactions (`transaction` in ./client.ts): a transaction that
 * lost to another one (a PostgreSQL deadlock or serialization failure, SQLite's stale snapshot, see
 * `isTransactionConflict`) runs again from the start, a few times, after a short random pause (so
 * that the two that collided do not collide again in step). Any other error, and the last conflict,
 * reach the caller unchanged.
 */
export const CONFLICT_RETRY = {
  /** Runs in all, the first included. */
  attempts: 3,
  /** The pause before the n-th retry is random in [0, pauseMs * 2^(n-1)) ("full jitter"). */
  pauseMs: 30,
} as const;

/**
 * Runs `attempt` until it succeeds, fails with anything but a conflict, or has run
 * {@link CONFLICT_RETRY}.attempts times. `attempt` must be safe to run again as a whole: a whole
 * transaction, whose earlier run the database rolled back.
 */
export async function retryConflicts<T>(
  attempt: (n: number) => Promise<T>,
  {
    attempts = CONFLICT_RETRY.attempts,
    pauseMs = CONFLICT_RETRY.pauseMs,
    onRetry,
    random = Math.random,
  }: {
    attempts?: number;
    pauseMs?: number;
    /** Told of each conflict that is retried (a log line). */
    onRetry?: (error: unknown, n: number) => void;
    random?: () => number;
  } = {},
): Promise<T> {
  for (let n = 1; ; n++) {
    try {
      return await attempt(n);
    } catch (error) {
      if (n >= attempts || !isTransactionConflict(error)) throw error;
      onRetry?.(error, n);
      await sleep(Math.floor(random() * pauseMs * 2 ** (n - 1)));
    }
  }
}

import "server-only";
import { getDb, type Db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";

/**
 * Counts one hit (or `hits` at once) on the window counter `key` (one row in RateLimitCounter,
 * expiring at `expiresAt`) and returns the window's count so far. The first hit inserts the row and then
 * deletes the counters of finished windows (indexed by expiresAt; a handful of rows per user);
 * later hits increment it with one atomic UPDATE, so concurrent app instances on one database
 * count together. `db` is another client acting as a second app instance (tests).
 */
export async function countRateLimitHit(
  key: string,
  expiresAt: Date,
  now: Date,
  db: Db = getDb(),
  hits = 1,
): Promise<number> {
  try {
    await db.rateLimitCounter.create({ data: { key, count: hits, expiresAt } });
    await db.rateLimitCounter.deleteMany({ where: { expiresAt: { lte: now } } });
    return hits;
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return (
      await db.rateLimitCounter.update({
        where: { key },
        data: { count: { increment: hits } },
        select: { count: true },
      })
    ).count;
  }
}

/**
 * Takes one hit back from the window counter `key` (a request that turned out not to count, such
 * as a successful sign-in). Nothing happens when the window's row is gone or already at zero.
 */
export async function releaseRateLimitHit(key: string, db: Db = getDb()): Promise<void> {
  await db.rateLimitCounter.updateMany({ where: { key, count: { gt: 0 } }, data: { count: { decrement: 1 } } });
}

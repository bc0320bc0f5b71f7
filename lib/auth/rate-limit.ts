import { isUniqueViolation } from "@/lib/db/errors";
import { getDb, type Db } from "@/lib/db/client";
import { AppError } from "@/lib/errors";

/**
 * Counts one request for `userId` in `bucket` and refuses it once `limit` requests were made in the
 * current window. Fixed windows aligned to the clock (every app instance agrees on the window), one
 * row per (bucket, user, window) in RateLimitCounter, incremented with an atomic UPDATE, so the
 * limit holds across app instances on one database.
 *
 * @throws AppError rate_limited:<bucket> with `retryAfter` seconds
 */
export async function takeRateLimit(
  bucket: string,
  userId: string,
  limit: number,
  windowSeconds: number,
  now = Date.now(),
  db: Db = getDb(),
): Promise<void> {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  const key = `${bucket}:${userId}:${start}`;
  const expiresAt = new Date(start + windowMs);
  let count: number;
  try {
    await db.rateLimitCounter.create({ data: { key, count: 1, expiresAt } });
    count = 1;
    // A new window: forget the finished ones (indexed by expiresAt; a handful of rows per user).
    await db.rateLimitCounter.deleteMany({ where: { expiresAt: { lte: new Date(now) } } });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    count = (
      await db.rateLimitCounter.update({ where: { key }, data: { count: { increment: 1 } }, select: { count: true } })
    ).count;
  }
  if (count > limit) {
    const retryAfter = Math.max(1, Math.ceil((start + windowMs - now) / 1000));
    throw new RateLimitError(bucket, retryAfter);
  }
}

export class RateLimitError extends AppError {
  readonly retryAfter: number;
  constructor(bucket: string, retryAfter: number) {
    super(
      `rate_limited:${bucket}`,
      `Too many requests. Try again in ${retryAfter} second${retryAfter === 1 ? "" : "s"}.`,
    );
    this.retryAfter = retryAfter;
  }
}

import { AppError } from "../errors";

/** Fixed-window counters per key, in this process (one app process on SQLite). */
const windows = new Map<string, { start: number; count: number }>();

/**
 * Counts one request for `key` and refuses it once `limit` requests were made within the window.
 *
 * @throws AppError rate_limited:<bucket> with `retryAfter` seconds
 */
export function takeRateLimit(bucket: string, userId: string, limit: number, windowSeconds: number, now = Date.now()): void {
  const key = `${bucket}:${userId}`;
  const windowMs = windowSeconds * 1000;
  const current = windows.get(key);
  if (!current || now - current.start >= windowMs) {
    windows.set(key, { start: now, count: 1 });
    return;
  }
  if (current.count >= limit) {
    const retryAfter = Math.max(1, Math.ceil((current.start + windowMs - now) / 1000));
    throw new RateLimitError(bucket, retryAfter);
  }
  current.count++;
}

export class RateLimitError extends AppError {
  readonly retryAfter: number;
  constructor(bucket: string, retryAfter: number) {
    super(`rate_limited:${bucket}`, `Too many requests. Try again in ${retryAfter} second${retryAfter === 1 ? "" : "s"}.`);
    this.retryAfter = retryAfter;
  }
}

/** Forget every counter (tests). */
export function resetRateLimits(): void {
  windows.clear();
}

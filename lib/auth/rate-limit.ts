import type { Db } from "@/lib/db/client";
import { countRateLimitHit, releaseRateLimitHit } from "@/lib/db/queries/rate-limits";
import { getEnv, type Env } from "@/lib/env";
import { AppError } from "@/lib/errors";

/**
 * Counts one request for `userId` in `bucket` and refuses it once `limit` requests were made in the
 * current window. Fixed windows aligned to the clock (every app instance agrees on the window), one
 * row per (bucket, user, window) in RateLimitCounter, incremented with an atomic UPDATE, so the
 * limit holds across app instances on one database. `db` is another client acting as a second app
 * instance (tests); absent, the app's. `hits`: requests counted at once, in one statement (a fan-out
 * is N chat turns), refused together when they pass the limit. Returns the counted hit, which
 * `giveBackRateLimit` can undo.
 *
 * @throws AppError rate_limited:<bucket> with `retryAfter` seconds
 */
export async function takeRateLimit(
  bucket: string,
  userId: string,
  limit: number,
  windowSeconds: number,
  now = Date.now(),
  db?: Db,
  hits = 1,
): Promise<RateLimitHit> {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  const key = `${bucket}:${userId}:${start}`;
  const expiresAt = new Date(start + windowMs);
  const count = await countRateLimitHit(key, expiresAt, new Date(now), db, hits);
  if (count > limit) {
    const retryAfter = Math.max(1, Math.ceil((start + windowMs - now) / 1000));
    throw new RateLimitError(bucket, retryAfter);
  }
  return { key };
}

/**
 * Counts one request in `key`'s fixed window and answers how many the window holds now, refusing
 * nothing: for a limit that slows callers down instead of locking them out (lib/auth/endpoint.ts).
 */
export async function countRequest(
  bucket: string,
  key: string,
  windowSeconds: number,
  now = Date.now(),
  db?: Db,
): Promise<{ hit: RateLimitHit; count: number }> {
  const windowMs = windowSeconds * 1000;
  const start = Math.floor(now / windowMs) * windowMs;
  const counter = `${bucket}:${key}:${start}`;
  const count = await countRateLimitHit(counter, new Date(start + windowMs), new Date(now), db, 1);
  return { hit: { key: counter }, count };
}

/** One request counted by `takeRateLimit`: its window's counter. */
export interface RateLimitHit {
  key: string;
}

/** Undoes a counted request (it turned out not to count, e.g. a sign-in that succeeded). */
export async function giveBackRateLimit(hit: RateLimitHit, db?: Db): Promise<void> {
  await releaseRateLimitHit(hit.key, db);
}

export class RateLimitError extends AppError {
  readonly retryAfter: number;
  constructor(bucket: string, retryAfter: number, message?: string) {
    super(
      `rate_limited:${bucket}`,
      message ?? `Too many requests. Try again in ${retryAfter} second${retryAfter === 1 ? "" : "s"}.`,
    );
    this.retryAfter = retryAfter;
  }
}

/** Accounts with a request of a one-at-a-time bucket running in this process, per bucket. */
const running = new Map<string, Set<string>>();

/**
 * Claims `userId`'s one running request of `bucket` in this process, or refuses at once (429, before
 * the request's body is read): one account's imports run one after another, so however many it
 * sends, they take at most one worker thread (one core) of the server while everyone else's
 * requests go on. Per process, as the threads and cores it protects are. Returns the release,
 * called when the request has finished, whatever its outcome.
 *
 * @throws AppError rate_limited:<bucket> (retryAfter 5 s)
 */
export function claimOneAtATime(bucket: "import" | "export", userId: string): () => void {
  const users = running.get(bucket) ?? new Set<string>();
  running.set(bucket, users);
  if (users.has(userId))
    throw new RateLimitError(bucket, 5, `Another ${bucket} of yours is still running. Try again when it has finished.`);
  users.add(userId);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users.delete(userId);
  };
}

/**
 * Better Auth's limiter storage (its `rateLimit.customStorage`), counted in RateLimitCounter like
 * ours, so its rules hold across app instances: one fixed window of `rule.window` seconds per
 * key (Better Auth's key is the client address and the path).
 */
export function betterAuthRateLimitStorage(db?: Db) {
  return {
    async consume(key: string, rule: { window: number; max: number }) {
      try {
        await takeRateLimit("auth", key, rule.max, rule.window, Date.now(), db);
        return { allowed: true, retryAfter: null };
      } catch (error) {
        if (error instanceof RateLimitError) return { allowed: false, retryAfter: error.retryAfter };
        throw error;
      }
    },
  };
}

/** The buckets routes and API operations declare (`rateLimit`), with their per-user limit. */
export type RequestBucket = "chat" | "import" | "export";
const LIMIT_OF: Record<RequestBucket, (env: Env) => number> = {
  chat: (env) => env.RATE_LIMIT_CHAT,
  import: (env) => env.RATE_LIMIT_IMPORT,
  export: (env) => env.RATE_LIMIT_EXPORT,
};

/**
 * The limits of one request of `bucket` by `userId`, taken before its work starts: imports and
 * exports (the expensive ones: a worker thread each) run one at a time per account
 * ({@link claimOneAtATime}), and every bucket counts against its per-user rate limit per
 * RATE_LIMIT_WINDOW_SECONDS. Returns the release of the one-at-a-time claim, to call once the
 * request has finished.
 *
 * @throws AppError rate_limited:<bucket> (429 with Retry-After)
 */
export async function takeRequestLimit(bucket: RequestBucket, userId: string): Promise<() => void> {
  const env = getEnv();
  const release = bucket === "chat" ? () => {} : claimOneAtATime(bucket, userId);
  try {
    await takeRateLimit(bucket, userId, LIMIT_OF[bucket](env), env.RATE_LIMIT_WINDOW_SECONDS);
  } catch (error) {
    release();
    throw error;
  }
  return release;
}

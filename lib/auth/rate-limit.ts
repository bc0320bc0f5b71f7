import type { Db } from "@/lib/db/client";
import { countRateLimitHit, releaseRateLimitHit } from "@/lib/db/queries/rate-limits";
import { getEnv, type Env } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { addressBucket, clientAddress } from "./client-address";

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

/** Requests of a bucket running in this process, all accounts together (see {@link claimInstanceSlot}). */
const instanceRunning = new Map<string, number>();

/**
 * Claims one of `limit` places of `bucket` in this process, all accounts together, or refuses at
 * once (429, Retry-After 5): however many accounts export at once, exports take at most `limit`
 * worker threads, and the threads' lane for small tasks and the server's event loop stay free.
 * Returns the release.
 *
 * @throws AppError rate_limited:<bucket> (retryAfter 5 s)
 */
export function claimInstanceSlot(bucket: "export", limit: number): () => void {
  const now = instanceRunning.get(bucket) ?? 0;
  if (now >= limit)
    throw new RateLimitError(bucket, 5, `The server is busy with other ${bucket}s. Try again in a few seconds.`);
  instanceRunning.set(bucket, now + 1);
  let released = false;
  return () => {
    if (released) return;
    released = true;
    instanceRunning.set(bucket, (instanceRunning.get(bucket) ?? 1) - 1);
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
export type RequestBucket = "chat" | "import" | "export" | "tree";
const LIMIT_OF: Record<RequestBucket, (env: Env) => number> = {
  chat: (env) => env.RATE_LIMIT_CHAT,
  import: (env) => env.RATE_LIMIT_IMPORT,
  export: (env) => env.RATE_LIMIT_EXPORT,
  tree: (env) => env.RATE_LIMIT_TREE,
};

/**
 * The limits of one request of `bucket` by `userId`, taken before its work starts: imports and
 * exports (the expensive ones: a worker thread each) run one at a time per account
 * ({@link claimOneAtATime}), exports at most EXPORTS_PER_INSTANCE at once in this process
 * ({@link claimInstanceSlot}), and every bucket counts against its per-user rate limit per
 * RATE_LIMIT_WINDOW_SECONDS, `hits` requests at once (a tree load by its size; 0: not counted).
 * Returns the release of the claims, to call once the request has finished.
 *
 * @throws AppError rate_limited:<bucket> (429 with Retry-After)
 */
export async function takeRequestLimit(bucket: RequestBucket, userId: string, hits = 1): Promise<() => void> {
  const env = getEnv();
  if (hits <= 0) return () => {};
  const own = bucket === "import" || bucket === "export" ? claimOneAtATime(bucket, userId) : () => {};
  let shared = () => {};
  try {
    if (bucket === "export") shared = claimInstanceSlot(bucket, env.EXPORTS_PER_INSTANCE);
  } catch (error) {
    own();
    throw error;
  }
  const release = () => (own(), shared());
  try {
    await takeRateLimit(
      bucket,
      userId,
      LIMIT_OF[bucket](env),
      env.RATE_LIMIT_WINDOW_SECONDS,
      Date.now(),
      undefined,
      hits,
    );
  } catch (error) {
    release();
    throw error;
  }
  return release;
}

/** How much each step past the shared budget of unknown addresses slows a request, and the most it does. */
export const SLOW_STEP_MS = 250;
export const SLOW_MAX_MS = 3_000;

/** The wait of a request that is `over` requests past the shared budget of unknown addresses. */
export function slowdownMs(over: number): number {
  return over <= 0 ? 0 : Math.min(SLOW_MAX_MS, over * SLOW_STEP_MS);
}

/** The buckets counted per client address, for requests that need no account, with their limit and window. */
export type AddressBucket = "share";
const ADDRESS_LIMIT_OF: Record<AddressBucket, (env: Env) => { limit: number; window: number }> = {
  share: (env) => ({ limit: env.RATE_LIMIT_SHARE, window: env.RATE_LIMIT_WINDOW_SECONDS }),
};

/**
 * The limit of a public request (a share link's page, live stream and images: no account to count
 * per) by the client's address, as sign-in counts it (lib/auth/endpoint.ts): a known address
 * (`clientAddress`: X-Forwarded-For only from TRUSTED_PROXIES) is refused past its limit; requests
 * whose address is unknown cannot be told apart, so their shared count never refuses (one client
 * would lock every visitor out, issue 32 finding 5): past the limit each is slowed instead, on a
 * timer (`wait`; the event loop stays free), by {@link slowdownMs}.
 *
 * @throws RateLimitError rate_limited:<bucket> (429 with Retry-After) for a known address past its limit
 */
export async function takeAddressLimit(
  bucket: AddressBucket,
  headers: Headers,
  { now = Date.now(), db, wait = sleep }: { now?: number; db?: Db; wait?: (ms: number) => Promise<void> } = {},
): Promise<void> {
  const { limit, window } = ADDRESS_LIMIT_OF[bucket](getEnv());
  const address = clientAddress(headers);
  if (address) {
    await takeRateLimit(bucket, `address:${addressBucket(address)}`, limit, window, now, db);
    return;
  }
  const { count } = await countRequest(bucket, "address:unknown", window, now, db);
  const delay = slowdownMs(count - limit);
  if (delay > 0) await wait(delay);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

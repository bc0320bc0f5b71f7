/** True for Prisma's "unique constraint failed" (P2002), on SQLite and PostgreSQL alike. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: unknown }).code === "P2002";
}

/**
 * What a transaction that lost to another one reports: PostgreSQL's SQLSTATEs for a transaction
 * the server rolled back so that another could go on, and SQLite's SQLITE_BUSY_SNAPSHOT (a
 * transaction read, another connection committed, and its first write can no longer take the lock:
 * its snapshot is stale, so no wait helps; it must run again).
 */
const CONFLICT_CODES = new Set(["40001", "40P01", "SQLITE_BUSY_SNAPSHOT"]);

/**
 * True when a transaction failed only because it lost to another one, and running it again may
 * succeed: PostgreSQL's serialization failure (40001) or deadlock (40P01). How Prisma 6.19 with
 * @prisma/adapter-pg surfaces them (seen in ./transaction-retry.test.ts): 40001 as P2034 ("write
 * conflict or deadlock"); 40P01, which this adapter maps to nothing of its own, as the adapter's
 * DriverAdapterError with `cause.originalCode` "40P01" from a model query, and as P2010 ("raw query
 * failed") with `meta.driverAdapterError.cause.originalCode` from a raw one (later adapters map
 * 40P01 to P2034 as well). The chain of causes is followed a few levels.
 */
export function isTransactionConflict(error: unknown): boolean {
  let at: unknown = error;
  for (let depth = 0; depth < 5 && typeof at === "object" && at !== null; depth++) {
    const e = at as {
      code?: unknown;
      originalCode?: unknown;
      meta?: { driverAdapterError?: unknown };
      cause?: unknown;
    };
    if (e.code === "P2034" || CONFLICT_CODES.has(String(e.code)) || CONFLICT_CODES.has(String(e.originalCode)))
      return true;
    at = e.meta?.driverAdapterError ?? e.cause;
  }
  return false;
}

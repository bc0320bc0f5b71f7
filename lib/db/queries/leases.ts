import "server-only";
import { getDb } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";

/**
 * The Lease table (lib/jobs/lease.ts): a named lock is a row; its primary key refuses a second
 * holder, on SQLite and PostgreSQL alike.
 */

/** Inserts the lease for `holder`; false when another holder has it. */
export async function insertLease(key: string, holder: string, expiresAt: Date): Promise<boolean> {
  try {
    await getDb().lease.create({ data: { key, holder, expiresAt } });
    return true;
  } catch (error) {
    if (isUniqueViolation(error)) return false;
    throw error;
  }
}

/** Moves the holder's lease expiry to `expiresAt` (nothing when it is no longer theirs). */
export async function renewLease(key: string, holder: string, expiresAt: Date): Promise<void> {
  await getDb().lease.updateMany({ where: { key, holder }, data: { expiresAt } });
}

/** Deletes the holder's lease. */
export async function releaseLease(key: string, holder: string): Promise<void> {
  await getDb().lease.deleteMany({ where: { key, holder } });
}

/** Deletes the lease when it expired before `now` (its holder stopped renewing it). */
export async function deleteExpiredLease(key: string, now: Date): Promise<void> {
  await getDb().lease.deleteMany({ where: { key, expiresAt: { lt: now } } });
}

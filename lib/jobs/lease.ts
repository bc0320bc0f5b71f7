import "server-only";
import { randomUUID } from "node:crypto";
import { deleteExpiredLease, insertLease, releaseLease, renewLease } from "@/lib/db/queries/leases";

/** Options of {@link withLease}. */
export type LeaseOptions = {
  /** A lease not renewed for this long is taken over (its holder died); default 2 min. */
  ttlMs?: number;
  /** Pause between two attempts to take a busy lease (default 100 ms). */
  retryMs?: number;
};

/**
 * Runs `task` while holding the named lease: a row in the Lease table that one process inserts and
 * others wait for (its primary key refuses a second holder, on SQLite and PostgreSQL alike). The
 * lease is renewed while the task runs and deleted after; a holder that died stops renewing and
 * its lease is taken over after `ttlMs`. Replaces the in-process queue that serialised one
 * project's knowledge-tree writes, so the CLI and every app instance wait for each other.
 *
 * @example
 * await withLease(`knowledge:${projectId}`, () => importIntoTree(projectId, docs));
 */
export async function withLease<T>(key: string, task: () => Promise<T>, opts: LeaseOptions = {}): Promise<T> {
  const ttlMs = opts.ttlMs ?? 120_000;
  const holder = randomUUID();
  await acquire(key, holder, ttlMs, opts.retryMs ?? 100);
  held.set(holder, key);
  const renew = setInterval(
    () => {
      void renewLease(key, holder, new Date(Date.now() + ttlMs)).catch(() => undefined);
    },
    Math.max(10, Math.floor(ttlMs / 3)),
  );
  renew.unref?.();
  try {
    return await task();
  } finally {
    clearInterval(renew);
    held.delete(holder);
    await releaseLease(key, holder);
  }
}

/** The leases this process holds now (holder -> key), so that shutdown can let go of them. */
const globalForLeases = globalThis as unknown as { canopyLeases?: Map<string, string> };
const held = (globalForLeases.canopyLeases ??= new Map<string, string>());

/**
 * Graceful shutdown: deletes every lease this process still holds, so other instances take them
 * over now rather than after their time to live. Returns how many it released.
 */
export async function releaseHeldLeases(): Promise<number> {
  const leases = [...held];
  held.clear();
  await Promise.allSettled(leases.map(([holder, key]) => releaseLease(key, holder)));
  return leases.length;
}

async function acquire(key: string, holder: string, ttlMs: number, retryMs: number): Promise<void> {
  for (;;) {
    const now = new Date();
    if (await insertLease(key, holder, new Date(now.getTime() + ttlMs))) return;
    // Held: take it over only if its holder stopped renewing it.
    await deleteExpiredLease(key, now);
    await new Promise((resolve) => setTimeout(resolve, retryMs));
  }
}

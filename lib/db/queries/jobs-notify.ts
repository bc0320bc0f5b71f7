import "server-only";
import pg from "pg";
import { getDb, getDbKind, resolveDatabaseUrl } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { logError } from "@/lib/log";

/** The PostgreSQL channel an enqueue NOTIFYs and every runner LISTENs on. */
export const JOBS_CHANNEL = "canopy_jobs";

/**
 * Tells every runner listening on this PostgreSQL database that a job was queued (NOTIFY, sent once
 * the job's row is written: a listener that wakes finds it). Does nothing on SQLite, which has no
 * other process to tell (its runner is woken in process and polls).
 */
export async function notifyJobQueued(): Promise<void> {
  if (getDbKind() !== "postgres") return;
  await getDb().$executeRaw`SELECT pg_notify(${JOBS_CHANNEL}, '')`;
}

/** A LISTEN connection of {@link listenForJobs}. */
export type JobListener = {
  /** Stops listening and closes the connection. */
  close(): Promise<void>;
};

/**
 * LISTENs for {@link notifyJobQueued} on a dedicated `pg` connection to DATABASE_URL (not one of
 * Prisma's pool, which hands its connections around) and calls `onNotify` for each notification.
 * A lost (or refused) connection is opened again (after 1 s, doubling to 30 s), and `onNotify` is called once it
 * is back, since notifications sent meanwhile were missed.
 *
 * @example
 * const listener = await listenForJobs(() => runner.wake());
 * await listener.close();
 */
export async function listenForJobs(
  onNotify: () => void,
  opts: { retryMs?: number; maxRetryMs?: number } = {},
): Promise<JobListener> {
  return listenOnChannel(JOBS_CHANNEL, onNotify, onNotify, opts);
}

/**
 * LISTENs on `channel` as {@link listenForJobs} does (its own `pg` connection, opened again when
 * lost): `onPayload` receives each notification's payload; `onReconnected` is called once a lost
 * connection is back, since notifications sent meanwhile were missed. lib/live's relay listens so.
 */
export async function listenOnChannel(
  channel: string,
  onPayload: (payload: string) => void,
  onReconnected: () => void,
  opts: { retryMs?: number; maxRetryMs?: number } = {},
): Promise<JobListener> {
  const url = resolveDatabaseUrl(process.env.DATABASE_URL ?? getEnv().DATABASE_URL);
  const firstRetry = opts.retryMs ?? 1000;
  const maxRetry = opts.maxRetryMs ?? 30_000;
  let client: pg.Client | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | null = null;
  let delay = firstRetry;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    next.on("error", (error) => {
      logError("[jobs] the LISTEN connection failed", error);
      lost(next);
    });
    next.on("end", () => lost(next));
    client = next;
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    delay = firstRetry;
  };

  const lost = (which: pg.Client): void => {
    if (closed || client !== which || retry) return;
    client = null;
    void which.end().catch(() => undefined);
    retry = setTimeout(() => {
      retry = null;
      if (closed) return;
      connect().then(onReconnected, (error) => {
        logError("[jobs] could not LISTEN again", error);
        if (client) lost(client);
      });
    }, delay);
    retry.unref?.();
    delay = Math.min(maxRetry, delay * 2);
  };

  // A database that refuses the connection now is tried again like a lost one; polling covers the gap.
  await connect().catch((error) => {
    logError("[jobs] could not LISTEN", error);
    if (client) lost(client);
  });
  return {
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      retry = null;
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}

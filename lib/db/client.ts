import "server-only";
import { resolve } from "node:path";
import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient, type Prisma } from "./generated/client";
import { PrismaClient as PgPrismaClient } from "./generated-pg/client";
import { getEnv } from "@/lib/env";
import type BetterSqlite3 from "better-sqlite3";
import { TunedSQLiteAdapter } from "./sqlite-adapter";
import { retryConflicts } from "./retry";
import { logEvent } from "@/lib/observability/logger";

/**
 * The one client type the code sees. Both generated clients come from the same models (the
 * PostgreSQL schema is derived from prisma/schema.prisma by scripts/pg-schema.mjs), so their model
 * APIs are identical; the SQLite client's types stand for both.
 */
export type Db = PrismaClient;
/** A client inside `$transaction`; queries take one so that callers can compose them atomically. */
export type Tx = Prisma.TransactionClient;
/** Which database a URL selects: `file:` is SQLite, `postgres://` / `postgresql://` is PostgreSQL. */
export type DbKind = "sqlite" | "postgres";

/** How long a SQLite writer waits for another process's write lock (busy_timeout) before failing. */
const SQLITE_BUSY_TIMEOUT_MS = 15_000;

const globalForDb = globalThis as unknown as { canopyDb?: PrismaClient; canopyDbKind?: DbKind };

/** Resolves "file:./x.db" against the working directory so every entry point opens the same file. */
export function resolveDatabaseUrl(url: string): string {
  return url.startsWith("file:") ? `file:${resolve(url.slice("file:".length))}` : url;
}

/**
 * The database kind a URL selects.
 * @throws Error for any other scheme
 */
export function databaseKind(url: string): DbKind {
  if (url.startsWith("file:")) return "sqlite";
  if (/^postgres(ql)?:\/\//.test(url)) return "postgres";
  throw new Error(
    `DATABASE_URL must start with file: (SQLite) or postgresql:// (PostgreSQL), not ${url.split(":")[0]}:`,
  );
}

function currentUrl(): string {
  return resolveDatabaseUrl(process.env.DATABASE_URL ?? getEnv().DATABASE_URL);
}

/** The kind of the database `getDb()` opens (or would open). */
export function getDbKind(): DbKind {
  return globalForDb.canopyDbKind ?? databaseKind(currentUrl());
}

/**
 * The Prisma client, one per process (kept on globalThis so that Next's dev reloads reuse it),
 * chosen by DATABASE_URL: SQLite through better-sqlite3, or PostgreSQL through node-postgres.
 * Neither needs a Rust engine.
 */
export function getDb(): PrismaClient {
  if (!globalForDb.canopyDb) {
    const url = currentUrl();
    globalForDb.canopyDb = createClient(url);
    globalForDb.canopyDbKind = databaseKind(url);
  }
  return globalForDb.canopyDb;
}

/**
 * A new client for `url` (SQLite or PostgreSQL by its scheme). The app uses the one from
 * {@link getDb}; tests use this to act as a second app instance on the same database.
 */
export function createClient(url: string): PrismaClient {
  const resolved = resolveDatabaseUrl(url);
  if (databaseKind(resolved) === "postgres")
    return new PgPrismaClient({ adapter: new PrismaPg({ connectionString: resolved }) }) as unknown as PrismaClient;
  const adapter = new TunedSQLiteAdapter(resolved, SQLITE_BUSY_TIMEOUT_MS);
  const client = new PrismaClient({ adapter });
  sqliteAdapters.set(client, adapter);
  return client;
}

/** The SQLite adapter of each SQLite client (its connection, for {@link sqliteDirectWrite}). */
const sqliteAdapters = new WeakMap<PrismaClient, TunedSQLiteAdapter>();
/** The adapter under each open transaction of {@link transaction} on SQLite. */
const transactionAdapters = new WeakMap<Tx, TunedSQLiteAdapter>();

/**
 * Bulk writes of lib/db (an import's rows) on SQLite: `write` runs on the connection that holds
 * `tx` (a transaction of {@link transaction}), as part of it, with better-sqlite3's prepared
 * statements instead of Prisma's (whose query compiler copies every parameter through its plan:
 * about 0.1 s per MB of text). Undefined for a transaction it does not know, and on PostgreSQL:
 * the caller then writes through `tx`.
 */
export function sqliteDirectWrite(tx: Tx): (<T>(write: (db: BetterSqlite3.Database) => T) => Promise<T>) | undefined {
  const adapter = transactionAdapters.get(tx);
  return adapter ? (write) => adapter.directWrite(write, () => tx.$queryRawUnsafe("SELECT 1")) : undefined;
}

/** Closes and forgets the client (tests and the command line). */
export async function closeDb(): Promise<void> {
  await globalForDb.canopyDb?.$disconnect();
  globalForDb.canopyDb = undefined;
  globalForDb.canopyDbKind = undefined;
}

/** Options of an interactive transaction (Prisma's: wait for a connection, total time, isolation). */
export type TransactionOptions = Parameters<PrismaClient["$transaction"]>[1];

/**
 * A transaction's options on `kind`. SQLite runs one transaction at a time on the app's connection,
 * so one waits for the one before it (an import's save may take seconds): it waits as long as a
 * writer waits for another process's lock (SQLITE_BUSY_TIMEOUT_MS), not Prisma's 2 s, after which a
 * user's write failed with "Unable to start a transaction in the given time" while another user's
 * import was saving. A caller's own `maxWait` stands.
 */
export function transactionOptions(kind: DbKind, options?: TransactionOptions): TransactionOptions {
  return kind === "sqlite" ? { maxWait: SQLITE_BUSY_TIMEOUT_MS, ...options } : options;
}

/**
 * Runs `work` in one interactive transaction on the app's client: everything it writes through
 * `tx` commits together or not at all. Use cases above lib/db call this and pass `tx` to the
 * queries of lib/db; only lib/db touches the client itself.
 *
 * A transaction that lost to another (on PostgreSQL a deadlock or a serialization failure, on
 * SQLite a stale snapshot: see `isTransactionConflict`) runs again from the start, a few times
 * (./retry.ts): so `work` may run more than once, and must do its work through `tx` only (values it
 * assigns outside are set again by the run that commits).
 * Each run has Prisma's time limit (`options.timeout`, 5 s unless given) of its own.
 */
export function transaction<T>(work: (tx: Tx) => Promise<T>, given?: TransactionOptions): Promise<T> {
  const db = getDb();
  const adapter = sqliteAdapters.get(db);
  const options = transactionOptions(adapter ? "sqlite" : "postgres", given);
  const onRetry = (error: unknown, n: number) =>
    logEvent("warn", "db.transaction_retry", { attempt: n, error: error instanceof Error ? error.message : "" });
  if (!adapter) return retryConflicts(() => db.$transaction(work, options), { onRetry });
  // SQLite serialises its writers, but a transaction begins deferred: one that read before another
  // connection (an import thread, the CLI, another process) committed cannot write any more
  // (SQLITE_BUSY_SNAPSHOT) and runs again like PostgreSQL's serialization failures.
  return retryConflicts(
    () =>
      db.$transaction(async (tx) => {
        transactionAdapters.set(tx, adapter);
        try {
          return await work(tx);
        } finally {
          transactionAdapters.delete(tx);
        }
      }, options),
    { onRetry },
  );
}

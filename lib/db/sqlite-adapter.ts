import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import type BetterSqlite3 from "better-sqlite3";
import { setTimeout as sleep } from "node:timers/promises";
import { isMainThread } from "node:worker_threads";

/**
 * The SQLite driver adapter, tuned for a server that writes answers as they stream: write-ahead
 * logging (readers never wait for the writer, and a commit appends to the log instead of rewriting
 * and syncing the database file) with synchronous=NORMAL (no fsync per commit; a power cut can lose
 * the last commits, never corrupt the file). Without it every flush of a streaming answer was a
 * rollback-journal commit with several fsyncs, and throughput fell as concurrency rose
 * (bench/chat-throughput.ts).
 *
 * Waiting for another connection's write lock: better-sqlite3 is synchronous, so SQLite's own busy
 * handler (busy_timeout) sleeps on the thread that runs the statement. In a worker thread that is
 * harmless; on the server's event loop it froze every request while an import thread held the write
 * lock (issue 18's abuse run). So on the main thread the connection's busy_timeout is 0 and a
 * statement refused with SQLITE_BUSY is retried after an asynchronous pause, for as long as
 * `busyTimeoutMs` in all: the same wait, without holding anyone else up. Retrying is what SQLite's
 * busy handler does too: a statement refused with SQLITE_BUSY made no change, and the transaction
 * it belongs to stays open.
 */
export class TunedSQLiteAdapter extends PrismaBetterSQLite3 {
  /** The better-sqlite3 connection Prisma runs its statements on, once connected (see {@link directWrite}). */
  connection: BetterSqlite3.Database | undefined;

  constructor(
    url: string,
    private readonly busyTimeoutMs = 5000,
    private readonly waitOffThread = isMainThread,
  ) {
    super({ url, timeout: waitOffThread ? 0 : busyTimeoutMs });
  }
  override async connect(): Promise<Adapter> {
    const adapter = await this.open();
    this.connection = (adapter as unknown as { client: BetterSqlite3.Database }).client;
    // A worker thread runs one task at a time: only the server's thread serves requests at once.
    if (!this.waitOffThread) return adapter;
    isolateTransactions(adapter, () => this.open());
    retryWhenBusy(adapter, this.busyTimeoutMs, false);
    const startTransaction = adapter.startTransaction.bind(adapter);
    adapter.startTransaction = async (isolationLevel) =>
      retryWhenBusy(await startTransaction(isolationLevel), this.busyTimeoutMs, true);
    return adapter;
  }

  /** A new connection to the database, tuned. */
  private async open(): Promise<Adapter> {
    const adapter = await super.connect();
    const inline = this.waitOffThread ? 0 : this.busyTimeoutMs;
    await adapter.executeScript(
      `PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL; PRAGMA busy_timeout = ${inline};`,
    );
    return adapter;
  }

  /**
   * Runs `write` on the connection itself, inside the transaction Prisma has open on it (the
   * caller's interactive transaction: one connection, so Prisma's statements and these are one
   * transaction): prepared statements without Prisma's query compiler, which copies every
   * parameter through its plan (most of an import's save was that). Refused with SQLITE_BUSY, it
   * is retried as Prisma's statements are: only a transaction's first write can be refused (it
   * takes the write lock), and a refused statement made no change.
   *
   * `stillOpen` (a statement through the caller's transaction: Prisma refuses it once that
   * transaction has ended, on a timeout say) runs before each try, and the write follows it at once,
   * before any timer could end the transaction and let another begin on this connection: the rows
   * join the caller's transaction or none.
   *
   * @throws Error when no transaction is open on the connection
   */
  async directWrite<T>(write: (db: BetterSqlite3.Database) => T, stillOpen: () => Promise<unknown>): Promise<T> {
    const db = this.connection;
    if (!db) throw new Error("The SQLite connection is not open.");
    const deadline = performance.now() + this.busyTimeoutMs;
    for (let pause = 1; ; pause = Math.min(pause * 2, MAX_PAUSE_MS)) {
      await stillOpen();
      // All or nothing: never write outside a transaction.
      if (!db.inTransaction) throw new Error("No transaction is open on the SQLite connection.");
      try {
        return write(db);
      } catch (error) {
        const code = (error as { code?: unknown } | null)?.code;
        if (code !== "SQLITE_BUSY" || !this.waitOffThread || performance.now() + pause > deadline) throw error;
        await sleep(pause);
      }
    }
  }
}

type Adapter = Awaited<ReturnType<PrismaBetterSQLite3["connect"]>>;
type Transaction = Awaited<ReturnType<Adapter["startTransaction"]>>;
type SqlQuery = Parameters<Adapter["queryRaw"]>[0];

/**
 * Keeps a transaction's connection to the transaction. Prisma's adapter runs one transaction at a
 * time on its connection, but a statement outside any transaction (a `create`, an `update`, a read:
 * Prisma runs each as one statement) ran on that connection whenever it came, so inside another
 * request's open transaction: it read that transaction's uncommitted rows, and a write it made,
 * answered as done, was undone when that transaction rolled back (a merge refused halfway, a
 * conflict run again). It also left the transaction holding a snapshot while its first write waited
 * for another connection's lock, and every retry then met that snapshot stale, for the full busy
 * timeout, with the app's transactions queued behind it (15 s: an import's progress write meeting
 * the import thread's commit; `bench:thread-priority`). While a transaction is open (or waits for
 * its turn), such statements run on a second connection, opened when first needed: reads see what
 * is committed (write-ahead logging lets them run beside the writer), and writes wait for the write
 * lock as any other connection's do.
 */
function isolateTransactions(adapter: Adapter, openSide: () => Promise<Adapter>): void {
  let open = 0;
  let side: Promise<Adapter> | undefined;
  const onSide = () => (side ??= openSide());
  const queryRaw = adapter.queryRaw.bind(adapter);
  const executeRaw = adapter.executeRaw.bind(adapter);
  adapter.queryRaw = async (query) => (open > 0 ? (await onSide()).queryRaw(query) : queryRaw(query));
  adapter.executeRaw = async (query) => (open > 0 ? (await onSide()).executeRaw(query) : executeRaw(query));
  const startTransaction = adapter.startTransaction.bind(adapter);
  adapter.startTransaction = async (isolationLevel) => {
    // Counted before it begins: from its BEGIN on, nothing else may run on the connection.
    open += 1;
    let tx: Transaction;
    try {
      tx = await startTransaction(isolationLevel);
    } catch (error) {
      open -= 1;
      throw error;
    }
    let ended = false;
    const end = () => {
      if (!ended) open -= 1;
      ended = true;
    };
    const commit = tx.commit.bind(tx);
    const rollback = tx.rollback.bind(tx);
    tx.commit = () => (end(), commit());
    tx.rollback = () => (end(), rollback());
    return tx;
  };
  const dispose = adapter.dispose.bind(adapter);
  adapter.dispose = async () => {
    await dispose();
    if (side) await (await side).dispose();
  };
}

/** The longest pause between two tries of a statement that found the database locked. */
const MAX_PAUSE_MS = 25;

/**
 * SQLite's code for a statement refused for another connection's lock, or undefined: SQLITE_BUSY as
 * the adapter reports it (its cause's `originalCode`), SQLITE_BUSY_SNAPSHOT as the driver throws it
 * (better-sqlite3's `code`; the adapter passes it on unmapped).
 */
function busyCode(error: unknown): "SQLITE_BUSY" | "SQLITE_BUSY_SNAPSHOT" | undefined {
  const e = error as { code?: unknown; cause?: { originalCode?: unknown } } | null;
  for (const code of [e?.cause?.originalCode, e?.code])
    if (code === "SQLITE_BUSY" || code === "SQLITE_BUSY_SNAPSHOT") return code;
  return undefined;
}

/**
 * Makes `queryable`'s statements retry on SQLITE_BUSY, pausing asynchronously, for up to `timeoutMs`.
 *
 * SQLITE_BUSY_SNAPSHOT is retried as SQLite's own busy handler retries it: only for a statement that
 * began its transaction's reading (outside a transaction, or a transaction's first statement, as the
 * single write of Prisma's `updateMany`): between taking its snapshot and the write lock, another
 * connection committed; the refused statement released both, so it runs again on a new snapshot
 * (nothing else runs inside the transaction meanwhile: {@link isolateTransactions}). Later in a
 * transaction the snapshot its earlier statements read is stale for good: the error goes to the
 * caller at once, and `transaction` (./client.ts) runs the whole transaction again.
 */
function retryWhenBusy<Q extends Adapter | Transaction>(queryable: Q, timeoutMs: number, inTransaction: boolean): Q {
  // Whether a statement of this transaction has run: from then on it holds a snapshot.
  let began = false;
  const retrying =
    <R>(run: (query: SqlQuery) => Promise<R>) =>
    async (query: SqlQuery): Promise<R> => {
      const first = !inTransaction || !began;
      const deadline = performance.now() + timeoutMs;
      for (let pause = 1; ; pause = Math.min(pause * 2, MAX_PAUSE_MS)) {
        try {
          return await run(query);
        } catch (error) {
          const code = busyCode(error);
          const retry = code === "SQLITE_BUSY" || (code === "SQLITE_BUSY_SNAPSHOT" && first);
          if (!retry || performance.now() + pause > deadline) throw error;
          await sleep(pause);
        } finally {
          began = true;
        }
      }
    };
  queryable.queryRaw = retrying(queryable.queryRaw.bind(queryable));
  queryable.executeRaw = retrying(queryable.executeRaw.bind(queryable));
  return queryable;
}

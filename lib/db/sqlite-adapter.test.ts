import Database from "better-sqlite3";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TunedSQLiteAdapter } from "./sqlite-adapter";

/** The caller's transaction still open (a test's own: nothing to ask). */
const open = () => Promise.resolve();
const sql = (text: string) => ({ sql: text, args: [], argTypes: [] });

describe("TunedSQLiteAdapter on the main thread", () => {
  let dir: string;
  let file: string;
  let other: Database.Database;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "canopy-adapter-"));
    file = join(dir, "test.db");
    other = new Database(file);
    other.pragma("journal_mode = WAL");
    other.exec("CREATE TABLE t (v INTEGER)");
  });
  afterEach(() => {
    other.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("waits for another connection's write lock without blocking the event loop, then writes", async () => {
    const adapter = await new TunedSQLiteAdapter(`file:${file}`, 10_000, true).connect();
    other.exec("BEGIN IMMEDIATE"); // another connection (an import thread) holds the write lock
    let settled = false;
    const write = adapter.executeRaw(sql("INSERT INTO t (v) VALUES (1)")).finally(() => (settled = true));

    // Timers keep firing while the insert waits: the event loop is free (a busy_timeout would
    // have slept inside the statement, and these callbacks would run only after it).
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 1));
    expect(settled).toBe(false);
    // A read goes on meanwhile (WAL: readers never wait for the writer).
    const read = await adapter.queryRaw(sql("SELECT count(*) AS n FROM t"));
    expect(Number(read.rows[0][0])).toBe(0);

    other.exec("COMMIT");
    await expect(write).resolves.toBe(1);
    expect(other.prepare("SELECT count(*) AS n FROM t").get()).toEqual({ n: 1 });
    await adapter.dispose();
  });

  it("retries inside a transaction and commits it whole", async () => {
    const adapter = await new TunedSQLiteAdapter(`file:${file}`, 10_000, true).connect();
    other.exec("BEGIN IMMEDIATE");
    const tx = await adapter.startTransaction();
    const first = tx.executeRaw(sql("INSERT INTO t (v) VALUES (1)"));
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 1));
    other.exec("COMMIT");
    await first;
    await tx.executeRaw(sql("INSERT INTO t (v) VALUES (2)"));
    await tx.executeRaw(sql("COMMIT"));
    await tx.commit();
    expect(other.prepare("SELECT group_concat(v) AS v FROM t").get()).toEqual({ v: "1,2" });
    await adapter.dispose();
  });

  it("gives up with SQLite's busy error once its timeout has passed", async () => {
    const adapter = await new TunedSQLiteAdapter(`file:${file}`, 30, true).connect();
    other.exec("BEGIN IMMEDIATE");
    await expect(adapter.executeRaw(sql("INSERT INTO t (v) VALUES (1)"))).rejects.toMatchObject({
      cause: { originalCode: "SQLITE_BUSY" },
    });
    other.exec("ROLLBACK");
    await adapter.dispose();
  });

  it("a transaction that read before another connection's commit gets SQLITE_BUSY_SNAPSHOT for its write at once", async () => {
    // A minute of busy timeout: retrying the write on its stale snapshot would outlast the test.
    const adapter = await new TunedSQLiteAdapter(`file:${file}`, 60_000, true).connect();
    const tx = await adapter.startTransaction();
    await tx.queryRaw(sql("SELECT count(*) AS n FROM t"));
    other.exec("INSERT INTO t (v) VALUES (1)");
    await expect(tx.executeRaw(sql("INSERT INTO t (v) VALUES (2)"))).rejects.toMatchObject({
      code: "SQLITE_BUSY_SNAPSHOT",
    });
    await tx.executeRaw(sql("ROLLBACK"));
    await tx.rollback();
    expect(other.prepare("SELECT group_concat(v) AS v FROM t").get()).toEqual({ v: "1" });
    await adapter.dispose();
  });

  it("a transaction's first write, refused while another connection wrote, succeeds once that one commits, though a read ran meanwhile", async () => {
    // The other connection (an import thread) writes and holds the lock; the transaction's first
    // statement (Prisma's updateMany of a job's progress) is refused. While it waits, a read runs on
    // the same connection (another request's: Prisma's adapter serialises transactions, not
    // statements), inside the open transaction, and takes its snapshot. Once the other commits,
    // that snapshot is stale: retried on it, the write was refused until its timeout.
    other.exec("INSERT INTO t (v) VALUES (1)");
    const adapter = await new TunedSQLiteAdapter(`file:${file}`, 5_000, true).connect();
    other.exec("BEGIN IMMEDIATE");
    other.exec("INSERT INTO t (v) VALUES (2)");
    const tx = await adapter.startTransaction();
    let settled = false;
    const write = tx.executeRaw(sql("UPDATE t SET v = v * 10")).finally(() => (settled = true));
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 1));
    expect(settled).toBe(false);
    await adapter.queryRaw(sql("SELECT count(*) AS n FROM t"));
    other.exec("COMMIT");
    // The other connection's row is in the snapshot it runs on now.
    await expect(write).resolves.toBe(2);
    await tx.executeRaw(sql("INSERT INTO t (v) VALUES (3)"));
    await tx.executeRaw(sql("COMMIT"));
    await tx.commit();
    expect(other.prepare("SELECT group_concat(v) AS v FROM t").get()).toEqual({ v: "10,20,3" });
    await adapter.dispose();
  });

  it("loses no other request's write made while the transaction's first write waited", async () => {
    const adapter = await new TunedSQLiteAdapter(`file:${file}`, 5_000, true).connect();
    other.exec("BEGIN IMMEDIATE");
    other.exec("INSERT INTO t (v) VALUES (2)");
    const tx = await adapter.startTransaction();
    const write = tx.executeRaw(sql("UPDATE t SET v = v * 10"));
    // Another request's insert, outside any transaction of its own, waits for the same lock.
    const insert = adapter.executeRaw(sql("INSERT INTO t (v) VALUES (5)"));
    await adapter.queryRaw(sql("SELECT count(*) AS n FROM t"));
    other.exec("COMMIT");
    expect(await write).toBeGreaterThanOrEqual(1);
    await tx.executeRaw(sql("COMMIT"));
    await tx.commit();
    // The insert ran before the transaction took the lock, or waited for its commit.
    await expect(insert).resolves.toBe(1);
    const rows = other.prepare("SELECT v FROM t ORDER BY v").pluck().all() as number[];
    expect(rows).toContain(20);
    expect(rows.some((v) => v === 5 || v === 50)).toBe(true);
    await adapter.dispose();
  });

  it("keeps statements outside a transaction out of it: no uncommitted row read, no write undone by its rollback", async () => {
    const adapter = await new TunedSQLiteAdapter(`file:${file}`, 5_000, true).connect();
    const tx = await adapter.startTransaction();
    await tx.executeRaw(sql("INSERT INTO t (v) VALUES (1)"));
    // Another request's read sees only what is committed.
    const read = await adapter.queryRaw(sql("SELECT count(*) AS n FROM t"));
    expect(Number(read.rows[0][0])).toBe(0);
    // Another request's write waits for the transaction's lock, then lands on its own.
    const write = adapter.executeRaw(sql("INSERT INTO t (v) VALUES (5)"));
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 1));
    await tx.executeRaw(sql("ROLLBACK"));
    await tx.rollback();
    await expect(write).resolves.toBe(1);
    expect(other.prepare("SELECT group_concat(v) AS v FROM t").get()).toEqual({ v: "5" });
    // With no transaction open, statements run on the connection itself again.
    await adapter.executeRaw(sql("INSERT INTO t (v) VALUES (6)"));
    expect(other.prepare("SELECT group_concat(v) AS v FROM t").get()).toEqual({ v: "5,6" });
    await adapter.dispose();
  });

  it("runs a transaction's first statement again when it met a stale snapshot (nothing read before it)", async () => {
    // Another connection committing between the statement's snapshot and its write lock happens
    // inside one call into SQLite; the driver's error for it is stood in for once.
    const stale = Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY_SNAPSHOT" });
    const connect = PrismaBetterSQLite3.prototype.connect;
    const spy = vi.spyOn(PrismaBetterSQLite3.prototype, "connect").mockImplementation(async function (
      this: PrismaBetterSQLite3,
    ) {
      const adapter = await connect.call(this);
      const start = adapter.startTransaction.bind(adapter);
      adapter.startTransaction = async (isolationLevel) => {
        const tx = await start(isolationLevel);
        const execute = tx.executeRaw.bind(tx);
        let refused = 0;
        tx.executeRaw = async (query) => {
          if (query.sql.startsWith("UPDATE") && refused++ === 0) throw stale;
          return execute(query);
        };
        return tx;
      };
      return adapter;
    });
    try {
      other.exec("INSERT INTO t (v) VALUES (1), (2)");
      const adapter = await new TunedSQLiteAdapter(`file:${file}`, 10_000, true).connect();
      // As Prisma runs an updateMany: one statement in a transaction of its own.
      const tx = await adapter.startTransaction();
      await expect(tx.executeRaw(sql("UPDATE t SET v = v * 10"))).resolves.toBe(2);
      await tx.executeRaw(sql("COMMIT"));
      await tx.commit();
      expect(other.prepare("SELECT group_concat(v) AS v FROM t").get()).toEqual({ v: "10,20" });

      // Later in a transaction the same error goes to the caller: its snapshot is stale for good.
      const later = await adapter.startTransaction();
      await later.queryRaw(sql("SELECT count(*) AS n FROM t"));
      await expect(later.executeRaw(sql("UPDATE t SET v = v + 1"))).rejects.toBe(stale);
      await later.executeRaw(sql("ROLLBACK"));
      await later.rollback();
      expect(other.prepare("SELECT group_concat(v) AS v FROM t").get()).toEqual({ v: "10,20" });
      await adapter.dispose();
    } finally {
      spy.mockRestore();
    }
  });

  it("in a worker thread, waits inside SQLite (busy_timeout) as before", async () => {
    const adapter = await new TunedSQLiteAdapter(`file:${file}`, 1234, false).connect();
    const timeout = await adapter.queryRaw(sql("PRAGMA busy_timeout"));
    expect(Number(timeout.rows[0][0])).toBe(1234);
    await adapter.dispose();
  });

  it("writes directly on the connection inside the open transaction, which commits or rolls back with it", async () => {
    const tuned = new TunedSQLiteAdapter(`file:${file}`, 10_000, true);
    const adapter = await tuned.connect();
    const tx = await adapter.startTransaction();
    await tx.executeRaw(sql("INSERT INTO t (v) VALUES (1)"));
    await tuned.directWrite((db) => db.prepare("INSERT INTO t (v) VALUES (?), (?)").run(2, 3), open);
    await tx.executeRaw(sql("ROLLBACK"));
    await tx.rollback();
    expect(other.prepare("SELECT count(*) AS n FROM t").get()).toEqual({ n: 0 });

    const again = await adapter.startTransaction();
    await tuned.directWrite((db) => db.prepare("INSERT INTO t (v) VALUES (?)").run(4), open);
    await again.executeRaw(sql("COMMIT"));
    await again.commit();
    expect(other.prepare("SELECT group_concat(v) AS v FROM t").get()).toEqual({ v: "4" });
    await adapter.dispose();
  });

  it("never writes directly outside a transaction (all or nothing: a timed-out one was rolled back)", async () => {
    const tuned = new TunedSQLiteAdapter(`file:${file}`, 10_000, true);
    const adapter = await tuned.connect();
    await expect(tuned.directWrite((db) => db.prepare("INSERT INTO t (v) VALUES (1)").run(), open)).rejects.toThrow(
      /No transaction is open/,
    );
    // The caller's transaction has ended (Prisma refuses its statements): nothing is written, even
    // when another transaction is open on the connection by then.
    const next = await adapter.startTransaction();
    const ended = () => Promise.reject(new Error("Transaction already closed"));
    await expect(tuned.directWrite((db) => db.prepare("INSERT INTO t (v) VALUES (2)").run(), ended)).rejects.toThrow(
      /already closed/,
    );
    await next.executeRaw(sql("COMMIT"));
    await next.commit();
    expect(other.prepare("SELECT count(*) AS n FROM t").get()).toEqual({ n: 0 });
    await adapter.dispose();
  });

  it("retries a direct write refused by another connection's write lock, without blocking the event loop", async () => {
    const tuned = new TunedSQLiteAdapter(`file:${file}`, 10_000, true);
    const adapter = await tuned.connect();
    other.exec("BEGIN IMMEDIATE");
    const tx = await adapter.startTransaction();
    let settled = false;
    const write = tuned
      .directWrite((db) => db.prepare("INSERT INTO t (v) VALUES (5)").run().changes, open)
      .finally(() => (settled = true));
    for (let i = 0; i < 3; i++) await new Promise((resolve) => setTimeout(resolve, 1));
    expect(settled).toBe(false);
    other.exec("COMMIT");
    await expect(write).resolves.toBe(1);
    await tx.executeRaw(sql("COMMIT"));
    await tx.commit();
    expect(other.prepare("SELECT group_concat(v) AS v FROM t").get()).toEqual({ v: "5" });
    await adapter.dispose();
  });
});

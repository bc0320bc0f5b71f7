import { describe, expect, it, vi } from "vitest";
import pg from "pg";
import { getDb, transaction, type Tx } from "@/lib/db/client";
import { isTransactionConflict } from "@/lib/db/errors";
import { retryConflicts } from "@/lib/db/retry";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { onPostgres } from "@/lib/testing/pg";

const database = useTestDatabase();

/** A promise and its resolve, to hand a step from one transaction to the other. */
function signal() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

const conflict = (code: string) => Object.assign(new Error("lost to another transaction"), { code });

describe("the retry of a transaction that lost to another", () => {
  it("runs it again after a conflict, and succeeds", async () => {
    let runs = 0;
    const result = await retryConflicts(
      async () => {
        runs++;
        if (runs < 3) throw runs === 1 ? conflict("P2034") : { cause: { originalCode: "40P01" } };
        return "done";
      },
      { pauseMs: 1 },
    );
    expect([result, runs]).toEqual(["done", 3]);
  });

  it("gives up after its attempts, with the last conflict", async () => {
    const run = vi.fn(async () => {
      throw conflict("P2034");
    });
    await expect(retryConflicts(run, { pauseMs: 1 })).rejects.toMatchObject({ code: "P2034" });
    expect(run).toHaveBeenCalledTimes(3);
  });

  it("never retries another error (a unique violation, a refusal)", async () => {
    for (const error of [conflict("P2002"), new Error("conflict:node_answering"), { code: "40002" }]) {
      const run = vi.fn(async () => {
        throw error;
      });
      await expect(retryConflicts(run, { pauseMs: 1 })).rejects.toBe(error);
      expect(run).toHaveBeenCalledTimes(1);
    }
  });
});

/**
 * Two transactions that lock two rows in opposite order: `first` (through lib/db, with Prisma's
 * model queries) adds 1 to two projects' context budgets, row 1 then row 2; a second connection adds
 * 1,000 to row 2 then row 1. `first` waits for row 2 before the other asks for row 1, so the server's
 * deadlock check runs in `first`'s backend (the other's deadlock_timeout is long) and rolls `first`
 * back. Returns once the other has committed and `first` has settled, with the budgets then.
 */
async function deadlock<T>(first: (step: (tx: Tx) => Promise<void>) => Promise<T>) {
  const db = getDb();
  const [one, two] = await Promise.all([
    db.project.create({ data: { name: "Row 1", contextBudget: 1000 } }),
    db.project.create({ data: { name: "Row 2", contextBudget: 1000 } }),
  ]);
  const add = (tx: Tx, id: string) => tx.project.update({ where: { id }, data: { contextBudget: { increment: 1 } } });
  const other = new pg.Client({ connectionString: database.url });
  const otherAdds = (id: string) =>
    other.query(`UPDATE "Project" SET "contextBudget" = "contextBudget" + 1000 WHERE id = $1`, [id]);
  await other.connect();
  try {
    await other.query(`SET deadlock_timeout = '60s'`);
    const firstHolds1 = signal();
    const otherHolds2 = signal();
    let runs = 0;
    const firstDone = first(async (tx) => {
      runs++;
      await add(tx, one.id);
      if (runs === 1) {
        firstHolds1.resolve();
        await otherHolds2.promise;
      }
      await add(tx, two.id);
    }).then(
      (value): { value?: T; error?: unknown } => ({ value }),
      (error: unknown): { value?: T; error?: unknown } => ({ error }),
    );
    await other.query("BEGIN");
    await otherAdds(two.id);
    await firstHolds1.promise;
    otherHolds2.resolve();
    // `first` is waiting for row 2 (a lock not granted to another backend) before the other asks for row 1.
    await vi.waitFor(
      async () => {
        const { rows } = await other.query(
          `SELECT count(*)::int AS n FROM pg_locks WHERE NOT granted AND pid <> pg_backend_pid()`,
        );
        expect(rows[0].n).toBeGreaterThan(0);
      },
      { timeout: 15_000, interval: 20 },
    );
    await otherAdds(one.id);
    await other.query("COMMIT");
    const outcome = await firstDone;
    const budgets = await db.project.findMany({
      where: { id: { in: [one.id, two.id] } },
      select: { contextBudget: true },
    });
    return { ...outcome, runs, budgets: budgets.map((b) => b.contextBudget) };
  } finally {
    await other.end();
  }
}

describe.skipIf(!onPostgres)("a real deadlock on PostgreSQL", () => {
  it("Prisma reports it as a conflict the retry recognises", async () => {
    const { error, runs, budgets } = await deadlock((step) => getDb().$transaction(step));
    expect(isTransactionConflict(error)).toBe(true);
    expect(runs).toBe(1);
    // The other transaction committed; nothing of the rolled-back one is left.
    expect(budgets).toEqual([2000, 2000]);
  });

  it("transaction() runs the rolled-back transaction again, and both transactions' writes are whole", async () => {
    const { error, runs, budgets } = await deadlock((step) => transaction(step));
    expect(error).toBeUndefined();
    expect(runs).toBe(2);
    // Each transaction's addition once on each row; the first run of the retried one left nothing.
    expect(budgets).toEqual([2001, 2001]);
  });
});

describe.skipIf(onPostgres)("a stale snapshot on SQLite", () => {
  it("transaction() runs again a transaction whose first write came after another connection's commit", async () => {
    const { default: Database } = await import("better-sqlite3");
    const other = new Database(database.url.replace(/^file:/, ""));
    other.exec("CREATE TABLE snapshot_probe (v INTEGER)");
    const errors: unknown[] = [];
    let runs = 0;
    try {
      const seen = await transaction(async (tx) => {
        runs++;
        // A read begins the transaction's snapshot (Prisma's BEGIN is deferred) ...
        const [{ n }] = await tx.$queryRawUnsafe<{ n: bigint | number }[]>("SELECT count(*) AS n FROM snapshot_probe");
        // ... another connection commits (the first run only) ...
        if (runs === 1) other.exec("INSERT INTO snapshot_probe (v) VALUES (1)");
        // ... and the write can no longer take the lock: SQLITE_BUSY_SNAPSHOT, at once.
        try {
          await tx.$executeRawUnsafe("INSERT INTO snapshot_probe (v) VALUES (2)");
        } catch (error) {
          errors.push(error);
          throw error;
        }
        return Number(n);
      });
      expect(runs).toBe(2);
      expect(errors).toHaveLength(1);
      expect(isTransactionConflict(errors[0])).toBe(true);
      expect(seen).toBe(1); // the second run read the other connection's row
      expect(other.prepare("SELECT group_concat(v) AS v FROM snapshot_probe").get()).toEqual({ v: "1,2" });
    } finally {
      other.close();
    }
  });
});

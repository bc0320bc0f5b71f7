import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { PgBossDelivery } from "./pg-boss";
import { defineJob } from "./registry";
import { JobRunner } from "./runner";
import { insertJob } from "./store";
// @ts-expect-error plain .mjs scripts without type declarations
import { postgresInstalled, startTestCluster } from "@/scripts/pg-test-cluster.mjs";

/**
 * pg-boss on a throwaway PostgreSQL (55450, engineer 9c's port range) delivers the ids; the Job rows
 * live in the test's SQLite file (Prisma on PostgreSQL lands with 9a). Two deliveries are two
 * workers, as two app instances would run.
 */
/**
 * The server pg-boss runs on: TEST_POSTGRES_URL, the suite's own cluster on a PostgreSQL run
 * (pg-boss keeps to its own schema), or a throwaway cluster of this file's.
 */
let pg: { url: string; stop(): void } | null;
useTestDatabase();
beforeAll(async () => {
  if (!startable()) return;
  const shared = process.env.TEST_POSTGRES_URL ?? process.env.CANOPY_TEST_PG_URL;
  pg = shared ? { url: shared, stop: () => undefined } : await startTestCluster();
}, 60_000);
afterAll(() => {
  pg?.stop();
});

describe.runIf(startable())("pg-boss delivery", () => {
  it("two workers given 24 jobs run each exactly once; a failing one retries, then fails", async () => {
    const runs = new Map<number, number>();
    let failures = 0;
    defineJob({
      kind: "pg.count",
      parse: z.object({ n: z.number() }).parse,
      async run({ n }) {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 5));
        return n;
      },
    });
    defineJob({
      kind: "pg.fail",
      parse: z.object({}).parse,
      maxAttempts: 2,
      backoffMs: { base: 50, max: 50 },
      async run() {
        failures++;
        throw new Error("provider down");
      },
    });
    const url = pg!.url;
    const a = new PgBossDelivery(url, new JobRunner({ workerId: "instance-a" }), {
      pollingIntervalSeconds: 0.5,
      busyRetryMs: 100,
    });
    const b = new PgBossDelivery(url, new JobRunner({ workerId: "instance-b" }), {
      pollingIntervalSeconds: 0.5,
      busyRetryMs: 100,
    });
    await a.start();
    await b.start();
    try {
      const ids: string[] = [];
      for (let n = 0; n < 24; n++) {
        const row = await insertJob("pg.count", { n }, { maxAttempts: 3, title: `n=${n}` });
        ids.push(row.id);
        // Half sent from each instance: delivery does not depend on who enqueued.
        await (n % 2 ? a : b).notify(row.id);
      }
      const failing = await insertJob("pg.fail", {}, { maxAttempts: 2, title: "fails" });
      await a.notify(failing.id);

      await waitFor(
        async () => (await getDb().job.count({ where: { status: { in: ["succeeded", "failed"] } } })) === 25,
        30_000,
      );
      expect([...runs.keys()].sort((x, y) => x - y)).toEqual([...Array(24).keys()]);
      expect([...runs.values()].every((count) => count === 1)).toBe(true);
      expect(await getDb().job.count({ where: { id: { in: ids }, status: "succeeded", attempts: 1 } })).toBe(24);
      const failed = await getDb().job.findUniqueOrThrow({ where: { id: failing.id } });
      expect(failed).toMatchObject({ status: "failed", attempts: 2, error: "provider down" });
      expect(failures).toBe(2);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  }, 60_000);
});

/** PostgreSQL is installed here or named by TEST_POSTGRES_URL (CI installs Debian's postgresql). */
function startable(): boolean {
  return Boolean(process.env.TEST_POSTGRES_URL) || Boolean(process.env.CANOPY_TEST_PG_URL) || postgresInstalled();
}

async function waitFor(check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error("timed out");
    await new Promise((r) => setTimeout(r, 50));
  }
}

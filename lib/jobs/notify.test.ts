import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { createTestDatabase, type TestDatabase } from "@/lib/testing/db";
import { onPostgres } from "@/lib/testing/pg";
import { defineJob } from "./kinds";
import { enqueueJob, getJob, wakeOnNotify } from "./queue";
import { JobRunner } from "./runner";
import { until } from "@/lib/testing/until";

/**
 * Delivery on PostgreSQL (TEST_DB=postgres): two runners, as two app instances would run, each
 * LISTENing on its own connection, both polling only once an hour. Whatever runs here ran because
 * an enqueue's NOTIFY woke a runner (or a runner's own look at the next retry), never by a poll.
 */
let db: TestDatabase;
beforeAll(async () => {
  if (onPostgres) db = await createTestDatabase();
});
afterAll(() => db?.cleanup());

const HOUR = 3_600_000;

describe.runIf(onPostgres)("delivery on PostgreSQL: LISTEN/NOTIFY and the Job table", () => {
  it("two workers given 24 jobs run each exactly once; a failing one retries, then fails; an idle worker wakes", async () => {
    const runs = new Map<number, number>();
    let failures = 0;
    const count = defineJob({
      kind: "pg.count",
      parse: z.object({ n: z.number() }).parse,
      async run({ n }) {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, 5));
        return n;
      },
    });
    const fail = defineJob({
      kind: "pg.fail",
      parse: z.object({}).parse,
      maxAttempts: 2,
      backoffMs: { base: 50, max: 50 },
      async run() {
        failures++;
        throw new Error("provider down");
      },
    });
    const workers = ["instance-a", "instance-b"].map(
      (workerId) => new JobRunner([count, fail], { workerId, pollMs: HOUR, heartbeatMs: 50, progressEveryMs: 0 }),
    );
    // Started before any job exists: their first look finds nothing, and the next poll is an hour away.
    for (const worker of workers) worker.start();
    const listeners = await Promise.all(workers.map((worker) => wakeOnNotify(worker)));
    try {
      const ids: string[] = [];
      for (let n = 0; n < 24; n++) ids.push((await enqueueJob(count, { n })).id);
      const failing = await enqueueJob(fail, {});

      await until(
        async () => (await getDb().job.count({ where: { status: { in: ["succeeded", "failed"] } } })) === 25,
        { timeout: 30_000, interval: 50 },
      );
      expect([...runs.keys()].sort((x, y) => x - y)).toEqual([...Array(24).keys()]);
      expect([...runs.values()].every((n) => n === 1)).toBe(true);
      expect(await getDb().job.count({ where: { id: { in: ids }, status: "succeeded", attempts: 1 } })).toBe(24);
      const failed = await getDb().job.findUniqueOrThrow({ where: { id: failing.id } });
      expect(failed).toMatchObject({ status: "failed", attempts: 2, error: "provider down" });
      expect(failures).toBe(2);

      // Both workers idle now, an hour from their next poll: one more enqueue is run at once.
      const late = await enqueueJob(count, { n: 99 });
      await until(async () => (await getJob(late.id)).status === "succeeded", { interval: 50 });
      expect(runs.get(99)).toBe(1);
    } finally {
      await Promise.all(listeners.map((listener) => listener.close()));
      await Promise.all(workers.map((worker) => worker.stop()));
    }
  }, 60_000);
});

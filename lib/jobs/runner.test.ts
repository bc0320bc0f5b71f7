import { beforeEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { createProject } from "@/lib/db/queries/projects";
import { enqueueJob, getJob, getProjectJob, listProjectJobs, retryJob, retryProjectJob, runJobNow } from "./queue";
import { claimJob } from "@/lib/db/queries/jobs";
import { defineJob } from "./kinds";
import { JobRunner } from "./runner";
import { until } from "@/lib/testing/until";
import { metricsText } from "@/lib/observability/metrics";

useTestDatabase();
beforeEach(async () => {
  await getDb().job.deleteMany();
});

const payload = z.object({ n: z.number().int() });
const fast = { pollMs: 5, heartbeatMs: 50, progressEveryMs: 0 };

/** A kind of job that records how many of its runs overlap (`seen.most`); each run lasts until `hold` resolves. */
function overlapping(kind: string, hold: () => Promise<unknown>) {
  const seen = { running: 0, most: 0 };
  const def = defineJob({
    kind,
    parse: payload.parse,
    async run() {
      seen.running++;
      seen.most = Math.max(seen.most, seen.running);
      await hold();
      seen.running--;
    },
  });
  return { def, seen };
}

describe("JobRunner", () => {
  // On PostgreSQL this once hung: a job could finish while drain()'s tick was still claiming the
  // next one, leaving nothing in hand, and drain() then raced an empty set (a promise that never settles).
  it("two runners given 30 jobs run each exactly once", async () => {
    const runs = new Map<number, number>();
    const count = defineJob({
      kind: "test.count",
      parse: payload.parse,
      async run({ n }) {
        runs.set(n, (runs.get(n) ?? 0) + 1);
        await new Promise((r) => setTimeout(r, Math.random() * 5));
        return { n };
      },
    });
    const ids = [];
    for (let n = 0; n < 30; n++) ids.push((await enqueueJob(count, { n })).id);
    const a = new JobRunner([count], { ...fast, workerId: "a", concurrency: 2 });
    const b = new JobRunner([count], { ...fast, workerId: "b", concurrency: 2 });
    await Promise.all([a.drain(), b.drain()]);

    expect([...runs.keys()].sort((x, y) => x - y)).toEqual([...Array(30).keys()]);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
    const rows = await getDb().job.findMany({ where: { id: { in: ids } } });
    expect(rows.every((r) => r.status === "succeeded" && r.attempts === 1)).toBe(true);
  });

  it("drain() returns when a job finished before the tick that started it returned", async () => {
    // The race behind the PostgreSQL hang, made certain: the tick starts a job, and the job is over
    // (and out of the in-hand set) before the tick reports it started one.
    class QuickRunner extends JobRunner {
      ticks = 0;
      override async tick(): Promise<number> {
        if (this.ticks++ > 0) return 0;
        const run = Promise.resolve("succeeded");
        (this as unknown as { track(run: Promise<unknown>): void }).track(run);
        await new Promise((r) => setTimeout(r, 5));
        return 1;
      }
    }
    const runner = new QuickRunner([], fast);
    // A guard against the hang, not a deadline: generous, so that a slow machine does not fail it.
    let guard: ReturnType<typeof setTimeout> | undefined;
    const settled = await Promise.race([
      runner.drain().then(() => "drained"),
      new Promise((r) => (guard = setTimeout(() => r("hung"), 15_000))),
    ]);
    clearTimeout(guard);
    expect(settled).toBe("drained");
    expect(runner.ticks).toBe(2);
  });

  it("a failing job is retried with backoff, then shows failed with its error", async () => {
    let calls = 0;
    const fail = defineJob({
      kind: "test.fail",
      parse: payload.parse,
      maxAttempts: 3,
      backoffMs: { base: 10, max: 20 },
      async run() {
        calls++;
        throw new Error(`boom ${calls}`);
      },
    });
    const job = await enqueueJob(fail, { n: 1 });
    const runner = new JobRunner([fail], { ...fast, workerId: "r" });
    const before = Date.now();
    const first = await runner.runJob(job.id);
    expect(first).toBe("retry");
    const queued = await getJob(job.id);
    expect(queued).toMatchObject({ status: "queued", attempts: 1, error: { message: "boom 1" } });
    // Backoff: the next attempt is not before base (10 ms) after the failure.
    expect(new Date(queued.runAt).getTime()).toBeGreaterThanOrEqual(before + 10);

    const done = await runJobNow(job.id, { runner, pollMs: 5 });
    expect(calls).toBe(3);
    expect(done).toMatchObject({ status: "failed", attempts: 3, error: { code: "internal:job", message: "boom 3" } });
    expect(done.finishedAt).not.toBeNull();

    // Retry in the Jobs panel: fresh attempts, then it runs again.
    const again = await retryJob(job.id);
    expect(again).toMatchObject({ status: "queued", attempts: 0, error: null });
    await runJobNow(job.id, { runner, pollMs: 5 });
    expect(calls).toBe(6);
  });

  it("an invalid input fails at once, without retries", async () => {
    const invalid = defineJob({
      kind: "test.invalid",
      parse: payload.parse,
      async run() {
        throw new AppError("not_found:document", "That document does not exist.");
      },
    });
    const job = await enqueueJob(invalid, { n: 1 });
    const done = await runJobNow(job.id, { runner: new JobRunner([invalid], fast) });
    expect(done).toMatchObject({ status: "failed", attempts: 1, error: { code: "not_found:document" } });
  });

  it("jobs with one singleton key never run at the same time", async () => {
    const { def: single, seen } = overlapping("test.single", () => new Promise((r) => setTimeout(r, 15)));
    for (let n = 0; n < 6; n++) await enqueueJob(single, { n }, { singletonKey: "project:p1" });
    const a = new JobRunner([single], { ...fast, workerId: "a", concurrency: 3 });
    const b = new JobRunner([single], { ...fast, workerId: "b", concurrency: 3 });
    a.start();
    b.start();
    await until(async () => (await getDb().job.count({ where: { kind: "test.single", status: "succeeded" } })) === 6);
    await Promise.all([a.stop(), b.stop()]);
    expect(seen.most).toBe(1);
  });

  it("people and projects take turns: one person's backlog does not hold up another's job", async () => {
    const ran: string[] = [];
    const turn = defineJob({
      kind: "test.turns",
      parse: z.object({ who: z.string(), n: z.number().int() }).parse,
      async run({ who, n }) {
        ran.push(`${who}${n}`);
      },
    });
    const anns = await createProject({ name: "Ann's" });
    const bobs = await createProject({ name: "Bob's" });
    // Queued a second apart, oldest first: Ann's four imports, then Bob's one, then a fold of Ann's project.
    const due = (i: number) => new Date(Date.now() - (10 - i) * 1000);
    for (let n = 0; n < 4; n++)
      await enqueueJob(
        turn,
        { who: "ann", n },
        { projectId: anns.id, createdById: "ann", singletonKey: `knowledge:${anns.id}`, runAt: due(n) },
      );
    await enqueueJob(
      turn,
      { who: "bob", n: 0 },
      { projectId: bobs.id, createdById: "bob", singletonKey: `knowledge:${bobs.id}`, runAt: due(4) },
    );
    await enqueueJob(turn, { who: "fold", n: 0 }, { projectId: anns.id, runAt: due(5) });

    await new JobRunner([turn], { ...fast, concurrency: 1 }).drain();

    // First in, first out would run all of Ann's first (ann0-3, bob0, fold0).
    expect(ran).toEqual(["ann0", "bob0", "fold0", "ann1", "ann2", "ann3"]);
    // Each start records its wait from due to started: all six, every one due at least 4 s before (> 1 s).
    const { text } = await metricsText();
    expect(text).toMatch(/canopy_job_wait_seconds_count\{kind="test.turns"\} 6\b/);
    expect(text).toMatch(/canopy_job_wait_seconds_bucket\{le="1",kind="test.turns"\} 0\b/);
  });

  it("jobs waiting for a key another runner holds take none of the runner's tries: another project's job runs", async () => {
    const ran: string[] = [];
    const imports = defineJob({
      kind: "test.keyed",
      parse: z.object({ who: z.string(), n: z.number().int() }).parse,
      async run({ who }) {
        ran.push(who);
      },
    });
    const busy = await createProject({ name: "Busy elsewhere" });
    const free = await createProject({ name: "Free" });
    const key = `knowledge:${busy.id}`;
    // Another instance is importing into the busy project: it holds the project's key.
    const elsewhere = await enqueueJob(imports, { who: "elsewhere", n: 0 }, { projectId: busy.id, singletonKey: key });
    expect(await claimJob(elsewhere.id, "other-instance", new Date(), 120_000)).toMatchObject({ status: "running" });
    // Five people wait on that key (five groups, more than a pass tries), queued before one import elsewhere.
    const due = (i: number) => new Date(Date.now() - (10 - i) * 1000);
    for (let n = 0; n < 5; n++)
      await enqueueJob(
        imports,
        { who: `p${n}`, n },
        { projectId: busy.id, createdById: `p${n}`, singletonKey: key, runAt: due(n) },
      );
    await enqueueJob(
      imports,
      { who: "dave", n: 0 },
      { projectId: free.id, createdById: "dave", singletonKey: `knowledge:${free.id}`, runAt: due(6) },
    );

    await new JobRunner([imports], { ...fast, concurrency: 1 }).drain();

    expect(ran).toEqual(["dave"]);
    const waiting = await getDb().job.count({ where: { kind: "test.keyed", status: "queued" } });
    expect(waiting).toBe(5);
  });

  it("with several slots, one group's jobs still fill them (turns order a queue, they are not a quota)", async () => {
    const { def: slow, seen } = overlapping("test.slots", () => until(() => seen.most >= 3));
    for (let n = 0; n < 3; n++) await enqueueJob(slow, { n }, { createdById: "ann" });
    await new JobRunner([slow], { ...fast, concurrency: 3 }).drain();
    expect(seen.most).toBe(3);
  });

  it("resumes a job whose runner died (stale heartbeat) and records progress", async () => {
    const progress = defineJob({
      kind: "test.progress",
      parse: payload.parse,
      async run({ n }, ctx) {
        for (let i = 1; i <= n; i++) ctx.progress(i, n, `step ${i}`);
        return { attempt: ctx.attempt };
      },
    });
    const job = await enqueueJob(progress, { n: 4 });
    const dead = await claimJob(job.id, "dead-process", new Date(), 60_000);
    expect(typeof dead).toBe("object");
    // Another runner does not take a job whose holder is alive...
    const runner = new JobRunner([progress], { ...fast, staleMs: 60_000 });
    expect(await runner.runJob(job.id)).toBe("skipped");
    // ...but does once its heartbeat is stale.
    await getDb().job.update({ where: { id: job.id }, data: { lockedAt: new Date(Date.now() - 120_000) } });
    await runner.drain();
    expect(await getJob(job.id)).toMatchObject({
      status: "succeeded",
      attempts: 2,
      progress: { step: 4, total: 4, message: "step 4" },
      result: { attempt: 2 },
    });
    // Its wait in the queue was its first runner's to record: the resumed run adds none (the stale time is no wait).
    expect((await metricsText()).text).not.toMatch(/canopy_job_wait_seconds_count\{kind="test.progress"\}/);
  });

  it("claims only jobs of the kinds it was given", async () => {
    const mine = defineJob({ kind: "test.mine", parse: payload.parse, run: async () => "mine" });
    const other = defineJob({ kind: "test.other", parse: payload.parse, run: async () => "other" });
    const a = await enqueueJob(mine, { n: 1 });
    const b = await enqueueJob(other, { n: 2 });
    await new JobRunner([mine], fast).drain();
    expect(await getJob(a.id)).toMatchObject({ status: "succeeded", result: "mine" });
    expect(await getJob(b.id)).toMatchObject({ status: "queued", attempts: 0 });
  });

  it("runs a retry when its backoff ends, not at the next poll", async () => {
    let calls = 0;
    const flaky = defineJob({
      kind: "test.flaky",
      parse: payload.parse,
      backoffMs: { base: 50, max: 50 },
      async run() {
        if (++calls === 1) throw new Error("once");
        return calls;
      },
    });
    const job = await enqueueJob(flaky, { n: 1 });
    // An hour between polls: only the runner's look at the next due job can run the retry.
    const runner = new JobRunner([flaky], { ...fast, pollMs: 3_600_000 });
    runner.start();
    try {
      await until(async () => (await getJob(job.id)).status === "succeeded", { interval: 10 });
    } finally {
      await runner.stop();
    }
    expect(await getJob(job.id)).toMatchObject({ status: "succeeded", attempts: 2, result: 2 });
  });

  it("an enqueue with an id already used returns the first job (scheduled ticks run once)", async () => {
    const tick = defineJob({ kind: "test.tick", parse: payload.parse, run: async () => null });
    const first = await enqueueJob(tick, { n: 1 }, { id: "tick-2026-11-22T20:00" });
    const second = await enqueueJob(tick, { n: 2 }, { id: "tick-2026-11-22T20:00" });
    expect(second.id).toBe(first.id);
    expect(await getDb().job.count({ where: { kind: "test.tick" } })).toBe(1);
  });
});

describe("a project's jobs", () => {
  it("are listed and read through their own project only; only a failed job can be retried", async () => {
    const project = defineJob({
      kind: "test.project",
      parse: payload.parse,
      title: ({ n }) => `Job ${n}`,
      run: async () => null,
    });
    const mine = await createProject({ name: "Mine" });
    const theirs = await createProject({ name: "Theirs" });
    const job = await enqueueJob(project, { n: 7 }, { projectId: mine.id });
    expect(await listProjectJobs(mine.id)).toMatchObject([{ id: job.id, title: "Job 7", status: "queued" }]);
    expect(await listProjectJobs(theirs.id)).toEqual([]);
    await expect(getProjectJob(theirs.id, job.id)).rejects.toMatchObject({ code: "not_found:job" });
    await expect(retryProjectJob(theirs.id, job.id)).rejects.toMatchObject({ code: "not_found:job" });
    await expect(retryProjectJob(mine.id, job.id)).rejects.toMatchObject({ code: "conflict:job" });
    // Deleting the project deletes its jobs.
    await getDb().project.delete({ where: { id: mine.id } });
    expect(await getDb().job.count({ where: { id: job.id } })).toBe(0);
  });
});

import "server-only";
import PgBoss from "pg-boss";
import { findJob } from "./store";
import type { JobRunner } from "./runner";

/** The pg-boss queue that carries Canopy's job ids. */
export const PG_BOSS_QUEUE = "canopy-jobs";

/**
 * Delivery of jobs through pg-boss 10 on PostgreSQL: enqueue sends the job's id, any worker of any
 * instance fetches it (SKIP LOCKED: one worker per message) and runs it through the runner, which
 * still claims the Job row conditionally. Retries and "another job with this key is running" are
 * sent again with startAfter; the runner's slow sweep picks up what a crash lost in between.
 *
 * @example
 * const delivery = new PgBossDelivery(process.env.DATABASE_URL!, runner);
 * await delivery.start();
 * await delivery.notify(job.id, job.runAt);
 */
export class PgBossDelivery {
  readonly boss: PgBoss;
  private started = false;

  constructor(
    connection: string | PgBoss.ConstructorOptions,
    private readonly runner: JobRunner,
    private readonly opts: { pollingIntervalSeconds?: number; busyRetryMs?: number; work?: boolean } = {},
  ) {
    const base = typeof connection === "string" ? { connectionString: connection } : connection;
    // Our own Job table keeps the history; pg-boss keeps only what is in flight, in its own schema.
    this.boss = new PgBoss({ schedule: false, retryLimit: 0, max: 4, ...base });
    this.boss.on("error", (error) => console.error("[jobs] pg-boss", error));
  }

  /** Creates pg-boss's schema and queue if needed and starts a worker (unless `work: false`). */
  async start(): Promise<void> {
    if (this.started) return;
    await this.boss.start();
    await this.boss.createQueue(PG_BOSS_QUEUE);
    if (this.opts.work !== false) {
      await this.boss.work<{ jobId: string }>(
        PG_BOSS_QUEUE,
        { batchSize: 1, pollingIntervalSeconds: this.opts.pollingIntervalSeconds ?? 1 },
        async ([message]) => this.deliver(message.data.jobId),
      );
    }
    this.started = true;
  }

  /** Sends a job's id to the queue, to run at `runAt` or later. */
  async notify(jobId: string, runAt: Date = new Date()): Promise<void> {
    await this.boss.send(
      PG_BOSS_QUEUE,
      { jobId },
      { startAfter: runAt > new Date() ? runAt : undefined, retryLimit: 0 },
    );
  }

  /** Runs a delivered job; sends it again when it must wait (its key is busy) or retry later. */
  async deliver(jobId: string): Promise<void> {
    const outcome = await this.runner.runJob(jobId);
    if (outcome === "busy") await this.notify(jobId, new Date(Date.now() + (this.opts.busyRetryMs ?? 2000)));
    else if (outcome === "retry") {
      const row = await findJob(jobId);
      if (row?.status === "queued") await this.notify(jobId, row.runAt);
    }
  }

  async stop(): Promise<void> {
    if (!this.started) return;
    this.started = false;
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}

import "server-only";
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import { isAppError, toErrorPayload } from "@/lib/errors";
import { redactAddresses, redactSecrets } from "@/lib/auth/redact";
import {
  abandonJob,
  claimableJobs,
  claimJob,
  completeJob,
  dueJobsOfGroup,
  failJob,
  touchJob,
  type DueJobGroup,
  type Job,
} from "@/lib/db/queries/jobs";
import { FairTurns } from "./fair";
import type { JobDefinition } from "./types";
import { logError } from "@/lib/log";
import { withWorkContext } from "@/lib/observability/context";
import { logEvent } from "@/lib/observability/logger";
import { observeJob, observeJobWait } from "@/lib/observability/metrics";

/** Options of a {@link JobRunner}. */
export type RunnerOptions = {
  /** Identifies this runner in the Job table (default: host, pid and a random suffix). */
  workerId?: string;
  /**
   * How often the loop looks for work when nothing woke it (default 1 s; on PostgreSQL a slow
   * fallback, since a NOTIFY wakes it).
   */
  pollMs?: number;
  /** A running job whose heartbeat is older than this is resumed by another runner (default 2 min). */
  staleMs?: number;
  /** Heartbeat period while a job runs (default 15 s). */
  heartbeatMs?: number;
  /** Jobs run at once by this runner (default 1: the machine is small, the work is CPU-bound). */
  concurrency?: number;
  /** Minimum interval between two progress writes of one job (default 250 ms). */
  progressEveryMs?: number;
};

/** What became of one `runJob` call. */
export type RunOutcome = "succeeded" | "failed" | "retry" | "busy" | "skipped";

/** What a pass reads per free slot (stale jobs, waiting groups tried) and per group tried (its due jobs): most take the first. */
const TRIES = 4;

const NO_RETRY = new Set(["invalid", "not_found", "forbidden", "unauthorized", "too_large"]);

/**
 * Runs the jobs of the kinds it is given from the Job table, on SQLite and PostgreSQL alike: it
 * looks for due jobs, takes the waiting people and projects in turn (./fair.ts), and claims each with a conditional UPDATE, so a second runner (another app
 * instance, the CLI) never runs one twice; queued and stale running jobs are resumed after a
 * restart. It looks when woken (an enqueue in this process, or on PostgreSQL a NOTIFY: see
 * `startJobs`), when a job of its ends, when a retry's backoff ends, and at every poll.
 *
 * @example
 * const runner = new JobRunner([importJob, foldJob], { pollMs: 500 });
 * runner.start();            // lib/workers starts the server's
 * await runner.stop();       // waits for the jobs in hand
 */
export class JobRunner {
  readonly workerId: string;
  private readonly opts: Required<Omit<RunnerOptions, "workerId">>;
  private readonly handlers: ReadonlyMap<string, JobDefinition>;
  private readonly kinds: readonly string[];
  /** When the next queued job not due at the last look becomes due (null: none known). */
  private nextRunAt: Date | null = null;
  private timer: NodeJS.Timeout | null = null;
  private ticking: Promise<void> | null = null;
  private readonly inFlight = new Set<Promise<unknown>>();
  private stopped = true;
  private again = false;
  /** Whose turn it is among the groups waiting (./fair.ts). */
  private readonly turns = new FairTurns();

  /** `handlers`: the kinds this runner runs; it claims no job of another kind. */
  constructor(handlers: readonly JobDefinition[], opts: RunnerOptions = {}) {
    this.handlers = new Map(handlers.map((h) => [h.kind, h]));
    this.kinds = [...this.handlers.keys()];
    this.workerId = opts.workerId ?? `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
    this.opts = {
      pollMs: opts.pollMs ?? 1000,
      staleMs: opts.staleMs ?? 120_000,
      heartbeatMs: opts.heartbeatMs ?? 15_000,
      concurrency: opts.concurrency ?? 1,
      progressEveryMs: opts.progressEveryMs ?? 250,
    };
  }

  /** Starts the polling loop (idempotent). */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.schedule(0);
  }

  /** Stops polling and waits for the jobs this runner holds to settle. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.ticking;
    await Promise.allSettled([...this.inFlight]);
  }

  /** Looks for work now instead of at the next poll (after an enqueue in this process). */
  wake(): void {
    if (!this.stopped) this.schedule(0);
  }

  /**
   * One pass: claims and starts due jobs up to the free slots; resolves when they are started. A
   * stale job (its runner died) is resumed first; then the waiting groups take turns (./fair.ts):
   * one job per group a round, the group of the owner served least recently first, so one person's
   * backlog does not hold up another person's import.
   */
  async tick(): Promise<number> {
    const free = this.opts.concurrency - this.inFlight.size;
    if (free <= 0) return 0;
    const { stale, groups, held, nextRunAt } = await claimableJobs(new Date(), {
      kinds: this.kinds,
      staleMs: this.opts.staleMs,
      take: free * TRIES,
    });
    this.nextRunAt = nextRunAt;
    const full = () => this.inFlight.size >= this.opts.concurrency;
    let started = 0;
    for (const id of stale) {
      if (full()) return started;
      if (await this.startJob(id)) started++;
    }
    // Rounds while slots are free: one job per group a round, the groups in turn order. Each group
    // tried costs a query, so a pass tries a few (the rest wait for the next pass).
    const order = this.turns.order(groups).slice(0, free * TRIES);
    for (let round = 0; round < free && !full(); round++) {
      let took = 0;
      for (const group of order) {
        if (full()) break;
        if (await this.startFromGroup(group, held)) took++;
      }
      if (took === 0) break;
      started += took;
    }
    return started;
  }

  /** Claims and starts job `id` now; false when another runner has it or its key is held ("busy"). */
  private async startJob(id: string): Promise<boolean> {
    const claimed = await claimJob(id, this.workerId, new Date(), this.opts.staleMs);
    if (typeof claimed === "string") return false;
    this.track(this.execute(claimed));
    return true;
  }

  /**
   * Starts the first of a group's due jobs that it can claim (its first may have met a key taken
   * since the look, then "busy") and gives the group its turn; false when none could start.
   */
  private async startFromGroup(group: DueJobGroup, held: readonly string[]): Promise<boolean> {
    for (const id of await dueJobsOfGroup(new Date(), group, { kinds: this.kinds, take: TRIES, held })) {
      if (!(await this.startJob(id))) continue;
      this.turns.served(group, Date.now());
      return true;
    }
    return false;
  }

  /** Runs ticks until nothing is claimable and nothing is in hand (tests, the CLI). */
  async drain(): Promise<void> {
    for (;;) {
      const started = await this.tick();
      // A job started by this tick may already have finished while the tick claimed the next one
      // (on PostgreSQL each claim is a network round trip): then nothing is in hand, and racing an
      // empty set would wait forever, so look again instead.
      if (this.inFlight.size === 0) {
        if (started === 0) return;
        continue;
      }
      await Promise.race([...this.inFlight]);
    }
  }

  /** Claims and runs one job now, in this process (the CLI's own imports). */
  async runJob(id: string): Promise<RunOutcome> {
    const claimed = await claimJob(id, this.workerId, new Date(), this.opts.staleMs);
    if (claimed === "busy") return "busy";
    if (typeof claimed === "string") return "skipped";
    const run = this.execute(claimed);
    this.track(run);
    return run;
  }

  private track(run: Promise<unknown>): void {
    this.inFlight.add(run);
    void run.finally(() => {
      this.inFlight.delete(run);
      // A slot freed: look again at once (a queue of imports runs back to back).
      this.wake();
    });
  }

  private schedule(delay: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = null;
      if (this.stopped) return;
      if (this.ticking) {
        // A wake-up during a pass (a job finished, an enqueue): look again right after it, not a poll later.
        this.again = true;
        return;
      }
      this.again = false;
      this.ticking = this.tick()
        .then(() => undefined)
        .catch((error) => logError("[jobs] poll failed", error))
        .finally(() => {
          this.ticking = null;
          if (!this.stopped && !this.timer) this.schedule(this.again ? 0 : this.idleDelay());
        });
    }, delay);
    this.timer.unref?.();
  }

  /** Until the next poll, or sooner when a queued job (a retry after its backoff) becomes due first. */
  private idleDelay(): number {
    if (!this.nextRunAt) return this.opts.pollMs;
    return Math.min(this.opts.pollMs, Math.max(0, this.nextRunAt.getTime() - Date.now()));
  }

  /** Runs one claimed job in its work context (the request id that queued it), timed and logged. */
  private execute(job: Job): Promise<RunOutcome> {
    const context = { requestId: job.requestId ?? `job-${job.id}`, jobId: job.id };
    return withWorkContext(context, async () => {
      const started = Date.now();
      const waitMs = Math.max(0, started - job.runAt.getTime());
      // Taken from the queue, it started when it was locked; a resumed job (its runner died) keeps
      // its first start, and its wait was recorded then.
      if (job.startedAt?.getTime() === job.lockedAt?.getTime()) observeJobWait(job.kind, waitMs / 1000);
      logEvent("info", "job.started", { kind: job.kind, attempt: job.attempts, waitMs });
      const outcome = await this.executeJob(job);
      observeJob(job.kind, outcome, (Date.now() - started) / 1000);
      logEvent(outcome === "failed" ? "warn" : "info", "job.finished", {
        kind: job.kind,
        outcome,
        ms: Date.now() - started,
      });
      return outcome;
    });
  }

  private async executeJob(job: Job): Promise<RunOutcome> {
    const def = this.handlers.get(job.kind);
    if (job.attempts > job.maxAttempts) {
      await abandonJob(job.id, this.workerId);
      if (def) await this.cleanup(def, job);
      return "failed";
    }
    if (!def) {
      await failJob(
        job.id,
        this.workerId,
        { code: "internal:job_kind", message: `No handler for jobs of kind "${job.kind}".` },
        null,
      );
      return "failed";
    }
    const heartbeat = setInterval(
      () => void touchJob(job.id, this.workerId).catch(() => undefined),
      this.opts.heartbeatMs,
    );
    heartbeat.unref?.();
    const progress = this.progressWriter(job.id);
    let payload: unknown;
    try {
      payload = def.parse(JSON.parse(job.payload));
      const result = await def.run(payload, {
        jobId: job.id,
        projectId: job.projectId,
        attempt: job.attempts,
        progress: progress.write,
      });
      clearInterval(heartbeat);
      await progress.flush();
      await completeJob(job.id, this.workerId, result, def.slimPayload?.(payload));
      await this.cleanup(def, job, payload);
      return "succeeded";
    } catch (error) {
      clearInterval(heartbeat);
      await progress.flush().catch(() => undefined);
      if (!isAppError(error)) logError(`[jobs] ${job.kind} ${job.id} attempt ${job.attempts} failed`, error);
      const retryAt =
        retryable(error) && job.attempts < job.maxAttempts ? new Date(Date.now() + backoff(def, job.attempts)) : null;
      await failJob(job.id, this.workerId, describeError(error), retryAt);
      if (retryAt) return "retry";
      await this.cleanup(def, job, payload);
      return "failed";
    }
  }

  /** The kind's `cleanup` of a job that ended for good (its payload parsed again when not given). */
  private async cleanup(def: JobDefinition, job: Job, payload?: unknown): Promise<void> {
    if (!def.cleanup) return;
    try {
      await def.cleanup(payload ?? def.parse(JSON.parse(job.payload)));
    } catch (error) {
      logError(`[jobs] cleanup of ${job.kind} ${job.id} failed`, error);
    }
  }

  /** Progress writes, at most one per `progressEveryMs`, the last one always written. */
  private progressWriter(id: string) {
    let last = 0;
    let pending: { step: number; total: number; message: string | null } | null = null;
    let writing: Promise<unknown> = Promise.resolve();
    const push = () => {
      if (!pending) return;
      const p = pending;
      pending = null;
      last = Date.now();
      writing = writing.then(() => touchJob(id, this.workerId, p)).catch(() => undefined);
    };
    return {
      write: (step: number, total: number, message?: string) => {
        pending = { step, total, message: message ?? null };
        if (Date.now() - last >= this.opts.progressEveryMs) push();
      },
      flush: async () => {
        push();
        await writing;
      },
    };
  }
}

/** A bad input or a missing record will not get better on a second try; the rest (provider, conflict, crash) may. */
function retryable(error: unknown): boolean {
  if (isAppError(error)) return !NO_RETRY.has(error.code.split(":")[0]);
  return !(error instanceof SyntaxError) && (error as { name?: string })?.name !== "ZodError";
}

function backoff(def: JobDefinition, attempt: number): number {
  const { base, max } = def.backoffMs ?? { base: 2000, max: 60_000 };
  return Math.min(max, base * 2 ** Math.max(0, attempt - 1));
}

/**
 * The stored error: the AppError's code and message, or for anything else the last line of its
 * message (where Prisma and fetch put the cause, after the call site), secrets and addresses
 * redacted (every member sees it; the server log has the whole error).
 */
function describeError(error: unknown): { code: string; message: string } {
  if (isAppError(error)) return toErrorPayload(error);
  const raw = error instanceof Error ? error.message : String(error);
  const last =
    raw
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean)
      .at(-1) ?? "Unknown error";
  return { code: "internal:job", message: redactAddresses(redactSecrets(last)).slice(0, 500) };
}

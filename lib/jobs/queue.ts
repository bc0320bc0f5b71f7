import "server-only";
import { getDbKind } from "@/lib/db/client";
import {
  countActiveJobs,
  findJob,
  insertJob,
  listProjectJobRows,
  releaseWorkerJobs,
  requeueJob,
  type Job,
} from "@/lib/db/queries/jobs";
import { listenForJobs, notifyJobQueued, type JobListener } from "@/lib/db/queries/jobs-notify";
import { AppError } from "@/lib/errors";
import { JobRunner, type RunnerOptions } from "./runner";
import type { EnqueueOptions, JobDefinition, JobKind, JobStatus, JobView } from "./types";
import { logError } from "@/lib/log";
import { setQueueDepthSource } from "@/lib/observability/metrics";

/** How often a runner on PostgreSQL looks for work unwoken: a fallback, since every enqueue NOTIFYs. */
const POSTGRES_POLL_MS = 30_000;

type Jobs = { runner: JobRunner | null; listener: JobListener | null };
const globalForJobs = globalThis as unknown as { canopyJobs?: Jobs };
const state = (globalForJobs.canopyJobs ??= { runner: null, listener: null });

/**
 * Starts this process's job runner with `handlers` (lib/workers passes every kind). On SQLite it
 * polls the Job table (1 s) and an enqueue in this process wakes it. On PostgreSQL it LISTENs
 * (see {@link wakeOnNotify}), so an enqueue in any instance or the CLI wakes it at once, and it
 * still polls every 30 s for what a lost notification or a dead runner left behind. Called once in
 * the server (the CLI runs only the jobs it waits for, see {@link runJobNow}). Idempotent.
 */
export async function startJobs(handlers: readonly JobDefinition[], opts: RunnerOptions = {}): Promise<JobRunner> {
  if (state.runner) return state.runner;
  const postgres = getDbKind() === "postgres";
  const runner = new JobRunner(handlers, postgres ? { pollMs: POSTGRES_POLL_MS, ...opts } : opts);
  state.runner = runner;
  if (postgres) state.listener = await wakeOnNotify(runner);
  runner.start();
  setQueueDepthSource(countActiveJobs);
  return runner;
}

/** Whether this process runs jobs: "running", "off" (JOBS_RUNNER=off) or "stopped" (not started, or shut down). */
export function jobRunnerStatus(): "running" | "off" | "stopped" {
  if (process.env.JOBS_RUNNER === "off") return "off";
  return state.runner ? "running" : "stopped";
}

/**
 * Graceful shutdown of this process's runner: it claims nothing more, the jobs in hand get up to
 * `graceMs` to finish, and those still running after it are handed back to the queue (due now, the
 * attempt not counted) for another instance. Returns how many it handed back.
 */
export async function shutdownJobs(graceMs: number): Promise<number> {
  const { runner } = state;
  if (!runner) return 0;
  let timer: NodeJS.Timeout | undefined;
  const grace = new Promise<void>((resolve) => (timer = setTimeout(resolve, graceMs)));
  await Promise.race([stopJobs(), grace]);
  clearTimeout(timer);
  return releaseWorkerJobs(runner.workerId);
}

/** Stops this process's runner and its LISTEN connection, waiting for the jobs in hand. */
export async function stopJobs(): Promise<void> {
  const { runner, listener } = state;
  state.runner = null;
  state.listener = null;
  await listener?.close();
  await runner?.stop();
}

/**
 * Wakes `runner` whenever a job is queued on this PostgreSQL database, by any process: a LISTEN on
 * a connection of its own. Close the listener before stopping the runner.
 */
export function wakeOnNotify(runner: JobRunner): Promise<JobListener> {
  return listenForJobs(() => runner.wake());
}

/**
 * Queues a job of `kind` (a job module's definition or declared kind) and wakes a runner: this
 * process's on SQLite, every listening one on PostgreSQL (NOTIFY, after the row is written).
 * Requests and page renders only enqueue.
 *
 * @example
 * const job = await enqueueJob(importJob, { documents }, { projectId, singletonKey: `knowledge:${projectId}` });
 */
export async function enqueueJob<P>(kind: JobKind<P>, payload: P, opts: EnqueueOptions = {}): Promise<JobView> {
  const title = kind.title?.(kind.parse(payload)) ?? kind.kind;
  const row = await insertJob(kind.kind, payload, {
    ...opts,
    maxAttempts: kind.maxAttempts ?? 3,
    title: title.slice(0, 200),
  });
  await wake(row);
  return toJobView(row);
}

async function wake(row: Job): Promise<void> {
  if (row.status !== "queued") return;
  if (getDbKind() !== "postgres") {
    state.runner?.wake();
    return;
  }
  // The job is recorded: were the NOTIFY lost, a runner's poll still finds it.
  await notifyJobQueued().catch((error) => logError("[jobs] NOTIFY failed", error));
}

/**
 * Runs a job in this process and waits for its end (the CLI, which has no runner of its own: pass
 * the job's `handlers`); when another runner holds it (the server took it first), waits for that one
 * to finish it.
 */
export async function runJobNow(
  id: string,
  opts: {
    pollMs?: number;
    runner?: JobRunner;
    handlers?: readonly JobDefinition[];
    onUpdate?: (job: JobView) => void;
  } = {},
): Promise<JobView> {
  const runner = opts.runner ?? state.runner ?? (opts.handlers ? new JobRunner(opts.handlers) : null);
  if (!runner) throw new Error("runJobNow needs a runner or the handlers of the job's kind.");
  const watch = opts.onUpdate ? setInterval(() => void getJob(id).then(opts.onUpdate, () => undefined), 250) : null;
  try {
    return await runUntilDone(runner, id, opts.pollMs ?? 250);
  } finally {
    if (watch) clearInterval(watch);
  }
}

async function runUntilDone(runner: JobRunner, id: string, pollMs: number): Promise<JobView> {
  for (;;) {
    const outcome = await runner.runJob(id);
    const row = await findJob(id);
    if (!row) throw new AppError("not_found:job", "That job was deleted while it ran.");
    if (row.status === "succeeded" || row.status === "failed") return toJobView(row);
    const wait = outcome === "retry" ? Math.max(0, row.runAt.getTime() - Date.now()) : pollMs;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** Queues a failed job again with fresh attempts. @throws AppError not_found:job, conflict:job */
export async function retryJob(id: string): Promise<JobView> {
  const row = await requeueJob(id);
  await wake(row);
  return toJobView(row);
}

/** One job as the UI reads it. @throws AppError not_found:job */
export async function getJob(id: string): Promise<JobView> {
  const row = await findJob(id);
  if (!row) throw new AppError("not_found:job", "That job does not exist.");
  return toJobView(row);
}

/** One job of a project (the job route and Retry). @throws AppError not_found:job */
export async function getProjectJob(projectId: string, id: string): Promise<JobView> {
  const row = await findJob(id);
  if (!row || row.projectId !== projectId) throw new AppError("not_found:job", "That job does not exist.");
  return toJobView(row);
}

/** Retry of a project's failed job. @throws AppError not_found:job, conflict:job */
export async function retryProjectJob(projectId: string, id: string): Promise<JobView> {
  await getProjectJob(projectId, id);
  return retryJob(id);
}

/** A project's jobs for the Jobs panel: queued and running ones, then the latest finished. */
export async function listProjectJobs(projectId: string): Promise<JobView[]> {
  return (await listProjectJobRows(projectId)).map(toJobView);
}

/** The stored row as the view the UI and the CLI read. */
export function toJobView(row: Job): JobView {
  const parse = (text: string | null) => {
    if (text === null) return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return null;
    }
  };
  return {
    id: row.id,
    kind: row.kind,
    title: row.title || row.kind,
    projectId: row.projectId,
    status: row.status as JobStatus,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    progress: { step: row.progressStep, total: row.progressTotal, message: row.progressMessage },
    error: row.error ? { code: row.errorCode ?? "internal:unexpected", message: row.error } : null,
    result: parse(row.result),
    runAt: row.runAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

import "server-only";
import { getDbKind } from "@/lib/db/client";
import type { Job } from "@/lib/db/generated/client";
import { AppError } from "@/lib/errors";
import { jobDefinition } from "./registry";
import { JobRunner, type RunnerOptions } from "./runner";
import { findJob, insertJob, listProjectJobRows, requeueJob, toJobView } from "./store";
import type { EnqueueOptions, JobView } from "./types";
import type { PgBossDelivery } from "./pg-boss";

type Jobs = { runner: JobRunner | null; delivery: PgBossDelivery | null };
const globalForJobs = globalThis as unknown as { canopyJobs?: Jobs };
const state = (globalForJobs.canopyJobs ??= { runner: null, delivery: null });

/**
 * Starts this process's job runner: on SQLite a polling runner; on PostgreSQL pg-boss workers and a
 * slow sweep for stale or lost jobs. Called once by instrumentation.ts in the server (the CLI runs
 * only the jobs it waits for, see {@link runJobNow}). Idempotent.
 */
export async function startJobs(opts: RunnerOptions = {}): Promise<JobRunner> {
  if (state.runner) return state.runner;
  const postgres = getDbKind() === "postgres";
  const runner = new JobRunner(postgres ? { pollMs: 30_000, overdueMs: 60_000, ...opts } : opts);
  state.runner = runner;
  if (postgres) {
    const { PgBossDelivery } = await import("./pg-boss");
    const delivery = new PgBossDelivery(process.env.DATABASE_URL as string, runner);
    await delivery.start();
    state.delivery = delivery;
  }
  runner.start();
  return runner;
}

/** Stops this process's runner and pg-boss workers, waiting for the jobs in hand. */
export async function stopJobs(): Promise<void> {
  const { runner, delivery } = state;
  state.runner = null;
  state.delivery = null;
  await delivery?.stop();
  await runner?.stop();
}

/**
 * Queues a job of a registered kind and tells the runner: the local runner wakes up, or pg-boss
 * carries the id to a worker of any instance. Requests and page renders only enqueue.
 *
 * @throws AppError internal:job_kind (no handler registered for `kind`)
 *
 * @example
 * const job = await enqueueJob("knowledge.import", { documents }, { projectId, singletonKey: `knowledge:${projectId}` });
 */
export async function enqueueJob(kind: string, payload: unknown, opts: EnqueueOptions = {}): Promise<JobView> {
  const def = jobDefinition(kind);
  if (!def) throw new AppError("internal:job_kind", `No handler for jobs of kind "${kind}".`);
  const title = def.title?.(def.parse(payload)) ?? kind;
  const row = await insertJob(kind, payload, {
    ...opts,
    maxAttempts: def.maxAttempts ?? 3,
    title: title.slice(0, 200),
  });
  await notify(row);
  return jobView(row);
}

async function notify(row: Job): Promise<void> {
  if (row.status !== "queued") return;
  if (state.delivery) await state.delivery.notify(row.id, row.runAt);
  else state.runner?.wake();
}

/**
 * Runs a job in this process and waits for its end (the CLI, which has no runner of its own); when
 * another runner holds it (the server took it first), waits for that one to finish it.
 */
export async function runJobNow(
  id: string,
  opts: { pollMs?: number; runner?: JobRunner; onUpdate?: (job: JobView) => void } = {},
): Promise<JobView> {
  const runner = opts.runner ?? state.runner ?? new JobRunner();
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
    if (row.status === "succeeded" || row.status === "failed") return jobView(row);
    const wait = outcome === "retry" ? Math.max(0, row.runAt.getTime() - Date.now()) : pollMs;
    await new Promise((resolve) => setTimeout(resolve, wait));
  }
}

/** Queues a failed job again with fresh attempts. @throws AppError not_found:job, conflict:job */
export async function retryJob(id: string): Promise<JobView> {
  const row = await requeueJob(id);
  await notify(row);
  return jobView(row);
}

/** One job as the UI reads it. @throws AppError not_found:job */
export async function getJob(id: string): Promise<JobView> {
  const row = await findJob(id);
  if (!row) throw new AppError("not_found:job", "That job does not exist.");
  return jobView(row);
}

/** One job of a project (the job route and Retry). @throws AppError not_found:job */
export async function getProjectJob(projectId: string, id: string): Promise<JobView> {
  const row = await findJob(id);
  if (!row || row.projectId !== projectId) throw new AppError("not_found:job", "That job does not exist.");
  return jobView(row);
}

/** Retry of a project's failed job. @throws AppError not_found:job, conflict:job */
export async function retryProjectJob(projectId: string, id: string): Promise<JobView> {
  await getProjectJob(projectId, id);
  return retryJob(id);
}

/** A project's jobs for the Jobs panel: queued and running ones, then the latest finished. */
export async function listProjectJobs(projectId: string): Promise<JobView[]> {
  return (await listProjectJobRows(projectId)).map(jobView);
}

function jobView(row: Job): JobView {
  return toJobView(row);
}

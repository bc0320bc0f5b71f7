import "server-only";
import { getDb } from "@/lib/db/client";
import type { Job } from "@/lib/db/generated/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { AppError } from "@/lib/errors";
import { currentRequestId } from "@/lib/observability/context";

/**
 * The Job table (lib/jobs runs it): every write that changes who holds a job is a conditional
 * UPDATE (updateMany with the expected status / holder in its WHERE), so two runners — two app
 * instances, or the server and the CLI — never both run one job, on SQLite or PostgreSQL alike.
 */

export type { Job };

/** What {@link insertJob} stores besides the kind and the payload. */
export type NewJob = {
  title: string;
  maxAttempts: number;
  projectId?: string | null;
  singletonKey?: string;
  /** The job's id: a second insert with the same id returns the first job. */
  id?: string;
  createdById?: string | null;
  runAt?: Date;
};

/** Inserts a queued job; with `opts.id`, a second insert of the same id returns the first job. */
export async function insertJob(kind: string, payload: unknown, opts: NewJob): Promise<Job> {
  const db = getDb();
  try {
    return await db.job.create({
      data: {
        ...(opts.id ? { id: opts.id } : {}),
        kind,
        title: opts.title,
        payload: JSON.stringify(payload ?? {}),
        projectId: opts.projectId ?? null,
        singletonKey: opts.singletonKey ?? null,
        maxAttempts: opts.maxAttempts,
        createdById: opts.createdById ?? null,
        requestId: currentRequestId() ?? null,
        runAt: opts.runAt ?? new Date(),
      },
    });
  } catch (error) {
    if (opts.id && isUniqueViolation(error)) {
      const existing = await db.job.findUnique({ where: { id: opts.id } });
      if (existing) return existing;
    }
    throw error;
  }
}

/** Queued jobs that are due and share a creator and a project, with when the oldest became due. */
export type DueJobGroup = { createdById: string | null; projectId: string | null; oldestRunAt: Date };

/** Waiting groups read per look at most (the oldest first): the runner's fair turns choose among them. */
const GROUPS_READ = 200;

/** Queued jobs not waiting for a singleton key in `held` (a job holding it runs). */
function notHeld(held: readonly string[]) {
  return held.length === 0 ? {} : { OR: [{ singletonKey: null }, { singletonKey: { notIn: [...held] } }] };
}

/**
 * What a runner of `kinds` may take now: the running jobs whose heartbeat is older than `staleMs`
 * (their process died; up to `take`, oldest first), the groups of due queued jobs (one row per
 * creator and project, see lib/jobs/fair.ts) that some job of could start (jobs waiting for a
 * singleton key another job holds are left out, so that a project busy elsewhere does not take the
 * runner's tries), the keys held, and when the next queued job that is not due yet becomes due (a
 * retry's backoff), so that the runner looks again then rather than at its next poll.
 */
export async function claimableJobs(
  now: Date,
  opts: { kinds: readonly string[]; staleMs: number; take: number },
): Promise<{ stale: string[]; groups: DueJobGroup[]; held: string[]; nextRunAt: Date | null }> {
  const db = getDb();
  const kind = { in: [...opts.kinds] };
  const held = (
    await db.job.findMany({ where: { status: "running", runningKey: { not: null } }, select: { runningKey: true } })
  ).map((r) => r.runningKey!);
  const [stale, groups, later] = await Promise.all([
    db.job.findMany({
      where: { kind, status: "running", lockedAt: { lt: new Date(now.getTime() - opts.staleMs) } },
      orderBy: [{ runAt: "asc" }, { createdAt: "asc" }],
      take: opts.take,
      select: { id: true },
    }),
    db.job.groupBy({
      by: ["createdById", "projectId"],
      where: { kind, status: "queued", runAt: { lte: now }, ...notHeld(held) },
      _min: { runAt: true },
      orderBy: { _min: { runAt: "asc" } },
      take: GROUPS_READ,
    }),
    db.job.findFirst({
      where: { kind, status: "queued", runAt: { gt: now } },
      orderBy: { runAt: "asc" },
      select: { runAt: true },
    }),
  ]);
  return {
    stale: stale.map((r) => r.id),
    groups: groups.map((g) => ({
      createdById: g.createdById,
      projectId: g.projectId,
      oldestRunAt: g._min.runAt ?? now,
    })),
    held,
    nextRunAt: later?.runAt ?? null,
  };
}

/**
 * The ids of a group's due queued jobs of `kinds` not waiting for a key in `held`, in the order they
 * became due (at most `take`).
 */
export async function dueJobsOfGroup(
  now: Date,
  group: Pick<DueJobGroup, "createdById" | "projectId">,
  opts: { kinds: readonly string[]; take: number; held: readonly string[] },
): Promise<string[]> {
  const rows = await getDb().job.findMany({
    where: {
      kind: { in: [...opts.kinds] },
      status: "queued",
      runAt: { lte: now },
      createdById: group.createdById,
      projectId: group.projectId,
      ...notHeld(opts.held),
    },
    orderBy: [{ runAt: "asc" }, { createdAt: "asc" }],
    take: opts.take,
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

/** Why a claim did not take the job. */
export type ClaimMiss = "gone" | "taken" | "not_due" | "busy";

/**
 * Takes a job for `workerId`: a queued job that is due, or a running one whose heartbeat is older
 * than `staleMs` (its process died; it is resumed). "busy" when another job with the same
 * singleton key is running (the unique running key refused the update).
 */
export async function claimJob(id: string, workerId: string, now: Date, staleMs: number): Promise<Job | ClaimMiss> {
  const db = getDb();
  const row = await db.job.findUnique({ where: { id } });
  if (!row) return "gone";
  const take = { lockedBy: workerId, lockedAt: now, attempts: { increment: 1 } };
  try {
    if (row.status === "queued") {
      if (row.runAt > now) return "not_due";
      const { count } = await db.job.updateMany({
        where: { id, status: "queued", runAt: { lte: now } },
        data: { ...take, status: "running", startedAt: now, runningKey: row.singletonKey },
      });
      if (count === 0) return "taken";
    } else if (row.status === "running" && row.lockedAt && row.lockedAt < new Date(now.getTime() - staleMs)) {
      const { count } = await db.job.updateMany({
        where: { id, status: "running", lockedBy: row.lockedBy, lockedAt: row.lockedAt },
        data: take,
      });
      if (count === 0) return "taken";
    } else return "taken";
  } catch (error) {
    if (isUniqueViolation(error)) return "busy";
    throw error;
  }
  return (await db.job.findUnique({ where: { id } })) ?? "gone";
}

/** Refreshes the holder's heartbeat and optionally its progress; false when the job is no longer ours. */
export async function touchJob(
  id: string,
  workerId: string,
  progress?: { step: number; total: number; message: string | null },
): Promise<boolean> {
  const data = progress
    ? {
        lockedAt: new Date(),
        progressStep: progress.step,
        progressTotal: progress.total,
        progressMessage: progress.message,
      }
    : { lockedAt: new Date() };
  const { count } = await getDb().job.updateMany({ where: { id, lockedBy: workerId, status: "running" }, data });
  return count === 1;
}

const released = { runningKey: null, lockedBy: null, lockedAt: null };

/** Marks the holder's job succeeded with its result. */
export async function completeJob(id: string, workerId: string, result: unknown, payload?: unknown): Promise<boolean> {
  const { count } = await getDb().job.updateMany({
    where: { id, lockedBy: workerId, status: "running" },
    data: {
      ...released,
      status: "succeeded",
      result: JSON.stringify(result ?? null),
      ...(payload !== undefined ? { payload: JSON.stringify(payload) } : {}),
      error: null,
      errorCode: null,
      finishedAt: new Date(),
    },
  });
  return count === 1;
}

/** Records a failed attempt: queued again at `retryAt`, or failed for good when `retryAt` is null. */
export async function failJob(
  id: string,
  workerId: string,
  error: { code: string; message: string },
  retryAt: Date | null,
): Promise<boolean> {
  const { count } = await getDb().job.updateMany({
    where: { id, lockedBy: workerId, status: "running" },
    data: {
      ...released,
      error: error.message,
      errorCode: error.code,
      ...(retryAt ? { status: "queued", runAt: retryAt } : { status: "failed", finishedAt: new Date() }),
    },
  });
  return count === 1;
}

/** Fails a stale job that has used all its attempts (its runner died on the last one). */
export async function abandonJob(id: string, workerId: string): Promise<boolean> {
  return failJob(
    id,
    workerId,
    { code: "internal:job_lost", message: "The server stopped while this job ran, too many times. Retry it." },
    null,
  );
}

/**
 * Queues a failed job again with fresh attempts (Retry in the Jobs panel).
 *
 * @throws AppError not_found:job, conflict:job (it is not failed)
 */
export async function requeueJob(id: string): Promise<Job> {
  const db = getDb();
  const { count } = await db.job.updateMany({
    where: { id, status: "failed" },
    data: {
      status: "queued",
      attempts: 0,
      runAt: new Date(),
      error: null,
      errorCode: null,
      finishedAt: null,
      progressStep: 0,
      progressTotal: 0,
      progressMessage: null,
    },
  });
  const row = await db.job.findUnique({ where: { id } });
  if (!row) throw new AppError("not_found:job", "That job does not exist.");
  if (count === 0) throw new AppError("conflict:job", "Only a failed job can be retried.");
  return row;
}

/** A job row, or null. */
export function findJob(id: string): Promise<Job | null> {
  return getDb().job.findUnique({ where: { id } });
}

/** A project's jobs, newest first: every queued or running one, and the latest finished ones. */
export async function listProjectJobRows(projectId: string, finished = 10): Promise<Job[]> {
  const db = getDb();
  const [active, done] = await Promise.all([
    db.job.findMany({ where: { projectId, status: { in: ["queued", "running"] } }, orderBy: { createdAt: "desc" } }),
    db.job.findMany({
      where: { projectId, status: { in: ["succeeded", "failed"] } },
      orderBy: { createdAt: "desc" },
      take: finished,
    }),
  ]);
  return [...active, ...done];
}

/** Deletes finished jobs of `kind` older than `before` (scheduled ticks would pile up). */
export async function pruneJobs(kind: string, before: Date): Promise<number> {
  const { count } = await getDb().job.deleteMany({
    where: { kind, status: { in: ["succeeded", "failed"] }, finishedAt: { lt: before } },
  });
  return count;
}

/** True when a job of `kind` with `singletonKey` is queued (not yet running): another enqueue would only wait behind it. */
export async function hasQueuedJob(kind: string, singletonKey: string): Promise<boolean> {
  const row = await getDb().job.findFirst({ where: { kind, status: "queued", singletonKey }, select: { id: true } });
  return row !== null;
}

/** The payloads (JSON text) of the jobs of `kind` that are queued or running: what may still read their inputs. */
export async function listActivePayloads(kind: string): Promise<string[]> {
  const rows = await getDb().job.findMany({
    where: { kind, status: { in: ["queued", "running"] } },
    select: { payload: true },
  });
  return rows.map((r) => r.payload);
}

/** How many jobs are queued and running now, over the whole database (the queue-depth metric). */
export async function countActiveJobs(): Promise<Record<"queued" | "running", number>> {
  const rows = await getDb().job.groupBy({
    by: ["status"],
    where: { status: { in: ["queued", "running"] } },
    _count: { _all: true },
  });
  const counts = { queued: 0, running: 0 };
  for (const row of rows) counts[row.status as "queued" | "running"] = row._count._all;
  return counts;
}

/**
 * Hands the jobs `workerId` holds back to the queue, due now, without counting the attempt (the
 * instance is shutting down, the job did not fail): another runner takes them at once instead of
 * after the stale-heartbeat delay. Returns how many it released.
 */
export async function releaseWorkerJobs(workerId: string): Promise<number> {
  const { count } = await getDb().job.updateMany({
    where: { lockedBy: workerId, status: "running" },
    data: { ...released, status: "queued", runAt: new Date(), attempts: { decrement: 1 } },
  });
  return count;
}

import "server-only";
import { z } from "zod";
import { pruneJobs } from "@/lib/db/queries/jobs";
import { defineJob } from "@/lib/jobs/kinds";
import { enqueueJob } from "@/lib/jobs/queue";
import { autoResolveAllProjects } from "./volatile";
import { logError } from "@/lib/log";

/** The kind of the scheduled job that resolves abandoned asides. */
export const AUTO_RESOLVE = "asides.auto-resolve";
const EVERY_MS = 60_000;

/** The auto-resolution job: its kind and its handler (lib/workers runs it). */
export const autoResolveJob = defineJob({
  kind: AUTO_RESOLVE,
  // The tick's time: an aside is due by then (or by now, if the job ran late).
  parse: z.object({ at: z.string().datetime() }).parse,
  title: () => "Resolve abandoned asides",
  // The next minute's tick tries again; no retries piling up behind it.
  maxAttempts: 1,
  run: async ({ at }) => ({
    resolved: (await autoResolveAllProjects(null, new Date(Math.max(Date.parse(at), Date.now())))).length,
  }),
});

/**
 * Queues this minute's auto-resolution (projects whose setting is purge or merge). Every app
 * instance calls it every minute; the job's id is the minute, so the Job table's primary key lets
 * one enqueue per minute through and the job runs once however many instances there are. Finished
 * ticks older than an hour are deleted.
 */
export async function scheduleAutoResolve(now = new Date()): Promise<string> {
  const slot = Math.floor(now.getTime() / EVERY_MS);
  const job = await enqueueJob(
    autoResolveJob,
    { at: now.toISOString() },
    { id: `${AUTO_RESOLVE}:${slot}`, singletonKey: AUTO_RESOLVE },
  );
  await pruneJobs(AUTO_RESOLVE, new Date(now.getTime() - 3_600_000));
  return job.id;
}

/** Calls {@link scheduleAutoResolve} once a minute in this process (the server's workers; idempotent). */
export function startAutoResolveSchedule(): void {
  const g = globalThis as unknown as { canopyAutoResolve?: NodeJS.Timeout };
  if (g.canopyAutoResolve) return;
  const tick = () =>
    void scheduleAutoResolve().catch((error) => logError("[jobs] scheduling auto-resolve failed", error));
  g.canopyAutoResolve = setInterval(tick, EVERY_MS);
  g.canopyAutoResolve.unref();
  tick();
}

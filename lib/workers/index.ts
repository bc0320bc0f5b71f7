import "server-only";
import { foldJob } from "@/lib/context/fold-job";
import { startJobs } from "@/lib/jobs/queue";
import type { JobDefinition } from "@/lib/jobs/types";
import { importJob, sweepOrphanSpools } from "@/lib/knowledge/import-job";
import { logError } from "@/lib/log";
import { startMcpRetrySchedule } from "@/lib/tools";
import { autoResolveJob, startAutoResolveSchedule } from "@/lib/tree-ops/auto-resolve-job";

/** Every kind of job the server runs, with its handler. A new kind of job is added here. */
export const JOB_HANDLERS: readonly JobDefinition[] = [foldJob, importJob, autoResolveJob];

/**
 * The server's background work (instrumentation.ts): the job runner with {@link JOB_HANDLERS}
 * (polling on SQLite; woken by NOTIFY on PostgreSQL) and the once-a-minute aside auto-resolution
 * tick, and the sweep of orphaned upload spool files. Set JOBS_RUNNER=off to run an instance that only serves requests (its jobs are run by the
 * other instances).
 */
export async function startWorkers(): Promise<void> {
  if (process.env.JOBS_RUNNER === "off") return;
  await startJobs(JOB_HANDLERS);
  // Upload files left behind by a process killed before their import was queued.
  void sweepOrphanSpools().catch((error: unknown) => logError("spool sweep failed", error));
  startAutoResolveSchedule();
  startMcpRetrySchedule(); // failed MCP servers, re-checked with backoff
}

import "server-only";
import "./kinds";
import { startAutoResolveSchedule } from "@/lib/tree-ops/auto-resolve-job";
import { startJobs } from "./queue";

/**
 * The server's background work (instrumentation.ts): the job runner (polling on SQLite, pg-boss
 * workers on PostgreSQL) and the once-a-minute aside auto-resolution tick. Set JOBS_RUNNER=off to
 * run an instance that only serves requests (its jobs are run by the other instances).
 */
export async function startBackgroundWork(): Promise<void> {
  if (process.env.JOBS_RUNNER === "off") return;
  await startJobs();
  startAutoResolveSchedule();
}

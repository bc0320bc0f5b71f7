import "server-only";
import { INTERRUPTED_MESSAGE } from "@/lib/chat/live-answers";
import { markAnswersInterrupted } from "@/lib/db/queries/interrupted";
import { getEnv } from "@/lib/env";
import { releaseHeldLeases } from "@/lib/jobs/lease";
import { shutdownJobs } from "@/lib/jobs/queue";
import { logError } from "@/lib/log";
import { stopLiveHub } from "@/lib/live/hub";
import { startDraining } from "@/lib/observability/draining";
import { answersInFlight, followUpsSettled } from "@/lib/observability/in-flight";
import { logEvent } from "@/lib/observability/logger";

/** What a graceful shutdown did. */
export interface ShutdownReport {
  /** Answers that finished within the grace period. */
  finished: number;
  /** Answers stopped at its end and marked interrupted (Continue picks them up). */
  interrupted: number;
  /** Jobs handed back to the queue for another instance. */
  jobsReleased: number;
  leasesReleased: number;
}

/** How long a stopped answer gets to save its text before it is marked regardless. */
const SAVE_MS = 5_000;

/**
 * Drains this process: readiness turns 503 at once (the load balancer stops sending), running
 * answers get `graceMs` to finish, and those still streaming then are stopped, saved with the text
 * they have and marked interrupted, so Continue works on them from any instance. The job runner
 * claims nothing more; its jobs still running at the end of the grace are handed back to the queue,
 * and the leases this process holds are released. The work that follows each saved answer (its
 * usage row) gets as long as a stopped answer's save.
 */
export async function gracefulShutdown(graceMs = getEnv().CANOPY_SHUTDOWN_GRACE_MS): Promise<ShutdownReport> {
  startDraining();
  // Live streams end now (not as interrupted): browsers resume from their version on another instance.
  stopLiveHub();
  const running = answersInFlight();
  logEvent("info", "shutdown.started", { graceMs, answers: running.length });
  const jobs = shutdownJobs(graceMs).catch((error) => {
    logError("[shutdown] could not hand the jobs back", error);
    return 0;
  });
  await within(Promise.allSettled(running.map((a) => a.done)), graceMs);
  const late = answersInFlight();
  for (const answer of late) answer.stop();
  await within(Promise.allSettled(late.map((a) => a.done)), SAVE_MS);
  const interrupted = await markAnswersInterrupted(
    late.map((a) => a.id),
    INTERRUPTED_MESSAGE,
  ).catch((error) => {
    logError("[shutdown] could not mark the stopped answers", error);
    return 0;
  });
  // Each saved answer's usage row (and update times, title) is written after its stream ended.
  await within(followUpsSettled(), SAVE_MS);
  const report = {
    finished: running.length - late.length,
    interrupted,
    jobsReleased: await jobs,
    leasesReleased: await releaseHeldLeases(),
  };
  logEvent("info", "shutdown.finished", report);
  return report;
}

function within(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise.then(() => undefined),
    new Promise<void>((resolve) => (timer = setTimeout(resolve, ms))),
  ]).finally(() => clearTimeout(timer));
}

const globalForShutdown = globalThis as unknown as { canopyShutdown?: Promise<ShutdownReport> };

/**
 * On SIGTERM (and SIGINT) drains the process ({@link gracefulShutdown}), then exits. `next start`
 * has its own handler for these signals: it closes the listening socket (no new connections),
 * waits for the open requests (the answers streaming to browsers) and calls `process.exit`. That
 * exit is held here until the drain is done, so jobs and leases are released before the process
 * goes; if Next does not exit within a moment after the drain (NEXT_MANUAL_SIG_HANDLE, or a
 * request still open), the process exits itself.
 */
export function installGracefulShutdown(): void {
  if (process.listeners("SIGTERM").some((l) => l === onSignal)) return;
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}

function onSignal(signal: NodeJS.Signals): void {
  if (globalForShutdown.canopyShutdown) return;
  const exit = process.exit.bind(process);
  let requested: number | undefined;
  // Next's handler exits as soon as its server closed: held until the drain is done.
  process.exit = ((code?: number) => {
    requested = code ?? 0;
  }) as typeof process.exit;
  const graceMs = getEnv().CANOPY_SHUTDOWN_GRACE_MS;
  // Whatever happens, the process does not outlive the grace by much.
  setTimeout(() => exit(1), graceMs + SAVE_MS + 10_000).unref();
  logEvent("info", "shutdown.signal", { signal });
  globalForShutdown.canopyShutdown = gracefulShutdown(graceMs)
    .catch((error) => {
      logError("[shutdown] drain failed", error);
      return { finished: 0, interrupted: 0, jobsReleased: 0, leasesReleased: 0 };
    })
    .finally(() => {
      if (requested !== undefined) return exit(requested);
      process.exit = ((code?: number) => exit(code)) as typeof process.exit;
      setTimeout(() => exit(requested ?? 0), 2_000).unref();
    });
}

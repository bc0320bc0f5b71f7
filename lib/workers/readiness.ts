import "server-only";
import { pendingMigrations, pingDatabase } from "@/lib/db/queries/health";
import { jobRunnerStatus } from "@/lib/jobs/queue";
import { describeErrorForLog } from "@/lib/log";
import { isDraining } from "@/lib/observability/draining";
import { logEvent } from "@/lib/observability/logger";

/** One readiness check: ok, and when not, why (words for the operator). */
export type Check = { ok: boolean; detail?: string };

export interface Readiness {
  ready: boolean;
  /** The names of the checks that failed. */
  failing: string[];
  checks: { database: Check; migrations: Check; jobs: Check; shutdown: Check };
}

const globalForReady = globalThis as unknown as { canopyLastFailing?: { value: string } };
const lastFailing = (globalForReady.canopyLastFailing ??= { value: "" });

/** A database that has not answered in this long counts as unreachable. */
const DATABASE_TIMEOUT_MS = 2_000;

/**
 * Whether this instance should get traffic (GET /api/ready): the database answers, every committed
 * migration is applied, the job runner runs (or is off on purpose: JOBS_RUNNER=off), and the
 * instance is not shutting down. Reads only: one `SELECT 1` and one read of the migrations table.
 */
export async function checkReadiness(): Promise<Readiness> {
  const database = await withTimeout(pingDatabase(), DATABASE_TIMEOUT_MS).then(
    (): Check => ({ ok: true }),
    (error): Check => ({ ok: false, detail: firstLine(error) }),
  );
  const migrations: Check = database.ok
    ? await pendingMigrations().then(
        (pending): Check =>
          pending === null
            ? { ok: true, detail: "prisma/migrations is not beside the server: not compared" }
            : pending.length === 0
              ? { ok: true }
              : { ok: false, detail: `not applied: ${pending.join(", ")}` },
        (error): Check => ({ ok: false, detail: firstLine(error) }),
      )
    : { ok: false, detail: "the database is unreachable" };
  const runner = jobRunnerStatus();
  const jobs: Check =
    runner === "stopped" ? { ok: false, detail: "the job runner is not running" } : { ok: true, detail: runner };
  const shutdown: Check = isDraining() ? { ok: false, detail: "shutting down" } : { ok: true };
  const checks = { database, migrations, jobs, shutdown };
  const failing = Object.entries(checks)
    .filter(([, c]) => !c.ok)
    .map(([name]) => name);
  // Once per change, not per probe (a load balancer asks every few seconds).
  const now = failing.join(",");
  if (now !== lastFailing.value) logEvent(now ? "warn" : "info", now ? "ready.failing" : "ready.ok", { failing: now });
  lastFailing.value = now;
  return { ready: failing.length === 0, failing, checks };
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** The first line of an error, secrets redacted (the log has the whole error). */
function firstLine(error: unknown): string {
  return describeErrorForLog(error).split("\n")[0]!.slice(0, 300);
}

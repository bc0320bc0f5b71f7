import { redactSecrets } from "@/lib/log";
import { currentWorkContext } from "./context";

/** One field of a log line: numbers, flags, short identifiers. Never message text or secrets. */
export type LogValue = string | number | boolean | null | undefined;
export type LogLevel = "debug" | "info" | "warn" | "error";

const LEVELS: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function threshold(): number {
  // Unit tests (NODE_ENV=test) log warnings and errors only, unless LOG_LEVEL says otherwise.
  const fallback = process.env.NODE_ENV === "test" ? "warn" : "info";
  const wanted = (process.env.LOG_LEVEL ?? fallback).toLowerCase() as LogLevel;
  return LEVELS[wanted] ?? LEVELS.info;
}

/**
 * Writes one structured log line as JSON to stdout (stderr for warn and error):
 * `{"time","level","event","requestId","jobId",...fields}`. The request id and job id come from the
 * current work context (./context.ts). Fields are for identifiers, counts and durations: callers
 * never pass message text, prompts or answers, and string values are run through the secret
 * redaction (lib/log.ts) in case a key slipped into one. `LOG_LEVEL` (debug, info, warn, error;
 * default info, warn under unit tests) filters; `LOG_FORMAT=text` prints a short human line instead (development).
 *
 * @example
 * logEvent("info", "job.finished", { kind: job.kind, outcome, ms });
 */
export function logEvent(level: LogLevel, event: string, fields: Record<string, LogValue> = {}): void {
  if (LEVELS[level] < threshold()) return;
  const context = currentWorkContext();
  const line: Record<string, LogValue> = {
    time: new Date().toISOString(),
    level,
    event,
    requestId: context?.requestId,
    jobId: context?.jobId,
  };
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) line[key] = typeof value === "string" ? redactSecrets(value).slice(0, 500) : value;
  }
  const out = level === "warn" || level === "error" ? process.stderr : process.stdout;
  if (process.env.LOG_FORMAT === "text") {
    const rest = Object.entries(line)
      .filter(([key, value]) => !["time", "level", "event"].includes(key) && value !== undefined)
      .map(([key, value]) => `${key}=${String(value)}`)
      .join(" ");
    out.write(`${line.time} ${level} ${event} ${rest}\n`);
    return;
  }
  out.write(`${JSON.stringify(line)}\n`);
}

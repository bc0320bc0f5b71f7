import { getEnv, type Env } from "@/lib/env";
import { currentWorkContext } from "@/lib/observability/context";

/**
 * Redaction of secrets and addresses, and the server's error log. Base layer, so that every layer
 * (lib/http's route errors, lib/db's listeners, the job runner, server actions) logs through the
 * same redaction as what users see (lib/auth/redact.ts builds the provider messages on it).
 */

const SECRET_VARIABLES: Array<keyof Env> = [
  "OPENAI_COMPATIBLE_API_KEY",
  "OPENAI_API_KEY",
  "ANTHROPIC_API_KEY",
  "GOOGLE_GENERATIVE_AI_API_KEY",
  "BETTER_AUTH_SECRET",
  "GITHUB_CLIENT_SECRET",
  "GOOGLE_CLIENT_SECRET",
  "OIDC_CLIENT_SECRET",
  "METRICS_TOKEN",
];

/** The environment, or none when it does not parse (redaction and logging must never throw). */
function envOrNone(): Env | null {
  try {
    return getEnv();
  } catch {
    return null;
  }
}

const runtime = globalThis as typeof globalThis & { __canopyRuntimeSecrets?: string[] };

/**
 * Secrets known only at run time, redacted like the variables: the keys of the connections stored in
 * the database (lib/connections/registry.ts sets them each time it decrypts them).
 */
export function setRuntimeSecrets(values: string[]): void {
  runtime.__canopyRuntimeSecrets = values.filter((v) => v.length >= 4);
}

/**
 * Removes secrets from a text by value: every configured key and secret (whatever its shape),
 * connection keys, and anything that looks like a bearer token, an API key, or a provider's
 * organisation or project id ("org-AbCdEf123456", "proj_…": they name the account behind the key).
 */
export function redactSecrets(text: string, env: Env | null = envOrNone()): string {
  let out = text;
  for (const name of SECRET_VARIABLES) {
    const value = env?.[name];
    if (typeof value === "string" && value.length >= 4) out = out.split(value).join("[redacted]");
  }
  for (const value of runtime.__canopyRuntimeSecrets ?? []) out = out.split(value).join("[redacted]");
  return out
    .replace(/\b(Bearer|Basic|token)\s+[A-Za-z0-9._~+/=-]{8,}/gi, "$1 [redacted]")
    .replace(/\b(sk|pk|key|rk|api|xox[abp])[-_][A-Za-z0-9_-]{8,}/gi, "[redacted]")
    .replace(/\b(?:org|proj)[-_](?=[A-Za-z0-9]*\d)[A-Za-z0-9]{8,}\b/gi, "[redacted]")
    .replace(/\b(api[_-]?key|access[_-]?token|secret)(["'\s:=]+)[^\s"',}]{6,}/gi, "$1$2[redacted]");
}

/**
 * Removes network addresses from a text: URLs (any scheme), IPv4 and bracketed IPv6 addresses
 * with or without a port, `host:port`, and `localhost`. What members see of a provider's failure
 * goes through this (the server log keeps the addresses, for the operator).
 */
export function redactAddresses(text: string): string {
  return text
    .replace(/\b[a-z][a-z0-9+.-]*:\/\/[^\s"'<>()`]*[^\s"'<>()`.,;:!?]/gi, "[address]")
    .replace(/\[[0-9a-f:.]*:[0-9a-f:.]*\](?::\d+)?/gi, "[address]")
    .replace(/\b(?:\d{1,3}\.){3}\d{1,3}(?::\d+)?\b/g, "[address]")
    .replace(/\blocalhost(?::\d+)?\b/gi, "[address]")
    .replace(/\b(?=[a-z0-9.-]*[a-z])[a-z0-9](?:[a-z0-9.-]*[a-z0-9])?:\d{2,5}\b/gi, "[address]");
}

/**
 * An error's message, stack, code, HTTP status, URL, response body and causes (at most 5 deep) as
 * one text, secrets redacted (addresses kept: the log is the operator's).
 */
export function describeErrorForLog(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 5; depth++) {
    if (current instanceof Error) {
      const e = current as Error & { code?: unknown; statusCode?: unknown; url?: unknown; responseBody?: unknown };
      const head = `${e.name}: ${e.message}`;
      const stack = e.stack ?? head;
      parts.push(depth === 0 ? "" : "[cause]");
      parts.push(stack.includes(e.message) ? stack : `${head}\n${stack}`);
      if (e.code !== undefined) parts.push(`code: ${String(e.code)}`);
      if (e.statusCode !== undefined) parts.push(`status: ${String(e.statusCode)}`);
      if (typeof e.url === "string") parts.push(`url: ${e.url}`);
      if (typeof e.responseBody === "string") parts.push(`response: ${e.responseBody.slice(0, 2000)}`);
      current = e.cause;
    } else {
      parts.push(depth === 0 ? "" : "[cause]", typeof current === "string" ? current : safeJson(current));
      current = undefined;
    }
  }
  return redactSecrets(parts.filter(Boolean).join("\n"));
}

function safeJson(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

/**
 * The only way server code logs an error: `context` ("[action] unexpected failure") and the
 * error's message, stack and causes, with configured keys and token-like strings redacted.
 * Provider objects (request bodies, headers) are never printed whole. One JSON line on stderr
 * (`"event":"error"`, with the request and job ids of the work that failed, lib/observability),
 * or the context and the error as text with LOG_FORMAT=text.
 */
export function logError(context: string, error: unknown): void {
  const described = describeErrorForLog(error);
  if (process.env.LOG_FORMAT === "text") return void console.error(`${context}\n${described}`);
  const work = currentWorkContext();
  console.error(
    JSON.stringify({
      time: new Date().toISOString(),
      level: "error",
      event: "error",
      requestId: work?.requestId,
      jobId: work?.jobId,
      context,
      error: described,
    }),
  );
}

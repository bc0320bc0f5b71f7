import { getEnv, type Env } from "@/lib/env";

const SECRET_VARIABLES: Array<keyof Env> = [
  "OPENAI_COMPATIBLE_API_KEY",
  "OPENAI_API_KEY",
  "ANTHROPIC_API_KEY",
  "GOOGLE_GENERATIVE_AI_API_KEY",
  "BETTER_AUTH_SECRET",
  "GITHUB_CLIENT_SECRET",
  "GOOGLE_CLIENT_SECRET",
  "OIDC_CLIENT_SECRET",
];

/**
 * Removes secrets from a text by value: every configured key and secret (whatever its shape), and
 * anything that looks like a bearer token or an API key.
 */
export function redactSecrets(text: string, env: Env = getEnv()): string {
  let out = text;
  for (const name of SECRET_VARIABLES) {
    const value = env[name];
    if (typeof value === "string" && value.length >= 4) out = out.split(value).join("[redacted]");
  }
  return out
    .replace(/\b(Bearer|Basic|token)\s+[A-Za-z0-9._~+/=-]{8,}/gi, "$1 [redacted]")
    .replace(/\b(sk|pk|key|rk|api|xox[abp])[-_][A-Za-z0-9_-]{8,}/gi, "[redacted]")
    .replace(/\b(api[_-]?key|access[_-]?token|secret)(["'\s:=]+)[^\s"',}]{6,}/gi, "$1$2[redacted]");
}

const NETWORK_CODES =
  /ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH|ENETUNREACH|fetch failed|getaddrinfo|Cannot connect/i;

function causeChain(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let i = 0; current && i < 5; i++) {
    const e = current as { message?: string; code?: string; cause?: unknown };
    parts.push(`${e.code ?? ""} ${e.message ?? String(current)}`);
    current = e.cause;
  }
  return parts.join(" | ");
}

/**
 * What a provider failure may say: secrets are always redacted; a network failure says "the model
 * server at NAME could not be reached" with no address, unless `admin` (who may see the detail).
 */
export function safeProviderMessage(error: unknown, opts: { admin?: boolean; providerName?: string } = {}): string {
  const e = error as { message?: string; statusCode?: number } | undefined;
  const status = e?.statusCode ? ` (HTTP ${e.statusCode})` : "";
  const detail = causeChain(error);
  if (NETWORK_CODES.test(detail)) {
    const base = `The model server at ${opts.providerName ?? "the configured provider"} could not be reached.`;
    return opts.admin ? `${base} Detail (admins only): ${redactSecrets(detail).slice(0, 300)}` : base;
  }
  return `The model provider failed${status}: ${redactSecrets(e?.message ?? String(error)).slice(0, 400)}`;
}

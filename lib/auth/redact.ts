import { AppError, isAppError } from "@/lib/errors";
import { redactAddresses, redactSecrets } from "@/lib/log";

// The redaction itself lives in the base layer (lib/log.ts) so that the server log uses it too.
export { redactAddresses, redactSecrets };

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
 * The only way a provider failure reaches users: what is stored (answers, jobs), streamed, exported
 * and shown. Secrets are always redacted, and so are addresses (URLs, hosts, IPs: a provider's
 * error body may name its own URL); a network failure says "the model server at NAME could not be
 * reached". Only `admin` (the chat stream to an admin; never what is stored, which every member
 * sees) keeps the addresses and the network detail. The raw error goes to the server log only
 * (`logError`, keys redacted).
 */
export function safeProviderMessage(error: unknown, opts: { admin?: boolean; providerName?: string } = {}): string {
  const e = error as { message?: string; statusCode?: number } | undefined;
  const status = e?.statusCode ? ` (HTTP ${e.statusCode})` : "";
  const detail = causeChain(error);
  const shown = (text: string) => (opts.admin ? redactSecrets(text) : redactAddresses(redactSecrets(text)));
  if (NETWORK_CODES.test(detail)) {
    const base = `The model server at ${opts.providerName ?? "the configured provider"} could not be reached.`;
    return opts.admin ? `${base} Detail (admins only): ${shown(detail).slice(0, 300)}` : base;
  }
  return `The model provider failed${status}: ${shown(e?.message ?? String(error)).slice(0, 400)}`;
}

/**
 * A provider failure as the AppError a request answers with: an AppError passes through (its
 * message already written for users, addresses removed), anything else becomes
 * `provider:unreachable` (a network failure) or `provider:failed`, worded by `safeProviderMessage`
 * for every member (no admin detail).
 */
export function toProviderError(error: unknown, opts: { providerName?: string } = {}): AppError {
  if (isAppError(error)) {
    const message = redactAddresses(redactSecrets(error.message));
    if (error.kind !== "provider" || message === error.message) return error;
    const copy = new AppError(error.code as `provider:${string}`, message);
    copy.cause = error;
    return copy;
  }
  const code = NETWORK_CODES.test(causeChain(error)) ? "provider:unreachable" : "provider:failed";
  const wrapped = new AppError(code, safeProviderMessage(error, opts));
  wrapped.cause = error;
  return wrapped;
}

import "server-only";
import { createHash } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { errorResponse } from "@/lib/http";
import { cleanInput } from "@/lib/shared/text-input";
import { parseJsonLimited, readBodyLimited } from "./body";
import { addressBucket, CLIENT_ADDRESS_HEADER, clientAddress, UNKNOWN_CLIENT_ADDRESS } from "./client-address";
import { getAuth } from "./config";
import {
  countRequest,
  giveBackRateLimit,
  RateLimitError,
  slowdownMs,
  takeRateLimit,
  type RateLimitHit,
} from "./rate-limit";
import { checkRequest } from "./route";

/** The Better Auth endpoints whose attempts are counted: password sign-in and sign-up. */
const COUNTED = new Set(["/api/auth/sign-in/email", "/api/auth/sign-up/email"]);
/** Largest sign-in or sign-up body read (an email, a password of at most 256 characters, a name). */
const MAX_CREDENTIALS_BYTES = 16 * 1024;
/** Largest body of Better Auth's other posts (a name, a password change, a session to revoke). */
const MAX_AUTH_BODY_BYTES = 64 * 1024;

/**
 * Every request to Better Auth's endpoints (/api/auth/*): the Host and Origin rules of every route,
 * then the client address worked out once (`clientAddress`, handed to Better Auth in
 * CLIENT_ADDRESS_HEADER for its session records and its own limiter), then for password sign-in
 * and sign-up the attempt limits, then Better Auth.
 *
 * Attempts are counted in the database (RateLimitCounter, so every app instance counts together)
 * per account (the email) and per client address, RATE_LIMIT_SIGN_IN_ACCOUNT and
 * RATE_LIMIT_SIGN_IN_ADDRESS per RATE_LIMIT_SIGN_IN_WINDOW_SECONDS; past either the answer is 429
 * with Retry-After, whatever the password and whether or not the account exists. A sign-in that
 * succeeds gives its attempt back, so the limits count failures; every sign-up attempt counts.
 *
 * Requests whose address is unknown (no TRUSTED_PROXIES) cannot be told apart, so their shared
 * count never refuses: one client would lock every account out (issue 32, finding 5). Past
 * RATE_LIMIT_SIGN_IN_ADDRESS in the window, each such attempt is slowed instead ({@link slowdownMs}:
 * a wait on a timer, the event loop stays free), and the per-account limit still refuses guesses
 * at any one account. docs/security.md says why.
 *
 * `db` is another database client acting as a second app instance, `now` the clock, `wait` the
 * slow-down's timer (tests).
 */
export async function handleAuthRequest(
  request: Request,
  { db, now, wait = sleep }: { db?: Db; now?: number; wait?: (ms: number) => Promise<void> } = {},
): Promise<Response> {
  try {
    checkRequest(request);
    const headers = new Headers(request.headers);
    headers.delete(CLIENT_ADDRESS_HEADER);
    const address = clientAddress(request.headers);
    // Better Auth's limiter keys the address our limits key (one shared bucket when it is unknown).
    headers.set(CLIENT_ADDRESS_HEADER, address ?? UNKNOWN_CLIENT_ADDRESS);
    const path = new URL(request.url).pathname.replace(/\/+$/, "").toLowerCase();
    if (request.method !== "POST") return (await getAuth()).handler(new Request(request, { headers }));
    const body = await readBodyLimited(request, COUNTED.has(path) ? MAX_CREDENTIALS_BYTES : MAX_AUTH_BODY_BYTES);
    // Text enters here too (a name, an email): refused as 400 when it is not valid Unicode, as at
    // every other boundary (lib/shared/text-input.ts), before Better Auth stores it.
    if ((request.headers.get("content-type") ?? "").includes("application/json") && body.length > 0)
      cleanInput(parseJsonLimited(new TextDecoder().decode(body)));
    const forward = () =>
      new Request(request.url, { method: "POST", headers, body: body as BodyInit, signal: request.signal });
    if (!COUNTED.has(path)) return (await getAuth()).handler(forward());
    const { hits, delayMs } = await takeAttempt(address, emailOf(body), db, now);
    if (delayMs > 0) await wait(delayMs);
    const response = await (await getAuth()).handler(forward());
    if (path === "/api/auth/sign-in/email" && response.ok) {
      for (const hit of hits) await giveBackRateLimit(hit, db);
    }
    return response;
  } catch (error) {
    const response = errorResponse(error);
    if (error instanceof RateLimitError) response.headers.set("retry-after", String(error.retryAfter));
    return response;
  }
}

// The slow-down of unknown addresses is shared with the public routes' limits (./rate-limit.ts).
export { SLOW_MAX_MS, SLOW_STEP_MS, slowdownMs } from "./rate-limit";

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Counts one attempt for the client address and for the account: a known address and the account
 * refuse past their limits; the shared count of unknown addresses only says how long to wait.
 *
 * @throws RateLimitError rate_limited:sign_in
 */
async function takeAttempt(
  address: string | null,
  email: string | null,
  db?: Db,
  now = Date.now(),
): Promise<{ hits: RateLimitHit[]; delayMs: number }> {
  const env = getEnv();
  const window = env.RATE_LIMIT_SIGN_IN_WINDOW_SECONDS;
  const hits: RateLimitHit[] = [];
  let delayMs = 0;
  if (address) {
    hits.push(
      await takeRateLimit(
        "sign_in",
        `address:${addressBucket(address)}`,
        env.RATE_LIMIT_SIGN_IN_ADDRESS,
        window,
        now,
        db,
      ),
    );
  } else {
    const { hit, count } = await countRequest("sign_in", "address:unknown", window, now, db);
    hits.push(hit);
    delayMs = slowdownMs(count - env.RATE_LIMIT_SIGN_IN_ADDRESS);
  }
  if (email) {
    // Hashed: the counter table holds no email addresses (and no key longer than a digest).
    const account = createHash("sha256").update(email).digest("hex").slice(0, 32);
    hits.push(await takeRateLimit("sign_in", `account:${account}`, env.RATE_LIMIT_SIGN_IN_ACCOUNT, window, now, db));
  }
  return { hits, delayMs };
}

/** The email of a sign-in or sign-up body, normalised as accounts store it; null when there is none. */
function emailOf(body: Uint8Array): string | null {
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(body));
    const email = parsed && typeof parsed === "object" ? (parsed as { email?: unknown }).email : undefined;
    return typeof email === "string" && email.trim() ? email.trim().toLowerCase() : null;
  } catch {
    return null;
  }
}

import "server-only";
import { createHash } from "node:crypto";
import type { Db } from "@/lib/db/client";
import { getEnv } from "@/lib/env";
import { errorResponse } from "@/lib/http";
import { readBodyLimited } from "./body";
import { addressBucket, CLIENT_ADDRESS_HEADER, clientAddress, UNKNOWN_CLIENT_ADDRESS } from "./client-address";
import { getAuth } from "./config";
import { giveBackRateLimit, RateLimitError, takeRateLimit, type RateLimitHit } from "./rate-limit";
import { checkRequest } from "./route";

/** The Better Auth endpoints whose attempts are counted: password sign-in and sign-up. */
const COUNTED = new Set(["/api/auth/sign-in/email", "/api/auth/sign-up/email"]);
/** Largest sign-in or sign-up body read (an email, a password of at most 256 characters, a name). */
const MAX_CREDENTIALS_BYTES = 16 * 1024;

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
 * Requests whose address is unknown (no TRUSTED_PROXIES) share one address budget.
 *
 * `db` is another database client acting as a second app instance, `now` the clock (tests).
 */
export async function handleAuthRequest(
  request: Request,
  { db, now }: { db?: Db; now?: number } = {},
): Promise<Response> {
  try {
    checkRequest(request);
    const headers = new Headers(request.headers);
    headers.delete(CLIENT_ADDRESS_HEADER);
    const address = clientAddress(request.headers);
    // Better Auth's limiter keys the address our limits key (one shared bucket when it is unknown).
    headers.set(CLIENT_ADDRESS_HEADER, address ?? UNKNOWN_CLIENT_ADDRESS);
    const path = new URL(request.url).pathname.replace(/\/+$/, "").toLowerCase();
    if (request.method !== "POST" || !COUNTED.has(path)) {
      return (await getAuth()).handler(new Request(request, { headers }));
    }
    const body = await readBodyLimited(request, MAX_CREDENTIALS_BYTES);
    const hits = await takeAttempt(address, emailOf(body), db, now);
    const response = await (
      await getAuth()
    ).handler(new Request(request.url, { method: "POST", headers, body: body as BodyInit, signal: request.signal }));
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

/**
 * Counts one attempt for the client address and for the account.
 *
 * @throws RateLimitError rate_limited:sign_in
 */
async function takeAttempt(
  address: string | null,
  email: string | null,
  db?: Db,
  now = Date.now(),
): Promise<RateLimitHit[]> {
  const env = getEnv();
  const window = env.RATE_LIMIT_SIGN_IN_WINDOW_SECONDS;
  const hits = [
    await takeRateLimit(
      "sign_in",
      `address:${address ? addressBucket(address) : "unknown"}`,
      env.RATE_LIMIT_SIGN_IN_ADDRESS,
      window,
      now,
      db,
    ),
  ];
  if (email) {
    // Hashed: the counter table holds no email addresses (and no key longer than a digest).
    const account = createHash("sha256").update(email).digest("hex").slice(0, 32);
    hits.push(await takeRateLimit("sign_in", `account:${account}`, env.RATE_LIMIT_SIGN_IN_ACCOUNT, window, now, db));
  }
  return hits;
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

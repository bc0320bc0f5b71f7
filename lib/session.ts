import "server-only";
import { randomUUID } from "node:crypto";
import { cookies } from "next/headers";

/**
 * The browser session: a session cookie (no expiry, so it ends when the browser closes). Volatile
 * asides belong to the session that created them; a later session finds them unresolved.
 */
export const SESSION_COOKIE = "canopy_session";

/** The current session id, or null when the browser has none yet (read-only contexts). */
export async function readSessionId(): Promise<string | null> {
  return (await cookies()).get(SESSION_COOKIE)?.value ?? null;
}

/** The current session id, creating the cookie if needed (server actions and route handlers only). */
export async function ensureSessionId(): Promise<string> {
  const jar = await cookies();
  const existing = jar.get(SESSION_COOKIE)?.value;
  if (existing) return existing;
  const id = randomUUID();
  jar.set(SESSION_COOKIE, id, { httpOnly: true, sameSite: "lax", path: "/" });
  return id;
}

import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { Viewer } from "./types";

const explicit = new AsyncLocalStorage<Viewer | null>();

/**
 * Runs `fn` as `viewer` (the command line after resolving `--user`, and tests). Inside it,
 * `currentViewer()` returns that viewer instead of reading the request's session cookie.
 *
 * @example
 * await runAsViewer(viewer, () => renameNodeAction({ nodeId, title }));
 */
export function runAsViewer<T>(viewer: Viewer | null, fn: () => T): T {
  return explicit.run(viewer, fn);
}

/**
 * The viewer of this call: the one set by runAsViewer, else the signed-in user of the request.
 * `refreshSession` lets Better Auth extend the session's expiry (a write, at most once a day per
 * session); only state-changing requests (server actions, POST routes) ask for it, so page renders
 * and GET routes never write. `bearer: false` ignores an `Authorization: Bearer` token (pages and
 * server actions are the browser's: cookie sessions only); route handlers accept tokens and pass
 * their request's `headers` (the same as next/headers would give, and usable outside Next).
 */
export async function currentViewer(
  options: { refreshSession?: boolean; bearer?: boolean; headers?: Headers } = {},
): Promise<Viewer | null> {
  const set = explicit.getStore();
  if (set !== undefined) return set;
  if (options.headers) return viewerFromHeaders(options.headers, options);
  let requestHeaders: Headers;
  try {
    const { headers } = await import("next/headers");
    requestHeaders = await headers();
  } catch {
    return null; // no request (a script or a test): nobody is signed in
  }
  return viewerFromHeaders(requestHeaders, options);
}

/**
 * Who request headers authenticate: with `Authorization: Bearer <token>` (and `bearer`, the
 * default), that personal API token's user with the token's limits (`viewer.token`) and nothing
 * else (a bad token is null, never a fall back to the cookie); otherwise the session cookie's user
 * (Better Auth, database session). Null when signed out, the token is unknown, revoked or expired,
 * or the user is disabled.
 */
export async function viewerFromHeaders(
  requestHeaders: Headers,
  { refreshSession = false, bearer = true }: { refreshSession?: boolean; bearer?: boolean } = {},
): Promise<Viewer | null> {
  const authorization = requestHeaders.get("authorization");
  if (bearer && authorization && /^bearer(\s|$)/i.test(authorization.trim())) {
    const { authenticateToken, bearerToken } = await import("./tokens");
    const token = bearerToken(authorization);
    return token ? authenticateToken(token) : null;
  }
  const { getAuth } = await import("./config");
  const session = await (
    await getAuth()
  ).api.getSession({ headers: requestHeaders, query: { disableRefresh: !refreshSession } });
  if (!session) return null;
  const user = session.user as typeof session.user & { role?: string; disabled?: boolean };
  if (user.disabled) return null;
  return {
    userId: user.id,
    email: user.email,
    name: user.name,
    role: user.role === "admin" ? "admin" : "user",
    sessionId: session.session.id,
  };
}

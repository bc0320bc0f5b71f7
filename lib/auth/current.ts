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
 * and GET routes never write.
 */
export async function currentViewer(options: { refreshSession?: boolean } = {}): Promise<Viewer | null> {
  const set = explicit.getStore();
  if (set !== undefined) return set;
  let requestHeaders: Headers;
  try {
    const { headers } = await import("next/headers");
    requestHeaders = await headers();
  } catch {
    return null; // no request (a script or a test): nobody is signed in
  }
  return viewerFromHeaders(requestHeaders, options);
}

/** The session that request headers carry (Better Auth, database session), or null when signed out. */
export async function viewerFromHeaders(
  requestHeaders: Headers,
  { refreshSession = false }: { refreshSession?: boolean } = {},
): Promise<Viewer | null> {
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

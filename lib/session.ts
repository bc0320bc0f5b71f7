import "server-only";
import { unauthorized } from "./auth/access";
import { currentViewer } from "./auth/current";

/**
 * The session volatile asides belong to: the signed-in user's auth session (Better Auth, database
 * session, signed cookie), never a client-chosen value. A later session finds them unresolved.
 */
export async function readSessionId(): Promise<string | null> {
  return (await currentViewer())?.sessionId ?? null;
}

/** The current auth session id (server actions and route handlers). @throws AppError unauthorized:session */
export async function ensureSessionId(): Promise<string> {
  const id = await readSessionId();
  if (!id) throw unauthorized();
  return id;
}

import "server-only";
import { AppError } from "@/lib/errors";
import { resolveAccess, unauthorized } from "./access";
import { currentViewer } from "./current";
import { noteTokenUse } from "./tokens";
import type { Access, AccessTarget, Need, Viewer } from "./types";

/**
 * Who may call an action or a route. A record spec names the record the input acts on and what the
 * caller needs on it; the guard resolves the record's project and the caller's membership once. The
 * other forms are explicit: "public" (anyone, even signed out), "authenticated" (any signed-in
 * user), "admin" (instance admins).
 */
export type AccessSpec<I> =
  | { access: (input: I) => AccessTarget; need: Need }
  | { access: "public" }
  | { access: "authenticated" }
  | { access: "admin" };

/**
 * Applies an access spec for the current viewer: the one check shared by server actions
 * (lib/actions/safe-action.ts) and route handlers (./route.ts). Returns the context for the
 * handler, or throws. `refreshSession` says the request changes state (it may extend the session and
 * note a token's use); `bearer: false` ignores `Authorization: Bearer` (server actions: the UI's own
 * calls authenticate with the session cookie only). `writes` (default: `refreshSession`) says
 * whether an "authenticated" call may change state, for API tokens' limits.
 *
 * @throws AppError unauthorized | forbidden:admin | the membership guard's not_found / forbidden
 */
export async function authorize<I>(
  spec: AccessSpec<I>,
  input: I,
  {
    refreshSession = true,
    bearer = true,
    headers,
    writes = refreshSession,
  }: { refreshSession?: boolean; bearer?: boolean; headers?: Headers; writes?: boolean } = {},
): Promise<{ viewer: Viewer | null } | Access> {
  const viewer = await currentViewer({ refreshSession, bearer, headers });
  if (spec.access === "public") return { viewer };
  if (!viewer) throw unauthorized();
  const granted = await grant(spec, input, viewer, writes);
  // Writes only (a state-changing request): reads never write, so lastUsedAt means "last write".
  if (viewer.token && refreshSession) await noteTokenUse(viewer);
  return granted;
}

/**
 * The check for a signed-in viewer. An API token's limits hold for the explicit forms too: no
 * administration, and outside any one record ("authenticated") a read token or a project token
 * may only read (`writes`: the request changes state), since the record guard cannot see what it
 * would create.
 */
async function grant<I>(
  spec: Exclude<AccessSpec<I>, { access: "public" }>,
  input: I,
  viewer: Viewer,
  writes: boolean,
): Promise<{ viewer: Viewer } | Access> {
  if (spec.access === "authenticated") {
    if (viewer.token && writes && (viewer.token.scope === "read" || viewer.token.projectId))
      throw new AppError(
        "forbidden:write",
        viewer.token.scope === "read"
          ? "This API token is read-only: create a write token to change anything."
          : "This API token is limited to one project.",
      );
    return { viewer };
  }
  if (spec.access === "admin") {
    if (viewer.role !== "admin") throw new AppError("forbidden:admin", "Only an administrator can do that.");
    if (viewer.token)
      throw new AppError("forbidden:admin", "API tokens cannot administer the instance: sign in to do that.");
    return { viewer };
  }
  return resolveAccess(viewer, spec.access(input), spec.need);
}

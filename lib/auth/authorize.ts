import "server-only";
import { AppError } from "@/lib/errors";
import { resolveAccess, unauthorized } from "./access";
import { currentViewer } from "./current";
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
 * handler, or throws.
 *
 * @throws AppError unauthorized | forbidden:admin | the membership guard's not_found / forbidden
 */
export async function authorize<I>(
  spec: AccessSpec<I>,
  input: I,
  { refreshSession = true }: { refreshSession?: boolean } = {},
): Promise<{ viewer: Viewer | null } | Access> {
  const viewer = await currentViewer({ refreshSession });
  if (spec.access === "public") return { viewer };
  if (!viewer) throw unauthorized();
  if (spec.access === "authenticated") return { viewer };
  if (spec.access === "admin") {
    if (viewer.role !== "admin") throw new AppError("forbidden:admin", "Only an administrator can do that.");
    return { viewer };
  }
  return resolveAccess(viewer, spec.access(input), spec.need);
}

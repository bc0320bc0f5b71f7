import "server-only";
import { notFound, redirect } from "next/navigation";
import { isAppError } from "@/lib/errors";
import { resolveAccess } from "./access";
import { currentViewer } from "./current";
import type { Access, AccessTarget, Need, Viewer } from "./types";

/** The signed-in viewer of a page render, or a redirect to /login. */
export async function requirePageViewer(): Promise<Viewer> {
  const viewer = await currentViewer({ bearer: false }); // pages are for the browser's session only
  if (!viewer) redirect("/login");
  return viewer;
}

/** The page's access to a record through the one guard: no session -> /login; not a member -> 404. */
export async function requirePageAccess(target: AccessTarget, need: Need = "read"): Promise<Access> {
  const viewer = await requirePageViewer();
  try {
    return await resolveAccess(viewer, target, need);
  } catch (error) {
    if (isAppError(error) && (error.kind === "not_found" || error.kind === "forbidden")) notFound();
    throw error;
  }
}

/** An admin's page: others get a 404 (the page does not exist for them). */
export async function requireAdminPage(): Promise<Viewer> {
  const viewer = await requirePageViewer();
  if (viewer.role !== "admin") notFound();
  return viewer;
}

import "server-only";
import { notFound, redirect } from "next/navigation";
import { cache } from "react";
import { isAppError } from "@/lib/errors";
import { resolveAccess } from "./access";
import { currentViewer } from "./current";
import type { Access, AccessTarget, Need, Viewer } from "./types";

/**
 * The session and the access of one page render, read once (React `cache`: per request, while a
 * server component renders). A conversation's layout, its page and its metadata each ask; without
 * this every ask read the session and resolved the access again before the page could stream.
 */
const pageViewer = cache(() => currentViewer({ bearer: false })); // pages are for the browser's session only
const pageAccess = cache(async (target: string, need: Need) =>
  resolveAccess(await requirePageViewer(), JSON.parse(target) as AccessTarget, need),
);

/** The signed-in viewer of a page render, or a redirect to /login. */
export async function requirePageViewer(): Promise<Viewer> {
  const viewer = await pageViewer();
  if (!viewer) redirect("/login");
  return viewer;
}

/** The page's access to a record through the one guard: no session -> /login; not a member -> 404. */
export async function requirePageAccess(target: AccessTarget, need: Need = "read"): Promise<Access> {
  await requirePageViewer();
  try {
    return await pageAccess(JSON.stringify(target), need);
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

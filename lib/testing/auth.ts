import type { Viewer } from "@/lib/auth/types";
import { adoptOrphanProjects, createUser, getUserByEmail, viewerOf } from "@/lib/auth/users";
import { isAppError } from "@/lib/errors";

/** A user for tests (created on first use), as the viewer the guard sees. */
export async function testViewer(email: string, sessionId = `session-${email}`): Promise<Viewer> {
  try {
    return viewerOf(await getUserByEmail(email), sessionId);
  } catch (error) {
    if (!isAppError(error) || error.kind !== "not_found") throw error;
    return viewerOf(await createUser({ email, password: "correct horse battery" }), sessionId);
  }
}

/**
 * For tests of behaviour behind the guard (not of the guard itself): a viewer that owns every
 * project created without an owner so far. Mock `currentViewer` with it:
 *
 * @example
 * vi.mock("@/lib/auth/current", async () => (await import("@/lib/testing/auth")).ownerOfEverythingModule);
 */
export async function ownerOfEverything(): Promise<Viewer> {
  const viewer = await testViewer("owner@example.test", "session-test");
  await adoptOrphanProjects(viewer.userId);
  return viewer;
}

export const ownerOfEverythingModule = {
  currentViewer: ownerOfEverything,
  runAsViewer: <T>(_viewer: Viewer | null, fn: () => T): T => fn(),
};

import "server-only";
import { findProjectMembershipOf } from "@/lib/db/queries/access";
import { AppError } from "@/lib/errors";
import { roleMeets, roleRefusal } from "@/lib/shared/roles";
import type { Access, AccessTarget, Need, ProjectRole, Viewer } from "./types";

export { roleCanWrite, VIEWER_READ_ONLY } from "@/lib/shared/roles";

function subjectOf(target: AccessTarget): string {
  return Object.keys(target)[0]!.replace(/Id$/, "");
}

/**
 * The one membership guard. Walks node -> conversation -> project -> membership in one query and
 * answers: no viewer -> unauthorized; not a member (or no such record) -> the same not_found;
 * a member without the needed role -> forbidden. A viewer that came with an API token keeps its
 * limits here too: a read token acts as a viewer, a project token finds no other project.
 *
 * @example
 * const { role } = await resolveAccess(viewer, { nodeId }, "write");
 * @throws AppError unauthorized:session | not_found:<record> | forbidden:<need>
 */
export async function resolveAccess(viewer: Viewer | null, target: AccessTarget, need: Need): Promise<Access> {
  if (!viewer) throw unauthorized();
  const subject = subjectOf(target);
  const project = await findProjectMembershipOf(target, viewer.userId);
  const membership = project?.memberships[0];
  // A project token's other projects do not exist for it, exactly like a stranger's.
  const outsideToken = viewer.token?.projectId != null && project?.id !== viewer.token.projectId;
  if (!project || !membership || outsideToken)
    throw new AppError(`not_found:${subject}`, `That ${subject} does not exist (it may have been deleted).`);
  const role = tokenRole(membership.role as ProjectRole, viewer);
  if (!roleMeets(role, need)) {
    throw new AppError(
      `forbidden:${need}`,
      viewer.token?.scope === "read" && roleMeets(membership.role as ProjectRole, need)
        ? "This API token is read-only: create a write token to change anything."
        : roleRefusal(role, need)!,
    );
  }
  return { viewer, projectId: project.id, role };
}

/** The role a request acts with: the membership's, at most a viewer's through a read token. */
function tokenRole(role: ProjectRole, viewer: Viewer): ProjectRole {
  return viewer.token?.scope === "read" ? "viewer" : role;
}

/** Whether the viewer may change a node (editor or owner). For lib code that decides capabilities. */
export async function canWriteNode(viewer: Viewer | null, nodeId: string): Promise<boolean> {
  try {
    await resolveAccess(viewer, { nodeId }, "write");
    return true;
  } catch {
    return false;
  }
}

export function unauthorized(): AppError {
  return new AppError("unauthorized:session", "Sign in to continue.");
}

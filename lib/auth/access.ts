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
 * a member without the needed role -> forbidden.
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
  if (!project || !membership)
    throw new AppError(`not_found:${subject}`, `That ${subject} does not exist (it may have been deleted).`);
  const role = membership.role as ProjectRole;
  if (!roleMeets(role, need)) throw new AppError(`forbidden:${need}`, roleRefusal(role, need)!);
  return { viewer, projectId: project.id, role };
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

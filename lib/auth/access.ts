import "server-only";
import { findProjectMembershipOf } from "@/lib/db/queries/access";
import { AppError } from "@/lib/errors";
import type { Access, AccessTarget, Need, ProjectRole, Viewer } from "./types";

const RANK: Record<ProjectRole, number> = { viewer: 0, editor: 1, owner: 2 };
const NEEDED: Record<Need, number> = { read: 0, write: 1, owner: 2 };

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
  if (RANK[role] < NEEDED[need]) {
    throw new AppError(
      `forbidden:${need}`,
      need === "owner"
        ? "Only the project's owner can do that."
        : "You can view this project but not change it: the owner shared it with you as a viewer.",
    );
  }
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

/** What the UI says to a viewer where it would offer a change. */
export const VIEWER_READ_ONLY =
  "You have view access to this project: only its owner and editors can send messages or change it.";

/** Whether a role may write: node capabilities of a viewer are all false. */
export function roleCanWrite(role: ProjectRole): boolean {
  return RANK[role] >= RANK.editor;
}

export function unauthorized(): AppError {
  return new AppError("unauthorized:session", "Sign in to continue.");
}

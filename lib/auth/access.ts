import "server-only";
import { findProjectMembershipOf } from "@/lib/db/queries/access";
import { AppError } from "@/lib/errors";
import { roleMeets, roleRefusal } from "@/lib/shared/roles";
import { maySeeAside } from "@/lib/tree/capabilities";
import type { Access, AccessTarget, Need, ProjectRole, Viewer } from "./types";

export { roleCanWrite, VIEWER_READ_ONLY } from "@/lib/shared/roles";

function subjectOf(target: AccessTarget): string {
  return Object.keys(target)[0]!.replace(/Id$/, "");
}

/**
 * The one membership guard. Walks node -> conversation -> project -> membership in one query and
 * answers: no viewer -> unauthorized; not a member (or no such record) -> the same not_found;
 * a member without the needed role -> forbidden. A viewer that came with an API token keeps its
 * limits here too: a read token acts as a viewer, a project token finds no other project. A node
 * (or an item of a node) that is another member's open aside does not exist for the caller either
 * (lib/tree/capabilities `maySeeAside`): reading, previewing, merging, purging or writing in it
 * answers the same not_found as a node that never existed.
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
  const hiddenAside =
    project?.node !== undefined &&
    !maySeeAside(project.node, { userId: viewer.userId, role: membership?.role as ProjectRole | undefined });
  if (!project || !membership || outsideToken || hiddenAside)
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

/**
 * Who reads, as the read models take it (lib/views/tree-view.ts `Reader`): the caller's session,
 * account and role, from a granted access (or none: the share page, a signed-out public read).
 *
 * @example
 * getConversationTree(conversationId, readerOf(ctx));
 */
export function readerOf(ctx: { viewer: Viewer | null; role?: ProjectRole }): {
  sessionId: string | null;
  userId: string | null;
  role: ProjectRole | null;
  canWrite: boolean;
} {
  const role = ctx.role ?? null;
  return {
    sessionId: ctx.viewer?.sessionId ?? null,
    userId: ctx.viewer?.userId ?? null,
    role,
    canWrite: role !== null && roleMeets(role, "write"),
  };
}

import "server-only";
import { publishAccessChange } from "@/lib/live/publish";
import {
  deleteNonOwnerMembership,
  findMembership,
  listMembershipsWithEmail,
  upsertMembership,
} from "@/lib/db/queries/memberships";
import { revokeShareLinksOfCreator } from "@/lib/db/queries/share-links";
import { transaction } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { ProjectRole } from "./types";
import { findUserIdByEmail } from "./users";

export interface MemberView {
  userId: string;
  email: string;
  role: ProjectRole;
}

/** What sharing answers: the same for an address with an account and one without. */
export interface ShareAnswer {
  email: string;
  role: "editor" | "viewer";
}

/**
 * Shares a project with the account of `email` as editor or viewer (or changes their role). The
 * answer is the same whether or not an account has that address, so sharing tells nobody which
 * addresses have accounts (issue 32, finding 7): an address without one is shared with nobody,
 * and the members list shows who has access. The owner's own row cannot be changed this way.
 *
 * @throws AppError invalid:owner
 */
export async function shareProject(projectId: string, email: string, role: "editor" | "viewer"): Promise<ShareAnswer> {
  const userId = await findUserIdByEmail(email);
  if (userId) {
    const existing = await findMembership(projectId, userId);
    if (existing?.role === "owner") throw new AppError("invalid:owner", "The owner's role cannot be changed.");
    await upsertMembership(projectId, userId, role);
    await publishAccessChange({ projectId });
  }
  return { email: email.trim().toLowerCase(), role };
}

/**
 * Removes a member (never the owner), and in the same transaction revokes the share links they
 * created in the project: a link lives only as long as its creator may write (README, "Accounts,
 * sharing and security"; ./share-links.ts checks it again at every use).
 *
 * @throws AppError not_found:member
 */
export async function unshareProject(projectId: string, userId: string): Promise<void> {
  await transaction(async (tx) => {
    if ((await deleteNonOwnerMembership(projectId, userId, tx)) === 0)
      throw new AppError("not_found:member", "That person is not a member of this project.");
    await revokeShareLinksOfCreator(tx, projectId, userId, new Date());
  });
  await publishAccessChange({ projectId });
}

export async function listMembers(projectId: string): Promise<MemberView[]> {
  const rows = await listMembershipsWithEmail(projectId);
  return rows.map((m) => ({ userId: m.userId, email: m.user.email, role: m.role }));
}

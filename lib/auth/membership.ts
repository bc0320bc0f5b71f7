import "server-only";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import type { ProjectRole } from "./types";
import { getUserByEmail } from "./users";

export interface MemberView {
  userId: string;
  email: string;
  role: ProjectRole;
}

/**
 * Shares a project with a user as editor or viewer (or changes their role). The owner's own row
 * cannot be changed this way.
 *
 * @throws AppError not_found:user | invalid:owner
 */
export async function shareProject(projectId: string, email: string, role: "editor" | "viewer"): Promise<MemberView> {
  const user = await getUserByEmail(email);
  const db = getDb();
  const existing = await db.membership.findUnique({ where: { projectId_userId: { projectId, userId: user.id } } });
  if (existing?.role === "owner") throw new AppError("invalid:owner", "The owner's role cannot be changed.");
  await db.membership.upsert({
    where: { projectId_userId: { projectId, userId: user.id } },
    create: { projectId, userId: user.id, role },
    update: { role },
  });
  return { userId: user.id, email: user.email, role };
}

/** Removes a member (never the owner). */
export async function unshareProject(projectId: string, userId: string): Promise<void> {
  const deleted = await getDb().membership.deleteMany({ where: { projectId, userId, role: { not: "owner" } } });
  if (deleted.count === 0) throw new AppError("not_found:member", "That person is not a member of this project.");
}

export async function listMembers(projectId: string): Promise<MemberView[]> {
  const rows = await getDb().membership.findMany({
    where: { projectId },
    include: { user: { select: { email: true } } },
    orderBy: { createdAt: "asc" },
  });
  return rows.map((m) => ({ userId: m.userId, email: m.user.email, role: m.role }));
}

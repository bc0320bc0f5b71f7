import "server-only";
import { getDb, transaction, type Tx } from "@/lib/db/client";
import type { ProjectRole } from "@/lib/db/generated/client";

/** The user's membership row in the project, or null. */
export async function findMembership(projectId: string, userId: string) {
  return getDb().membership.findUnique({ where: { projectId_userId: { projectId, userId } } });
}

/** Makes the user a member of the project with `role`, or changes their role. */
export async function upsertMembership(projectId: string, userId: string, role: ProjectRole): Promise<void> {
  await getDb().membership.upsert({
    where: { projectId_userId: { projectId, userId } },
    create: { projectId, userId, role },
    update: { role },
  });
}

/** Deletes the user's membership unless they own the project; returns how many rows went (0 or 1). */
export async function deleteNonOwnerMembership(projectId: string, userId: string, tx?: Tx): Promise<number> {
  return (await (tx ?? getDb()).membership.deleteMany({ where: { projectId, userId, role: { not: "owner" } } })).count;
}

/** The project's members with their emails, in the order they joined. */
export async function listMembershipsWithEmail(projectId: string) {
  return getDb().membership.findMany({
    where: { projectId },
    include: { user: { select: { email: true } } },
    orderBy: { createdAt: "asc" },
  });
}

/**
 * Gives every project without an owner (made before accounts existed) to `userId`, as its owner
 * and owner member, in one transaction. Returns how many projects it adopted.
 */
export async function adoptOwnerlessProjects(userId: string): Promise<number> {
  return transaction(async (tx) => {
    const orphans = await tx.project.findMany({ where: { ownerId: null, stagedFor: null }, select: { id: true } });
    for (const { id } of orphans) {
      await tx.project.update({ where: { id }, data: { ownerId: userId } });
      await tx.membership.upsert({
        where: { projectId_userId: { projectId: id, userId } },
        create: { projectId: id, userId, role: "owner" },
        update: { role: "owner" },
      });
    }
    return orphans.length;
  });
}

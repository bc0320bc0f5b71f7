import "server-only";
import { getDb } from "@/lib/db/client";

/** The open nodes of a conversation (id and title), for finding a branch by its title. */
export async function listOpenNodeTitles(conversationId: string) {
  return getDb().node.findMany({
    where: { conversationId, status: "open" },
    select: { id: true, title: true, kind: true, updatedAt: true },
    orderBy: { updatedAt: "desc" },
  });
}

/**
 * The most recently changed open, persistent nodes (roots and branches, not asides) of the
 * projects `userId` is a member of (only `projectId` when given), with their conversation's and
 * project's names: what GET /api/v1/models lists.
 */
export async function listRecentBranches(userId: string, projectId: string | null, take: number) {
  return getDb().node.findMany({
    where: {
      status: "open",
      kind: { in: ["root", "branch"] },
      conversation: {
        project: { memberships: { some: { userId } }, ...(projectId ? { id: projectId } : {}) },
      },
    },
    orderBy: { updatedAt: "desc" },
    take,
    select: {
      id: true,
      title: true,
      kind: true,
      updatedAt: true,
      conversation: { select: { id: true, title: true, project: { select: { id: true, name: true } } } },
    },
  });
}

import "server-only";
import { getDb } from "@/lib/db/client";

/** A conversation on the home page: where it lives, and the signed-in person's own pin and archive. */
export interface RecentConversation {
  id: string;
  title: string;
  projectId: string;
  projectName: string;
  /** The person's role in its project (rename needs owner or editor). */
  role: string;
  updatedAt: string;
  pinned: boolean;
  archived: boolean;
}

/**
 * The conversations of every project `userId` is a member of, newest first, pinned ones before the
 * others; `archived`: only those they archived (else only the others). Every pinned one, and at
 * most `limit` others.
 */
export async function listRecentConversations(
  userId: string,
  { archived = false, limit = 30 }: { archived?: boolean; limit?: number } = {},
): Promise<RecentConversation[]> {
  const db = getDb();
  const marks = await db.conversationMark.findMany({
    where: { userId, OR: [{ pinnedAt: { not: null } }, { archivedAt: { not: null } }] },
  });
  const archivedIds = marks.filter((m) => m.archivedAt).map((m) => m.conversationId);
  const pinned = new Map(marks.filter((m) => m.pinnedAt).map((m) => [m.conversationId, m.pinnedAt!.getTime()]));
  const rows = await db.conversation.findMany({
    where: {
      project: { memberships: { some: { userId } } },
      id: archived ? { in: archivedIds } : { notIn: archivedIds },
    },
    orderBy: { updatedAt: "desc" },
    // Pinned ones may be older than the newest `limit`: fetch them as well.
    take: limit + pinned.size,
    select: {
      id: true,
      title: true,
      updatedAt: true,
      project: { select: { id: true, name: true, memberships: { where: { userId }, select: { role: true } } } },
    },
  });
  const pinnedRows = archived
    ? []
    : await db.conversation.findMany({
        where: {
          id: { in: [...pinned.keys()].filter((id) => !rows.some((r) => r.id === id)) },
          project: { memberships: { some: { userId } } },
        },
        select: {
          id: true,
          title: true,
          updatedAt: true,
          project: { select: { id: true, name: true, memberships: { where: { userId }, select: { role: true } } } },
        },
      });
  const all = [...rows, ...pinnedRows].map((c) => ({
    id: c.id,
    title: c.title,
    projectId: c.project.id,
    projectName: c.project.name,
    role: c.project.memberships[0]?.role ?? "viewer",
    updatedAt: c.updatedAt.toISOString(),
    pinned: pinned.has(c.id),
    archived,
  }));
  all.sort(
    (a, b) =>
      Number(b.pinned) - Number(a.pinned) ||
      (pinned.get(b.id) ?? 0) - (pinned.get(a.id) ?? 0) ||
      b.updatedAt.localeCompare(a.updatedAt),
  );
  return all.slice(0, limit + all.filter((c) => c.pinned).length);
}

/** Sets one person's pin and/or archive of a conversation (archiving unpins it). */
export async function setConversationMark(
  userId: string,
  conversationId: string,
  patch: { pinned?: boolean; archived?: boolean },
): Promise<{ pinned: boolean; archived: boolean }> {
  const now = new Date();
  const data: { pinnedAt?: Date | null; archivedAt?: Date | null } = {};
  if (patch.pinned !== undefined) data.pinnedAt = patch.pinned ? now : null;
  if (patch.archived !== undefined) data.archivedAt = patch.archived ? now : null;
  if (patch.archived) data.pinnedAt = null;
  const mark = await getDb().conversationMark.upsert({
    where: { userId_conversationId: { userId, conversationId } },
    create: { userId, conversationId, ...data },
    update: data,
  });
  return { pinned: mark.pinnedAt !== null, archived: mark.archivedAt !== null };
}

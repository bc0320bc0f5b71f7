import "server-only";
import { getDb, type Tx } from "@/lib/db/client";

/** Inserts a read-only link to a conversation. */
export async function insertShareLink(input: { conversationId: string; createdById: string; token: string }) {
  return getDb().shareLink.create({ data: input });
}

/** Marks the conversation's link revoked at `at` unless it already is; returns how many rows changed (0 or 1). */
export async function revokeLiveShareLink(conversationId: string, linkId: string, at: Date): Promise<number> {
  const updated = await getDb().shareLink.updateMany({
    where: { id: linkId, conversationId, revokedAt: null },
    data: { revokedAt: at },
  });
  return updated.count;
}

/** The conversation's links that are not revoked, newest first. */
export async function listLiveShareLinks(conversationId: string) {
  return getDb().shareLink.findMany({ where: { conversationId, revokedAt: null }, orderBy: { createdAt: "desc" } });
}

/**
 * The link with this token (revoked or not) and its creator's role in the conversation's project
 * today (null when they are no longer a member), or null.
 */
export async function findShareLinkWithCreatorRole(token: string) {
  const link = await getDb().shareLink.findUnique({
    where: { token },
    select: {
      conversationId: true,
      createdById: true,
      revokedAt: true,
      conversation: { select: { project: { select: { memberships: { select: { userId: true, role: true } } } } } },
    },
  });
  if (!link) return null;
  const member = link.conversation.project.memberships.find((m) => m.userId === link.createdById);
  return { conversationId: link.conversationId, revokedAt: link.revokedAt, creatorRole: member?.role ?? null };
}

/** Revokes at `at` every live link that `userId` created in the project's conversations; returns how many. */
export async function revokeShareLinksOfCreator(tx: Tx, projectId: string, userId: string, at: Date): Promise<number> {
  const updated = await tx.shareLink.updateMany({
    where: { createdById: userId, revokedAt: null, conversation: { projectId } },
    data: { revokedAt: at },
  });
  return updated.count;
}

/** The project's conversations, most recently changed first, each with its live links (newest first). */
export async function listConversationsWithLiveLinks(projectId: string) {
  return getDb().conversation.findMany({
    where: { projectId },
    orderBy: { updatedAt: "desc" },
    select: {
      id: true,
      title: true,
      shareLinks: { where: { revokedAt: null }, select: { id: true, token: true }, orderBy: { createdAt: "desc" } },
    },
  });
}

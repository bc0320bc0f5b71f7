import "server-only";
import { getDb } from "@/lib/db/client";

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

/** The link with this token (revoked or not), or null. */
export async function findShareLinkByToken(token: string) {
  return getDb().shareLink.findUnique({ where: { token } });
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

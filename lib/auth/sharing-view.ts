import "server-only";
import { getDb } from "@/lib/db/client";
import { listMembers } from "./membership";

/** What the owner's sharing panel shows: members, and each conversation's live read-only links. */
export async function loadSharing(projectId: string) {
  const conversations = await getDb().conversation.findMany({
    where: { projectId },
    orderBy: { updatedAt: "desc" },
    select: {
      id: true,
      title: true,
      shareLinks: { where: { revokedAt: null }, select: { id: true, token: true }, orderBy: { createdAt: "desc" } },
    },
  });
  return {
    projectId,
    members: await listMembers(projectId),
    conversations: conversations.map((c) => ({ id: c.id, title: c.title, links: c.shareLinks })),
  };
}

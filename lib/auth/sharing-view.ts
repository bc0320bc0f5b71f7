import "server-only";
import { listConversationsWithLiveLinks } from "@/lib/db/queries/share-links";
import { listMembers } from "./membership";

/** What the owner's sharing panel shows: members, and each conversation's live read-only links. */
export async function loadSharing(projectId: string) {
  const conversations = await listConversationsWithLiveLinks(projectId);
  return {
    projectId,
    members: await listMembers(projectId),
    conversations: conversations.map((c) => ({ id: c.id, title: c.title, links: c.shareLinks })),
  };
}

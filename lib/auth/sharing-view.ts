import "server-only";
import { listConversationsWithLiveLinks } from "@/lib/db/queries/share-links";
import { publicOrigin } from "./hosts";
import { listMembers } from "./membership";

/**
 * What the owner's sharing panel shows: members, and each conversation's live read-only links with
 * the absolute URL to copy (on the app's public origin, {@link publicOrigin}, from the request's `host`).
 */
export async function loadSharing(projectId: string, host: string | null) {
  const conversations = await listConversationsWithLiveLinks(projectId);
  const origin = publicOrigin(host) ?? "";
  return {
    projectId,
    members: await listMembers(projectId),
    conversations: conversations.map((c) => ({
      id: c.id,
      title: c.title,
      links: c.shareLinks.map((l) => ({ ...l, url: `${origin}/share/${l.token}` })),
    })),
  };
}

import { getConversationTree } from "@/lib/db/queries/conversations";
import { jsonOrError } from "@/lib/http";
import { readSessionId } from "@/lib/session";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ conversationId: string }> }) {
  const { conversationId } = await params;
  const sessionId = await readSessionId();
  return jsonOrError(() => getConversationTree(conversationId, sessionId));
}

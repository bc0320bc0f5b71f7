import { getConversationTree } from "@/lib/db/queries/conversations";
import { compressedJsonOrError } from "@/lib/http";
import { readSessionId } from "@/lib/session";

export const dynamic = "force-dynamic";

export async function GET(request: Request, { params }: { params: Promise<{ conversationId: string }> }) {
  const { conversationId } = await params;
  const sessionId = await readSessionId();
  return compressedJsonOrError(request, () => getConversationTree(conversationId, sessionId));
}

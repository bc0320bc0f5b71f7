import { getConversationTree } from "@/lib/db/queries/conversations";
import { jsonOrError } from "@/lib/http";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ conversationId: string }> }) {
  const { conversationId } = await params;
  return jsonOrError(() => getConversationTree(conversationId));
}

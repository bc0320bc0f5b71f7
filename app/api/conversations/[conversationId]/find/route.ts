import { z } from "zod";
import { findNodesByText } from "@/lib/db/queries/conversations";
import { jsonOrError } from "@/lib/http";

export const dynamic = "force-dynamic";

const querySchema = z.string().trim().min(1).max(200);

/** GET ?q=text: nodes of the conversation whose messages contain the text (the graph's find box). Reads only. */
export async function GET(request: Request, { params }: { params: Promise<{ conversationId: string }> }) {
  const { conversationId } = await params;
  return jsonOrError(async () => findNodesByText(conversationId, querySchema.parse(new URL(request.url).searchParams.get("q") ?? "")));
}

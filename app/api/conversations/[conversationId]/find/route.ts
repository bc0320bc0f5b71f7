import { z } from "zod";
import { defineRoute } from "@/lib/auth/route";
import { findNodesByText } from "@/lib/db/queries/conversations";

export const dynamic = "force-dynamic";

const querySchema = z.string().trim().min(1).max(200);

/** GET ?q=text: nodes of the conversation whose messages contain the text (the graph's find box). Reads only. */
export const GET = defineRoute<{ conversationId: string }>(
  { access: ({ params }) => ({ conversationId: params.conversationId }), need: "read" },
  async ({ params, query }) => findNodesByText(params.conversationId, querySchema.parse(query.get("q") ?? "")),
);

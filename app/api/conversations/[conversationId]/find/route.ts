import { z } from "zod";
import { readerOf } from "@/lib/auth/access";
import { defineRoute } from "@/lib/auth/route";
import { findNodes } from "@/lib/views/tree-view";

export const dynamic = "force-dynamic";

const querySchema = z.string().trim().min(1).max(200);

/**
 * GET ?q=text: nodes of the conversation whose messages contain the text (the graph's find box),
 * among those the caller sees (another member's open aside is never found). Reads only.
 */
export const GET = defineRoute<{ conversationId: string }>(
  { access: ({ params }) => ({ conversationId: params.conversationId }), need: "read" },
  async ({ params, query, ctx }) =>
    findNodes(params.conversationId, querySchema.parse(query.get("q") ?? ""), readerOf(ctx)),
);

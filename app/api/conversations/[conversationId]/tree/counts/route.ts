import { readerOf } from "@/lib/auth/access";
import { defineRoute } from "@/lib/auth/route";
import { getConversationCounts } from "@/lib/views/tree-view";
import { countsResponse } from "@/lib/graph/tree-response";

export const dynamic = "force-dynamic";

/**
 * Each node's message and token counts (`TreeCounts`), for the nodes the caller sees: what the
 * tree route's packed forms leave out, loaded by the browser once the graph is interactive.
 * `?packed=json|gzip` as the tree route, with an ETag.
 */
export const GET = defineRoute<{ conversationId: string }>(
  { access: ({ params }) => ({ conversationId: params.conversationId }), need: "read" },
  async ({ params, query, request, ctx }) =>
    countsResponse(
      await getConversationCounts(params.conversationId, readerOf(ctx)),
      query.get("packed"),
      request.headers.get("if-none-match"),
    ),
);

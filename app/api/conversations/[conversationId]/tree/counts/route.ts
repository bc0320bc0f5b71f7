import { readerOf } from "@/lib/auth/access";
import { defineRoute } from "@/lib/auth/route";
import { treeLoadHitsOf } from "@/lib/graph/tree-load";
import { treeReadResponse } from "@/lib/graph/tree-load";

export const dynamic = "force-dynamic";

/**
 * Each node's message and token counts (`TreeCounts`), for the nodes the caller sees: what the
 * tree route's packed forms leave out, loaded by the browser once the graph is interactive.
 * `?packed=json|gzip` as the tree route, with an ETag. `?node=<id>`: that node's counts only (what
 * the browser reads after an answer, lib/query/after-answer.ts), none when the caller may not see it.
 */
export const GET = defineRoute<{ conversationId: string }>(
  {
    access: ({ params }) => ({ conversationId: params.conversationId }),
    need: "read",
    // A wide tree's load counts against RATE_LIMIT_TREE per 1,000 nodes (one member reloading a
    // 5,000-child tree in a loop must not starve the others); trees under 1,000 nodes are free.
    rateLimit: "tree",
    // One node's counts (`?node=`, read after each answer) are bounded by RATE_LIMIT_CHAT instead.
    rateHits: async ({ params, query }) => (query.get("node") ? 0 : treeLoadHitsOf(params.conversationId)),
  },
  // Built in a worker thread for a wide tree (lib/graph/tree-load.ts), off the event loop.
  async ({ params, query, request, ctx }) =>
    treeReadResponse(
      {
        read: "counts",
        conversationId: params.conversationId,
        reader: readerOf(ctx),
        packed: query.get("packed"),
        node: query.get("node"),
      },
      request.headers.get("if-none-match"),
    ),
);

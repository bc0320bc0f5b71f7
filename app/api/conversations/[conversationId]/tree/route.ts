import { readerOf } from "@/lib/auth/access";
import { defineRoute } from "@/lib/auth/route";
import { treeLoadHitsOf } from "@/lib/graph/tree-load";
import { treeReadResponse } from "@/lib/graph/tree-load";

export const dynamic = "force-dynamic";

/**
 * The tree of a conversation; `?packed=json|gzip` for the browser's compact form, with an ETag
 * (lib/graph/tree-response.ts). The conversation page preloads it (app/c/[conversationId]/page.tsx).
 * The packed forms leave out each node's message and token counts (a join over every item: most of
 * the route's time at 100,000 nodes); the browser loads them afterwards from `./counts`.
 */
export const GET = defineRoute<{ conversationId: string }>(
  {
    access: ({ params }) => ({ conversationId: params.conversationId }),
    need: "read",
    // A wide tree's load counts against RATE_LIMIT_TREE per 1,000 nodes (one member reloading a
    // 5,000-child tree in a loop must not starve the others); trees under 1,000 nodes are free.
    rateLimit: "tree",
    rateHits: ({ params }) => treeLoadHitsOf(params.conversationId),
  },
  async ({ params, query, request, ctx }) => {
    const packed = query.get("packed");
    // A wide tree is built and encoded in a worker thread (lib/graph/tree-load.ts), off the event loop.
    return treeReadResponse(
      {
        read: "tree",
        conversationId: params.conversationId,
        reader: readerOf(ctx),
        packed,
        counts: packed !== "json" && packed !== "gzip",
      },
      request.headers.get("if-none-match"),
    );
  },
);

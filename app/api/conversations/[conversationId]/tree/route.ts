import { roleCanWrite } from "@/lib/auth/access";
import { defineRoute } from "@/lib/auth/route";
import { getConversationTree } from "@/lib/views/tree-view";
import { treeResponse } from "@/lib/graph/tree-response";

export const dynamic = "force-dynamic";

/**
 * The tree of a conversation; `?packed=json|gzip` for the browser's compact form, with an ETag
 * (lib/graph/tree-response.ts). The conversation page preloads it (app/c/[conversationId]/page.tsx).
 */
export const GET = defineRoute<{ conversationId: string }>(
  { access: ({ params }) => ({ conversationId: params.conversationId }), need: "read" },
  async ({ params, query, request, ctx }) =>
    treeResponse(
      await getConversationTree(params.conversationId, ctx.viewer?.sessionId ?? null, {
        canWrite: "role" in ctx && roleCanWrite(ctx.role),
        userId: ctx.viewer?.userId ?? null,
      }),
      query.get("packed"),
      request.headers.get("if-none-match"),
    ),
);

import { roleCanWrite } from "@/lib/auth/access";
import { defineRoute } from "@/lib/auth/route";
import { getConversationTree } from "@/lib/db/queries/conversations";

export const dynamic = "force-dynamic";

export const GET = defineRoute<{ conversationId: string }>(
  { access: ({ params }) => ({ conversationId: params.conversationId }), need: "read" },
  ({ params, ctx }) =>
    getConversationTree(params.conversationId, ctx.viewer?.sessionId ?? null, { canWrite: "role" in ctx && roleCanWrite(ctx.role) }),
);

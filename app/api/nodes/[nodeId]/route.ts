import { roleCanWrite } from "@/lib/auth/access";
import { defineRoute } from "@/lib/auth/route";
import { loadNodeView } from "@/lib/chat/node-view";

export const dynamic = "force-dynamic";

export const GET = defineRoute<{ nodeId: string }>(
  { access: ({ params }) => ({ nodeId: params.nodeId }), need: "read" },
  ({ params, ctx }) =>
    loadNodeView(params.nodeId, {
      sessionId: ctx.viewer?.sessionId ?? null,
      userId: ctx.viewer?.userId ?? null,
      canWrite: "role" in ctx && roleCanWrite(ctx.role),
    }),
);

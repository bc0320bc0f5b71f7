import { readerOf } from "@/lib/auth/access";
import { defineRoute } from "@/lib/auth/route";
import { loadNodeView } from "@/lib/chat/node-view";

export const dynamic = "force-dynamic";

export const GET = defineRoute<{ nodeId: string }>(
  { access: ({ params }) => ({ nodeId: params.nodeId }), need: "read" },
  ({ params, ctx }) => loadNodeView(params.nodeId, readerOf(ctx)),
);

import { defineRoute } from "@/lib/auth/route";
import { getNodeMemory } from "@/lib/context/node-memory";

export const dynamic = "force-dynamic";

/** A node's memory: window against budget, folded items, and its memory tree's nodes (NodeMemoryView). */
export const GET = defineRoute<{ nodeId: string }>(
  { access: ({ params }) => ({ nodeId: params.nodeId }), need: "read" },
  ({ params }) => getNodeMemory(params.nodeId),
);

import { defineRoute } from "@/lib/auth/route";
import { toolMenuForProject } from "@/lib/tools";

export const dynamic = "force-dynamic";

/** The composer's tool menu for a node: its project's MCP servers and their cached tools (ToolMenu). */
export const GET = defineRoute<{ nodeId: string }>(
  { access: ({ params }) => ({ nodeId: params.nodeId }), need: "read" },
  ({ ctx }) => toolMenuForProject((ctx as { projectId: string }).projectId),
);

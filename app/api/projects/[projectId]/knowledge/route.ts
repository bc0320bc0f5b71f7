import { defineRoute } from "@/lib/auth/route";
import { describeKnowledge } from "@/lib/knowledge";

export const dynamic = "force-dynamic";

/** The project's knowledge tree, documents and taxonomy (KnowledgeView). */
export const GET = defineRoute<{ projectId: string }>(
  { access: ({ params }) => ({ projectId: params.projectId }), need: "read" },
  ({ params }) => describeKnowledge(params.projectId),
);

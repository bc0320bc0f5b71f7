import { jsonOrError } from "@/lib/http";
import { describeKnowledge } from "@/lib/knowledge";

export const dynamic = "force-dynamic";

/** The project's knowledge tree, documents and taxonomy (KnowledgeView). */
export async function GET(_request: Request, { params }: { params: Promise<{ projectId: string }> }) {
  const { projectId } = await params;
  return jsonOrError(() => describeKnowledge(projectId));
}

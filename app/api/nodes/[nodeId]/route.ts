import { loadNodeView } from "@/lib/chat/node-view";
import { jsonOrError } from "@/lib/http";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ nodeId: string }> }) {
  const { nodeId } = await params;
  return jsonOrError(() => loadNodeView(nodeId));
}

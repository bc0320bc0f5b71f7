import { idSchema } from "@/lib/actions/schemas";
import { getNodeMemory } from "@/lib/context/memory";
import { jsonOrError } from "@/lib/http";

export const dynamic = "force-dynamic";

/** A node's memory: window against budget, folded items, and its memory tree's nodes (NodeMemoryView). */
export async function GET(_request: Request, { params }: { params: Promise<{ nodeId: string }> }) {
  const { nodeId } = await params;
  return jsonOrError(() => getNodeMemory(idSchema.parse(nodeId)));
}

import { getContextReport } from "@/lib/db/queries/items";
import { jsonOrError } from "@/lib/http";

export const dynamic = "force-dynamic";

export async function GET(_request: Request, { params }: { params: Promise<{ itemId: string }> }) {
  const { itemId } = await params;
  return jsonOrError(() => getContextReport(itemId));
}

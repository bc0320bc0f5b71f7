import { defineRoute } from "@/lib/auth/route";
import { getContextReport } from "@/lib/db/queries/items";

export const dynamic = "force-dynamic";

export const GET = defineRoute<{ itemId: string }>(
  { access: ({ params }) => ({ itemId: params.itemId }), need: "read" },
  ({ params }) => getContextReport(params.itemId),
);

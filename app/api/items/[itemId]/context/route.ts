import { defineRoute } from "@/lib/auth/route";
import { getContextReportView } from "@/lib/context/report-view";

export const dynamic = "force-dynamic";

export const GET = defineRoute<{ itemId: string }>(
  { access: ({ params }) => ({ itemId: params.itemId }), need: "read" },
  ({ params }) => getContextReportView(params.itemId),
);

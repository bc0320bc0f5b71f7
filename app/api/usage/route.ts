import { z } from "zod";
import { idSchema } from "@/lib/actions/schemas";
import { defineRoute } from "@/lib/auth/route";
import { getUsageSummary } from "@/lib/context/usage";

export const dynamic = "force-dynamic";

const querySchema = z.union(
  [z.object({ conversationId: idSchema }).strict(), z.object({ projectId: idSchema }).strict()],
  { message: "Give either conversationId or projectId." },
);

function target(query: URLSearchParams) {
  return querySchema.parse(Object.fromEntries(query));
}

/** Usage per purpose: GET /api/usage?conversationId=... or ?projectId=... (UsageSummary). */
export const GET = defineRoute({ access: ({ query }) => target(query), need: "read" }, ({ query }) =>
  getUsageSummary(target(query)),
);

import { z } from "zod";
import { idSchema } from "@/lib/actions/schemas";
import { getUsageSummary } from "@/lib/context/usage";
import { jsonOrError } from "@/lib/http";

export const dynamic = "force-dynamic";

const querySchema = z.union([
  z.object({ conversationId: idSchema }).strict(),
  z.object({ projectId: idSchema }).strict(),
], { message: "Give either conversationId or projectId." });

/** Usage per purpose: GET /api/usage?conversationId=... or ?projectId=... (UsageSummary). */
export async function GET(request: Request) {
  return jsonOrError(async () => {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    return getUsageSummary(querySchema.parse(params));
  });
}

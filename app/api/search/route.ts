import { z } from "zod";
import { jsonOrError } from "@/lib/http";
import { paletteResults } from "@/lib/search/palette";

export const dynamic = "force-dynamic";

const querySchema = z.object({
  q: z.string().max(500, "Search for at most 500 characters.").default(""),
  projectId: z.string().min(1).max(64).optional(),
});

/** GET /api/search?q=words[&projectId=]: the command palette's projects and full-text hits. Reads only. */
export async function GET(request: Request) {
  return jsonOrError(async () => {
    const params = Object.fromEntries(new URL(request.url).searchParams);
    const { q, projectId } = querySchema.parse(params);
    return paletteResults(q, projectId);
  });
}

import { z } from "zod";
import { resolveAccess } from "@/lib/auth/access";
import { defineRoute } from "@/lib/auth/route";
import { paletteResults } from "@/lib/search/palette";

export const dynamic = "force-dynamic";

const querySchema = z.object({
  q: z.string().max(500, "Search for at most 500 characters.").default(""),
  projectId: z.string().min(1).max(64).optional(),
});

/**
 * GET /api/search?q=words[&projectId=]: the command palette's projects and full-text hits, only in
 * the signed-in user's projects (a projectId they may not read is a 404). Reads only.
 */
export const GET = defineRoute({ access: "authenticated" }, async ({ query, ctx }) => {
  const { q, projectId } = querySchema.parse(Object.fromEntries(query));
  const viewer = ctx.viewer!;
  if (projectId) await resolveAccess(viewer, { projectId }, "read");
  return paletteResults(viewer.userId, q, projectId, viewer.sessionId);
});

import { z } from "zod";
import { resolveAccess } from "@/lib/auth/access";
import { defineRoute } from "@/lib/auth/route";
import { tokenProjectScope } from "@/lib/auth/tokens";
import { paletteResults } from "@/lib/search/palette";

export const dynamic = "force-dynamic";

const querySchema = z.object({
  q: z.string().max(500, "Search for at most 500 characters.").default(""),
  projectId: z.string().min(1).max(64).optional(),
});

/**
 * GET /api/search?q=words[&projectId=]: the command palette's projects and full-text hits, only in
 * the signed-in user's projects (a projectId they may not read is a 404; a project token's one
 * project). Reads only.
 */
export const GET = defineRoute({ access: "authenticated" }, async ({ query, ctx }) => {
  const { q, projectId } = querySchema.parse(Object.fromEntries(query));
  const viewer = ctx.viewer!;
  if (projectId) await resolveAccess(viewer, { projectId }, "read");
  // A project token searches its one project only (lib/auth/tokens.ts).
  const scope = tokenProjectScope(viewer);
  const results = await paletteResults(viewer.userId, q, projectId ?? scope ?? undefined, viewer.sessionId);
  return scope ? { ...results, projects: results.projects.filter((p) => p.id === scope) } : results;
});

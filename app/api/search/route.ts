import { searchOp } from "@/lib/api/operations";
import { operationRoute } from "@/lib/api/route";

export const dynamic = "force-dynamic";

/**
 * GET /api/search?q=words[&projectId=]: the command palette's projects and full-text hits, only in
 * the signed-in user's projects (a projectId they may not read is a 404). Reads only. The same
 * operation as /api/v1/search.
 */
export const GET = operationRoute(searchOp);

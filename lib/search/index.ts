import "server-only";
import { getDbKind } from "@/lib/db/client";
import { findAsideRuleNodes } from "@/lib/db/queries/search";
import { AppError } from "@/lib/errors";
import { othersAsides } from "@/lib/views/tree-view";
import { postgresSearch } from "./postgres";
import { sqliteSearch } from "./sqlite";
import type { SearchHit, SearchQuery } from "./types";

export type { SearchHit, SearchHitKind, SearchQuery, Snippet, SearchBackend } from "./types";

const MAX_QUERY_CHARS = 500;

/**
 * Full-text search over a project's (or every project's) conversations, branch titles, messages and
 * documents, best first. Any text is a valid query: search syntax is never passed through.
 *
 * @throws AppError invalid:query when the query is too long
 * @example const hits = await search({ text: "launch code", projectId });
 */
export async function search(query: SearchQuery): Promise<SearchHit[]> {
  if (query.text.length > MAX_QUERY_CHARS)
    throw new AppError("invalid:query", `Search for at most ${MAX_QUERY_CHARS} characters.`);
  // The backend follows DATABASE_URL: FTS5 on SQLite, built-in full-text search on PostgreSQL.
  const backend = getDbKind() === "postgres" ? postgresSearch : sqliteSearch;
  const limit = query.limit ?? 30;
  const hits = await backend.search({ ...query, limit: limit * 2 });
  return (await withoutOthersAsides(hits, query.sessionId)).slice(0, limit);
}

/**
 * Drops hits inside an open volatile aside that another session owns, or anywhere under one (a
 * branch of it, its branches...): asides are private until merged, by the same rule as exports and
 * the share page (lib/views `othersAsides`).
 */
async function withoutOthersAsides(hits: SearchHit[], sessionId: string | undefined): Promise<SearchHit[]> {
  const conversationIds = [...new Set(hits.flatMap((h) => (h.nodeId && h.conversationId ? [h.conversationId] : [])))];
  const nodes = await findAsideRuleNodes(conversationIds);
  if (nodes.length === 0) return hits;
  const drop = othersAsides(nodes, sessionId);
  return hits.filter((h) => !h.nodeId || !drop.has(h.nodeId));
}

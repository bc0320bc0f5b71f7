import "server-only";
import { getDbKind } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { hiddenNodesIn } from "@/lib/views/tree-view";
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
  return (await withoutOthersAsides(hits, query.userId ?? null)).slice(0, limit);
}

/**
 * Drops hits inside an open aside that another account owns, or anywhere under one (a branch of
 * it, its branches...): an open aside is its owner's alone, by the rule every read asks
 * (lib/tree/capabilities `maySeeAside`). Search reads only the caller's projects; an ownerless
 * aside (an old version's) is left out too, whatever the role (search does not resolve asides).
 */
async function withoutOthersAsides(hits: SearchHit[], userId: string | null): Promise<SearchHit[]> {
  const conversationIds = [...new Set(hits.flatMap((h) => (h.nodeId && h.conversationId ? [h.conversationId] : [])))];
  const drop = await hiddenNodesIn(conversationIds, { userId });
  return drop.size === 0 ? hits : hits.filter((h) => !h.nodeId || !drop.has(h.nodeId));
}

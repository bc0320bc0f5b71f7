import "server-only";
import { AppError } from "../errors";
import { getDbKind } from "../db/client";
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
  if (query.text.length > MAX_QUERY_CHARS) throw new AppError("invalid:query", `Search for at most ${MAX_QUERY_CHARS} characters.`);
  // The backend follows DATABASE_URL: FTS5 on SQLite, built-in full-text search on PostgreSQL.
  return (getDbKind() === "postgres" ? postgresSearch : sqliteSearch).search(query);
}

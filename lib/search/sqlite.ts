import "server-only";
import { searchSqliteText } from "@/lib/db/queries/search-sqlite";
import { MARK_END, MARK_START, toMatchExpression } from "./query";
import { clampLimit, toSearchHit } from "./rows";
import type { SearchBackend, SearchHit, SearchQuery } from "./types";

/**
 * The SQLite FTS5 backend of {@link SearchBackend}: ranked by bm25, snippets with match ranges.
 * The query itself is lib/db's (`searchSqliteText`); this side makes the user's words a safe
 * MATCH expression and maps the rows.
 */
export const sqliteSearch: SearchBackend = {
  async search(query: SearchQuery): Promise<SearchHit[]> {
    const match = toMatchExpression(query.text);
    if (!match) return [];
    const rows = await searchSqliteText(match, {
      projectId: query.projectId ?? null,
      userId: query.userId ?? null,
      limit: clampLimit(query.limit),
      marks: { start: MARK_START, end: MARK_END },
    });
    return rows.map(toSearchHit);
  },
};

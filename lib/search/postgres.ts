import "server-only";
import { searchPostgresText } from "@/lib/db/queries/search-postgres";
import { MARK_END, MARK_START, queryTerms } from "./query";
import { clampLimit, toSearchHit } from "./rows";
import type { SearchBackend, SearchHit, SearchQuery } from "./types";

/** A tsquery that can never be a syntax error: terms are letters and digits only (see queryTerms). */
export function toTsQuery(text: string): string | null {
  const terms = queryTerms(text);
  if (terms.length === 0) return null;
  return terms.map((term, i) => (i === terms.length - 1 ? `${term}:*` : term)).join(" & ");
}

/**
 * The PostgreSQL backend of {@link SearchBackend}: ranked by ts_rank (negated, so lower is better as
 * with bm25), snippets from ts_headline with the same markers as SQLite. The query itself is lib/db's
 * (`searchPostgresText`, over stored tsvectors and their GIN indexes); this side makes the user's words a safe
 * tsquery and maps the rows.
 */
export const postgresSearch: SearchBackend = {
  async search(query: SearchQuery): Promise<SearchHit[]> {
    const tsquery = toTsQuery(query.text);
    if (!tsquery) return [];
    const rows = await searchPostgresText(tsquery, {
      projectId: query.projectId ?? null,
      userId: query.userId ?? null,
      limit: clampLimit(query.limit),
      marks: { start: MARK_START, end: MARK_END },
    });
    return rows.map(toSearchHit);
  },
};

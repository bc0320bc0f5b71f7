import "server-only";
import { getDb } from "@/lib/db/client";
import type { SearchTextQuery, SearchTextRow } from "./search";

// The same records as the SQLite FTS5 index (messages with text of their own, branch and conversation
// titles, leaves of project trees), matched with PostgreSQL's built-in full-text search: each row's
// tsvector ('simple' configuration, no stemming, like FTS5's unicode61), stored in a generated column
// with its GIN index (migration 20261124230000_search_vectors), against a tsquery of the user's words,
// all required, the last one as a prefix. Matching and ranking read the stored vectors: nothing is
// tokenized at query time but the snippets of the rows returned. The match is written with
// to_tsquery($1) inline (not through a CTE) so that each branch of the union can use its index.
// $1 tsquery, $2 projectId, $3 userId, $4 limit, $5 ts_headline options.
export const SEARCH_SQL = `
WITH q AS (SELECT to_tsquery('simple', $1) AS query),
docs AS (
  SELECT 'item' AS kind, i."id" AS ref, i."content" AS body, i."content_fts" AS vec, n."id" AS "nodeId",
         n."conversationId" AS "conversationId", NULL::text AS "documentId", NULL::text AS "treeProjectId"
  FROM "Item" i JOIN "Node" n ON n."id" = i."nodeId" WHERE i."content" <> ''
  UNION ALL
  SELECT 'node', n."id", n."title", n."title_fts", n."id", n."conversationId", NULL, NULL FROM "Node" n
  UNION ALL
  SELECT 'conversation', c."id", c."title", c."title_fts", NULL, c."id", NULL, NULL FROM "Conversation" c
  UNION ALL
  SELECT 'leaf', k."id", k."text", k."text_fts", NULL, NULL, k."sourceRef", t."projectId"
  FROM "KnowledgeNode" k JOIN "KnowledgeTree" t ON t."id" = k."treeId" AND t."kind" = 'project'
  WHERE k."text" IS NOT NULL AND k."text" <> ''
),
top AS (
  SELECT d.kind, d.ref, d.body, -ts_rank(d.vec, to_tsquery('simple', $1)) AS score,
         p."id" AS "projectId", p."name" AS "projectName",
         c."id" AS "conversationId", c."title" AS "conversationTitle",
         n."id" AS "nodeId", n."title" AS "nodeTitle",
         doc."id" AS "documentId", doc."name" AS "documentName"
  FROM docs d
  LEFT JOIN "Node" n ON n."id" = d."nodeId"
  LEFT JOIN "Conversation" c ON c."id" = d."conversationId"
  LEFT JOIN "Document" doc ON doc."id" = d."documentId"
  JOIN "Project" p ON p."id" = COALESCE(c."projectId", d."treeProjectId")
  WHERE d.vec @@ to_tsquery('simple', $1)
    AND ($2::text IS NULL OR p."id" = $2)
    AND ($3::text IS NULL OR p."id" IN (SELECT m."projectId" FROM "Membership" m WHERE m."userId" = $3))
  ORDER BY score, d.ref
  LIMIT $4
)
SELECT top.*, ts_headline('simple', top.body, q.query, $5) AS snippet FROM top CROSS JOIN q ORDER BY top.score, top.ref`;

/** ts_headline's options: the caller's markers, about as long an excerpt as SQLite's snippet(). */
export function headlineOptions(marks: SearchTextQuery["marks"]): string {
  return `StartSel=${marks.start}, StopSel=${marks.end}, MaxWords=18, MinWords=6, ShortWord=0, MaxFragments=1, FragmentDelimiter=…`;
}

/**
 * The PostgreSQL full-text query: `tsquery` (built by the caller from plain words, see lib/search
 * `toTsQuery`), ranked by ts_rank negated (lower is better, as with bm25), best first, with
 * ts_headline snippets. The rows also carry the matched text (`body`).
 */
export async function searchPostgresText(
  tsquery: string,
  query: SearchTextQuery,
): Promise<Array<SearchTextRow & { body: string }>> {
  return getDb().$queryRawUnsafe<Array<SearchTextRow & { body: string }>>(
    SEARCH_SQL,
    tsquery,
    query.projectId,
    query.userId,
    query.limit,
    headlineOptions(query.marks),
  );
}

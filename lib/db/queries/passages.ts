import "server-only";
import { getDb, getDbKind } from "@/lib/db/client";

/** The tree's passages matching a tsquery: $1 the tree, $2 the query (over the stored, GIN-indexed "search_fts"). */
const PG_MATCHING = `FROM "KnowledgePassage" WHERE "treeId" = $1 AND "search_fts" @@ to_tsquery('simple', $2)`;
/** The tree's passages matching an FTS5 expression: the expression, then the tree. */
const SQLITE_MATCHING = `FROM "PassageText" WHERE "PassageText" MATCH ? AND treeId = ?`;

/**
 * The ids of the tree's passages matching a PostgreSQL tsquery (already built and safe: its words
 * come from the caller's own tokenizing), best first by `ts_rank` over the GIN-indexed tsvector.
 *
 * @example await pgPassageSearch(treeId, "gateway | owner", 50)
 */
export async function pgPassageSearch(treeId: string, tsquery: string, limit: number): Promise<string[]> {
  const rows = await getDb().$queryRawUnsafe<{ id: string }[]>(
    `SELECT "id" ${PG_MATCHING}
       ORDER BY ts_rank("search_fts", to_tsquery('simple', $2)) DESC, "id" LIMIT $3`,
    treeId,
    tsquery,
    limit,
  );
  return rows.map((r) => r.id);
}

/**
 * The ids of the tree's passages matching an FTS5 MATCH expression (words quoted by the caller),
 * best first by FTS5's bm25 rank.
 *
 * @example await sqlitePassageSearch(treeId, '"gateway" OR "owner"', 50)
 */
export async function sqlitePassageSearch(treeId: string, match: string, limit: number): Promise<string[]> {
  const rows = await getDb().$queryRawUnsafe<{ id: string }[]>(
    `SELECT passageId AS id ${SQLITE_MATCHING} ORDER BY rank LIMIT ?`,
    match,
    treeId,
    limit,
  );
  return rows.map((r) => r.id);
}

/**
 * The search texts of up to `limit` of the tree's passages matching a tsquery (PostgreSQL) or an
 * FTS5 expression (SQLite), as {@link countMatchingPassages} takes them: what a caller re-reads with
 * its own tokenizer (the indexes split "sqlite3_trace" and "3.38.0" into words).
 */
export async function matchingPassageTexts(
  treeId: string,
  query: { postgres: string } | { sqlite: string },
  limit: number,
): Promise<string[]> {
  const n = Math.max(1, Math.floor(limit));
  const rows =
    "postgres" in query
      ? await getDb().$queryRawUnsafe<{ t: string }[]>(
          `SELECT "searchText" AS t ${PG_MATCHING} LIMIT ${n}`,
          treeId,
          query.postgres,
        )
      : await getDb().$queryRawUnsafe<{ t: string }[]>(
          `SELECT text AS t ${SQLITE_MATCHING} LIMIT ${n}`,
          query.sqlite,
          treeId,
        );
  return rows.map((r) => r.t);
}

/**
 * How many of the tree's passages match a tsquery (PostgreSQL) or an FTS5 expression (SQLite), as
 * {@link pgPassageSearch} and {@link sqlitePassageSearch} take them; with `atMost`, counting stops
 * there (1: whether any passage does, cheap even for a common word).
 */
export async function countMatchingPassages(
  treeId: string,
  query: { postgres: string } | { sqlite: string },
  atMost?: number,
): Promise<number> {
  const limit = atMost === undefined ? "" : ` LIMIT ${Math.max(1, Math.floor(atMost))}`;
  const rows =
    "postgres" in query
      ? await getDb().$queryRawUnsafe<{ n: bigint | number }[]>(
          `SELECT count(*) AS n FROM (SELECT 1 ${PG_MATCHING}${limit}) AS hits`,
          treeId,
          query.postgres,
        )
      : await getDb().$queryRawUnsafe<{ n: bigint | number }[]>(
          `SELECT count(*) AS n FROM (SELECT 1 ${SQLITE_MATCHING}${limit})`,
          query.sqlite,
          treeId,
        );
  return Number(rows[0]?.n ?? 0);
}

/**
 * Per document (its leaves' `sourceRef`), how many of the tree's passages match a tsquery
 * (PostgreSQL) or an FTS5 expression (SQLite), as {@link countMatchingPassages} takes them.
 */
export async function documentsOfMatchingPassages(
  treeId: string,
  query: { postgres: string } | { sqlite: string },
): Promise<Map<string, number>> {
  const rows =
    "postgres" in query
      ? await getDb().$queryRawUnsafe<{ s: string | null; n: bigint | number }[]>(
          `SELECT n."sourceRef" AS s, count(*) AS n FROM "KnowledgePassage" p
             JOIN "KnowledgeNode" n ON n.id = p."leafId"
             WHERE p.id IN (SELECT "id" ${PG_MATCHING}) GROUP BY n."sourceRef"`,
          treeId,
          query.postgres,
        )
      : await getDb().$queryRawUnsafe<{ s: string | null; n: bigint | number }[]>(
          `SELECT n.sourceRef AS s, count(*) AS n FROM "KnowledgePassage" p
             JOIN "KnowledgeNode" n ON n.id = p.leafId
             WHERE p.id IN (SELECT passageId ${SQLITE_MATCHING}) GROUP BY n.sourceRef`,
          query.sqlite,
          treeId,
        );
  return new Map(rows.flatMap((r) => (r.s ? [[r.s, Number(r.n)] as const] : [])));
}

/**
 * The ids of the tree's passages matching any of `terms` (plain words, made safe here), best
 * first: FTS5's bm25 rank on SQLite, `ts_rank` over the GIN-indexed tsvector on PostgreSQL.
 *
 * @example await searchKnowledgePassages(treeId, ["sqlite_max_column", "default"], 50)
 */
export async function searchKnowledgePassages(treeId: string, terms: string[], limit = 50): Promise<string[]> {
  const words = [...new Set(terms.flatMap((t) => t.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []))].slice(0, 32);
  if (words.length === 0) return [];
  return getDbKind() === "postgres"
    ? pgPassageSearch(treeId, words.join(" | "), limit)
    : sqlitePassageSearch(treeId, words.map((w) => `"${w}"`).join(" OR "), limit);
}

import "server-only";
import { getDb, getDbKind } from "@/lib/db/client";

/**
 * The ids of the tree's passages matching any of `terms` (plain words, made safe here), best
 * first: FTS5's bm25 rank on SQLite, `ts_rank` over the GIN-indexed tsvector on PostgreSQL.
 *
 * @example await searchKnowledgePassages(treeId, ["sqlite_max_column", "default"], 50)
 */
export async function searchKnowledgePassages(treeId: string, terms: string[], limit = 50): Promise<string[]> {
  const words = [...new Set(terms.flatMap((t) => t.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []))].slice(0, 32);
  if (words.length === 0) return [];
  if (getDbKind() === "postgres") {
    const query = words.join(" | ");
    const rows = await getDb().$queryRawUnsafe<{ id: string }[]>(
      `SELECT "id" FROM "KnowledgePassage" WHERE "treeId" = $1 AND to_tsvector('simple', "searchText") @@ to_tsquery('simple', $2)
       ORDER BY ts_rank(to_tsvector('simple', "searchText"), to_tsquery('simple', $2)) DESC, "id" LIMIT $3`,
      treeId,
      query,
      limit,
    );
    return rows.map((r) => r.id);
  }
  const match = words.map((w) => `"${w}"`).join(" OR ");
  const rows = await getDb().$queryRawUnsafe<{ id: string }[]>(
    `SELECT passageId AS id FROM "PassageText" WHERE "PassageText" MATCH ? AND treeId = ? ORDER BY rank LIMIT ?`,
    match,
    treeId,
    limit,
  );
  return rows.map((r) => r.id);
}

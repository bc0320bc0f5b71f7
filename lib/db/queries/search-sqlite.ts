import "server-only";
import { getDb } from "@/lib/db/client";
import type { SearchTextQuery, SearchTextRow } from "./search";

// One ranked query over the FTS5 index (prisma/migrations/*_search_fts), each hit joined to the
// records that place it: message -> node -> conversation -> project; leaf -> project tree -> document.
// Node memory trees are skipped (their leaves repeat messages that are indexed themselves).
const SQL = `
WITH top AS (
  SELECT "SearchText".rowid AS rid, r.kind AS kind, r.ref AS ref, bm25("SearchText") AS score,
         p.id AS projectId, p.name AS projectName,
         c.id AS conversationId, c.title AS conversationTitle,
         n.id AS nodeId, n.title AS nodeTitle,
         d.id AS documentId, d.name AS documentName
  FROM "SearchText"
  JOIN "SearchRef" r ON r.id = "SearchText".rowid
  LEFT JOIN "Item" i ON r.kind = 'item' AND i.id = r.ref
  LEFT JOIN "Node" n ON n.id = (CASE r.kind WHEN 'item' THEN i.nodeId WHEN 'node' THEN r.ref END)
  LEFT JOIN "Conversation" c ON c.id = (CASE r.kind WHEN 'conversation' THEN r.ref ELSE n.conversationId END)
  LEFT JOIN "KnowledgeNode" k ON r.kind = 'leaf' AND k.id = r.ref
  LEFT JOIN "KnowledgeTree" t ON t.id = k.treeId AND t.kind = 'project'
  LEFT JOIN "Document" d ON d.id = k.sourceRef
  JOIN "Project" p ON p.id = COALESCE(c.projectId, t.projectId)
  WHERE "SearchText" MATCH ? AND (? IS NULL OR p.id = ?)
    AND (? IS NULL OR p.id IN (SELECT m."projectId" FROM "Membership" m WHERE m."userId" = ?))
  ORDER BY score
  LIMIT ?
)
-- Snippets only for the hits returned (snippet() is the costly part when many rows match).
SELECT top.*, snippet("SearchText", 0, ?, ?, '…', 14) AS snippet
FROM top JOIN "SearchText" ON "SearchText".rowid = top.rid
WHERE "SearchText" MATCH ?
ORDER BY top.score`;

/**
 * The SQLite full-text query: FTS5 `match` (an expression the caller built from plain words, see
 * lib/search `toMatchExpression`), ranked by bm25 (lower is better), best first, with snippets.
 */
export async function searchSqliteText(match: string, query: SearchTextQuery): Promise<SearchTextRow[]> {
  return getDb().$queryRawUnsafe<SearchTextRow[]>(
    SQL,
    match,
    query.projectId,
    query.projectId,
    query.userId,
    query.userId,
    query.limit,
    query.marks.start,
    query.marks.end,
    match,
  );
}

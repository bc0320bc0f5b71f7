-- Passages' tsvector stored once (issue #17, cost and scale). The GIN index was over the expression
-- to_tsvector('simple', "searchText"): every candidate it returned for a prefix or phrase query
-- ("carr:*", "sqlite_max <-> column") was checked again, and every match ranked by ts_rank, by
-- tokenizing the passage's text anew. A 490k-character project's ask spent ~600 ms in those
-- queries on PostgreSQL (50 ms on SQLite). The vector is now a stored generated column, indexed.
-- Prisma cannot model it: like the GIN indexes, its name ends in _fts, and the schema check
-- (lib/db/postgres-migrations.test.ts) leaves such search objects out.
ALTER TABLE "KnowledgePassage"
  ADD COLUMN "search_fts" tsvector GENERATED ALWAYS AS (to_tsvector('simple', "searchText")) STORED;
CREATE INDEX "KnowledgePassage_search_fts" ON "KnowledgePassage" USING GIN ("search_fts");
DROP INDEX "KnowledgePassage_fts";

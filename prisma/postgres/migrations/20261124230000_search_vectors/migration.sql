-- Global search's tsvectors stored once, as the passages' are (20261124205000_passage_search_vector).
-- The GIN indexes of 20261122230000_search_gin were over expressions: the index found the matching
-- rows, but ts_rank then tokenized every match anew to rank it, and a prefix query rechecked every
-- candidate the same way. A word in most of 50,000 messages took ~700 ms a search. The vectors are
-- now stored generated columns, indexed; the search query reads them (lib/db/queries/search-postgres.ts).
-- Their names end in _fts: the schema check (lib/db/postgres-migrations.test.ts) leaves them out, as
-- Prisma cannot model them.
ALTER TABLE "Item" ADD COLUMN "content_fts" tsvector GENERATED ALWAYS AS (to_tsvector('simple', "content")) STORED;
ALTER TABLE "Node" ADD COLUMN "title_fts" tsvector GENERATED ALWAYS AS (to_tsvector('simple', "title")) STORED;
ALTER TABLE "Conversation" ADD COLUMN "title_fts" tsvector GENERATED ALWAYS AS (to_tsvector('simple', "title")) STORED;
ALTER TABLE "KnowledgeNode" ADD COLUMN "text_fts" tsvector GENERATED ALWAYS AS (to_tsvector('simple', "text")) STORED;
DROP INDEX "Item_content_fts";
DROP INDEX "Node_title_fts";
DROP INDEX "Conversation_title_fts";
DROP INDEX "KnowledgeNode_text_fts";
CREATE INDEX "Item_content_fts" ON "Item" USING GIN ("content_fts");
CREATE INDEX "Node_title_fts" ON "Node" USING GIN ("title_fts");
CREATE INDEX "Conversation_title_fts" ON "Conversation" USING GIN ("title_fts");
CREATE INDEX "KnowledgeNode_text_fts" ON "KnowledgeNode" USING GIN ("text_fts");

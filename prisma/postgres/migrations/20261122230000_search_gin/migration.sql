-- Full-text search on PostgreSQL (lib/search/postgres.ts): GIN indexes on the very tsvector
-- expressions the search query matches, so a search reads the index instead of computing
-- to_tsvector for every message, title and leaf. Prisma cannot model expression indexes; the
-- migration parity test leaves indexes named *_fts out of its comparison, as it does CHECK constraints.
CREATE INDEX "Item_content_fts" ON "Item" USING GIN (to_tsvector('simple', "content"));
CREATE INDEX "Node_title_fts" ON "Node" USING GIN (to_tsvector('simple', "title"));
CREATE INDEX "Conversation_title_fts" ON "Conversation" USING GIN (to_tsvector('simple', "title"));
CREATE INDEX "KnowledgeNode_text_fts" ON "KnowledgeNode" USING GIN (to_tsvector('simple', "text"));

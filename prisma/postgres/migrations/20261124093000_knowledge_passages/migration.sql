-- Passages under leaves (issue #17), the twin of the SQLite migration: a generated tsvector with a
-- GIN index instead of FTS5 (lib/db/queries/passages.ts queries it).
CREATE TABLE "KnowledgePassage" (
    "id" TEXT NOT NULL,
    "treeId" TEXT NOT NULL,
    "leafId" TEXT NOT NULL,
    "ord" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "headings" JSONB NOT NULL DEFAULT '[]',
    "row" INTEGER,
    "searchText" TEXT NOT NULL,
    "search" tsvector GENERATED ALWAYS AS (to_tsvector('simple', "searchText")) STORED,
    CONSTRAINT "KnowledgePassage_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "KnowledgePassage_treeId_idx" ON "KnowledgePassage"("treeId");
CREATE INDEX "KnowledgePassage_leafId_idx" ON "KnowledgePassage"("leafId");
CREATE INDEX "KnowledgePassage_search_idx" ON "KnowledgePassage" USING GIN ("search");
ALTER TABLE "KnowledgePassage" ADD CONSTRAINT "KnowledgePassage_leafId_fkey" FOREIGN KEY ("leafId") REFERENCES "KnowledgeNode"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Passages under leaves (issue #17), the twin of the SQLite migration: a GIN index on the very
-- tsvector expression lib/db/queries/passages.ts matches, instead of FTS5 (named *_fts like the
-- other full-text indexes, which Prisma does not model).
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
    CONSTRAINT "KnowledgePassage_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "KnowledgePassage_treeId_idx" ON "KnowledgePassage"("treeId");
CREATE INDEX "KnowledgePassage_leafId_idx" ON "KnowledgePassage"("leafId");
CREATE INDEX "KnowledgePassage_fts" ON "KnowledgePassage" USING GIN (to_tsvector('simple', "searchText"));
ALTER TABLE "KnowledgePassage" ADD CONSTRAINT "KnowledgePassage_leafId_fkey" FOREIGN KEY ("leafId") REFERENCES "KnowledgeNode"("id") ON DELETE CASCADE ON UPDATE CASCADE;

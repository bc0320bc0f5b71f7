-- Passages under leaves (issue #17): the unit of flat retrieval, with an FTS5 index kept in sync by
-- triggers (lib/db/queries/passages.ts queries it). Deleting a leaf deletes its passages.
CREATE TABLE "KnowledgePassage" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "treeId" TEXT NOT NULL,
    "leafId" TEXT NOT NULL,
    "ord" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "text" TEXT NOT NULL,
    "headings" JSONB NOT NULL DEFAULT '[]',
    "row" INTEGER,
    "searchText" TEXT NOT NULL,
    CONSTRAINT "KnowledgePassage_leafId_fkey" FOREIGN KEY ("leafId") REFERENCES "KnowledgeNode" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE INDEX "KnowledgePassage_treeId_idx" ON "KnowledgePassage"("treeId");
CREATE INDEX "KnowledgePassage_leafId_idx" ON "KnowledgePassage"("leafId");

CREATE VIRTUAL TABLE "PassageText" USING fts5(passageId UNINDEXED, treeId UNINDEXED, text, tokenize = 'unicode61 remove_diacritics 2');
CREATE TRIGGER "passage_insert" AFTER INSERT ON "KnowledgePassage" BEGIN
  INSERT INTO "PassageText" (passageId, treeId, text) VALUES (NEW."id", NEW."treeId", NEW."searchText");
END;
CREATE TRIGGER "passage_delete" AFTER DELETE ON "KnowledgePassage" BEGIN
  DELETE FROM "PassageText" WHERE passageId = OLD."id";
END;

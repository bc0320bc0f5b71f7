-- Passages' FTS5 rows by rowid (issue #17, cost and scale). The delete trigger of
-- 20261124093000_knowledge_passages found a passage's FTS row by its UNINDEXED passageId, a scan of
-- the whole index per deleted passage: deleting a 17-passage document of a 50 MB project took 7.4 s
-- (a write lock held that long). As for messages and leaves (20261122170000_search_fts), the FTS
-- row's rowid is now the passage's SearchRef id (kind 'passage'; the Prisma table's text ids and
-- implicit rowids may change on VACUUM), found through SearchRef's unique index.
DROP TRIGGER "passage_insert";
DROP TRIGGER "passage_delete";
DELETE FROM "PassageText";
INSERT INTO "SearchRef" ("kind", "ref") SELECT 'passage', "id" FROM "KnowledgePassage";
INSERT INTO "PassageText" (rowid, passageId, treeId, text)
  SELECT r."id", p."id", p."treeId", p."searchText" FROM "SearchRef" r JOIN "KnowledgePassage" p ON r."kind" = 'passage' AND p."id" = r."ref";
CREATE TRIGGER "passage_insert" AFTER INSERT ON "KnowledgePassage" BEGIN
  INSERT INTO "SearchRef" ("kind", "ref") VALUES ('passage', NEW."id");
  INSERT INTO "PassageText" (rowid, passageId, treeId, text) VALUES (last_insert_rowid(), NEW."id", NEW."treeId", NEW."searchText");
END;
CREATE TRIGGER "passage_delete" AFTER DELETE ON "KnowledgePassage" BEGIN
  DELETE FROM "PassageText" WHERE rowid = (SELECT "id" FROM "SearchRef" WHERE "kind" = 'passage' AND "ref" = OLD."id");
  DELETE FROM "SearchRef" WHERE "kind" = 'passage' AND "ref" = OLD."id";
END;

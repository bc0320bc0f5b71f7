-- Full-text search (issue #11): one FTS5 index over message text, node and conversation titles and
-- the text of knowledge-tree leaves, kept in sync by triggers. Records are identified in SearchRef
-- (kind + id of the record); the FTS row's rowid is SearchRef.id, because the Prisma tables have text
-- ids and their implicit rowids may change on VACUUM. lib/search/sqlite.ts queries it.

CREATE TABLE "SearchRef" (
    "id" INTEGER NOT NULL PRIMARY KEY AUTOINCREMENT,
    -- item | node | conversation | leaf
    "kind" TEXT NOT NULL,
    "ref" TEXT NOT NULL
);
CREATE UNIQUE INDEX "SearchRef_kind_ref_key" ON "SearchRef"("kind", "ref");

CREATE VIRTUAL TABLE "SearchText" USING fts5(text, tokenize = 'unicode61 remove_diacritics 2');

-- Messages (inherited references have no text of their own and are not indexed).
CREATE TRIGGER "search_item_insert" AFTER INSERT ON "Item" WHEN NEW."content" <> '' BEGIN
  INSERT INTO "SearchRef" ("kind", "ref") VALUES ('item', NEW."id");
  INSERT INTO "SearchText" (rowid, text) VALUES (last_insert_rowid(), NEW."content");
END;
CREATE TRIGGER "search_item_update" AFTER UPDATE OF "content" ON "Item" BEGIN
  DELETE FROM "SearchText" WHERE rowid = (SELECT "id" FROM "SearchRef" WHERE "kind" = 'item' AND "ref" = OLD."id");
  DELETE FROM "SearchRef" WHERE "kind" = 'item' AND "ref" = OLD."id";
  INSERT INTO "SearchRef" ("kind", "ref") SELECT 'item', NEW."id" WHERE NEW."content" <> '';
  INSERT INTO "SearchText" (rowid, text) SELECT last_insert_rowid(), NEW."content" WHERE NEW."content" <> '';
END;
CREATE TRIGGER "search_item_delete" AFTER DELETE ON "Item" BEGIN
  DELETE FROM "SearchText" WHERE rowid = (SELECT "id" FROM "SearchRef" WHERE "kind" = 'item' AND "ref" = OLD."id");
  DELETE FROM "SearchRef" WHERE "kind" = 'item' AND "ref" = OLD."id";
END;

-- Branch titles.
CREATE TRIGGER "search_node_insert" AFTER INSERT ON "Node" BEGIN
  INSERT INTO "SearchRef" ("kind", "ref") VALUES ('node', NEW."id");
  INSERT INTO "SearchText" (rowid, text) VALUES (last_insert_rowid(), NEW."title");
END;
CREATE TRIGGER "search_node_update" AFTER UPDATE OF "title" ON "Node" BEGIN
  UPDATE "SearchText" SET text = NEW."title" WHERE rowid = (SELECT "id" FROM "SearchRef" WHERE "kind" = 'node' AND "ref" = NEW."id");
END;
CREATE TRIGGER "search_node_delete" AFTER DELETE ON "Node" BEGIN
  DELETE FROM "SearchText" WHERE rowid = (SELECT "id" FROM "SearchRef" WHERE "kind" = 'node' AND "ref" = OLD."id");
  DELETE FROM "SearchRef" WHERE "kind" = 'node' AND "ref" = OLD."id";
END;

-- Conversation titles.
CREATE TRIGGER "search_conversation_insert" AFTER INSERT ON "Conversation" BEGIN
  INSERT INTO "SearchRef" ("kind", "ref") VALUES ('conversation', NEW."id");
  INSERT INTO "SearchText" (rowid, text) VALUES (last_insert_rowid(), NEW."title");
END;
CREATE TRIGGER "search_conversation_update" AFTER UPDATE OF "title" ON "Conversation" BEGIN
  UPDATE "SearchText" SET text = NEW."title" WHERE rowid = (SELECT "id" FROM "SearchRef" WHERE "kind" = 'conversation' AND "ref" = NEW."id");
END;
CREATE TRIGGER "search_conversation_delete" AFTER DELETE ON "Conversation" BEGIN
  DELETE FROM "SearchText" WHERE rowid = (SELECT "id" FROM "SearchRef" WHERE "kind" = 'conversation' AND "ref" = OLD."id");
  DELETE FROM "SearchRef" WHERE "kind" = 'conversation' AND "ref" = OLD."id";
END;

-- Knowledge-tree leaves (documents' text; node memory leaves are filtered out at query time).
CREATE TRIGGER "search_leaf_insert" AFTER INSERT ON "KnowledgeNode" WHEN NEW."text" IS NOT NULL AND NEW."text" <> '' BEGIN
  INSERT INTO "SearchRef" ("kind", "ref") VALUES ('leaf', NEW."id");
  INSERT INTO "SearchText" (rowid, text) VALUES (last_insert_rowid(), NEW."text");
END;
CREATE TRIGGER "search_leaf_update" AFTER UPDATE OF "text" ON "KnowledgeNode" BEGIN
  DELETE FROM "SearchText" WHERE rowid = (SELECT "id" FROM "SearchRef" WHERE "kind" = 'leaf' AND "ref" = OLD."id");
  DELETE FROM "SearchRef" WHERE "kind" = 'leaf' AND "ref" = OLD."id";
  INSERT INTO "SearchRef" ("kind", "ref") SELECT 'leaf', NEW."id" WHERE NEW."text" IS NOT NULL AND NEW."text" <> '';
  INSERT INTO "SearchText" (rowid, text) SELECT last_insert_rowid(), NEW."text" WHERE NEW."text" IS NOT NULL AND NEW."text" <> '';
END;
CREATE TRIGGER "search_leaf_delete" AFTER DELETE ON "KnowledgeNode" BEGIN
  DELETE FROM "SearchText" WHERE rowid = (SELECT "id" FROM "SearchRef" WHERE "kind" = 'leaf' AND "ref" = OLD."id");
  DELETE FROM "SearchRef" WHERE "kind" = 'leaf' AND "ref" = OLD."id";
END;

-- Index what already exists.
INSERT INTO "SearchRef" ("kind", "ref") SELECT 'item', "id" FROM "Item" WHERE "content" <> '';
INSERT INTO "SearchRef" ("kind", "ref") SELECT 'node', "id" FROM "Node";
INSERT INTO "SearchRef" ("kind", "ref") SELECT 'conversation', "id" FROM "Conversation";
INSERT INTO "SearchRef" ("kind", "ref") SELECT 'leaf', "id" FROM "KnowledgeNode" WHERE "text" IS NOT NULL AND "text" <> '';
INSERT INTO "SearchText" (rowid, text) SELECT r."id", i."content" FROM "SearchRef" r JOIN "Item" i ON r."kind" = 'item' AND i."id" = r."ref";
INSERT INTO "SearchText" (rowid, text) SELECT r."id", n."title" FROM "SearchRef" r JOIN "Node" n ON r."kind" = 'node' AND n."id" = r."ref";
INSERT INTO "SearchText" (rowid, text) SELECT r."id", c."title" FROM "SearchRef" r JOIN "Conversation" c ON r."kind" = 'conversation' AND c."id" = r."ref";
INSERT INTO "SearchText" (rowid, text) SELECT r."id", k."text" FROM "SearchRef" r JOIN "KnowledgeNode" k ON r."kind" = 'leaf' AND k."id" = r."ref";

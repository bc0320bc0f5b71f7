-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_KnowledgeTree" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "projectId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "ownerNodeId" TEXT,
    "rootId" TEXT,
    "engine" TEXT NOT NULL DEFAULT 'offline',
    "foldedThrough" REAL,
    "foldedItems" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "KnowledgeTree_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "KnowledgeTree_ownerNodeId_fkey" FOREIGN KEY ("ownerNodeId") REFERENCES "Node" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_KnowledgeTree" ("createdAt", "engine", "foldedItems", "foldedThrough", "id", "kind", "ownerNodeId", "projectId", "rootId", "updatedAt") SELECT "createdAt", "engine", "foldedItems", "foldedThrough", "id", "kind", "ownerNodeId", "projectId", "rootId", "updatedAt" FROM "KnowledgeTree";
DROP TABLE "KnowledgeTree";
ALTER TABLE "new_KnowledgeTree" RENAME TO "KnowledgeTree";
CREATE UNIQUE INDEX "KnowledgeTree_ownerNodeId_key" ON "KnowledgeTree"("ownerNodeId");
CREATE INDEX "KnowledgeTree_projectId_kind_idx" ON "KnowledgeTree"("projectId", "kind");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;


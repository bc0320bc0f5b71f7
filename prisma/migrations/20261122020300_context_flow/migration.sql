-- CreateTable
CREATE TABLE "MergeEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "parentId" TEXT NOT NULL,
    "childId" TEXT NOT NULL,
    "mode" TEXT NOT NULL,
    "placement" TEXT NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "undoneAt" DATETIME,
    CONSTRAINT "MergeEvent_parentId_fkey" FOREIGN KEY ("parentId") REFERENCES "Node" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "MergeEvent_childId_fkey" FOREIGN KEY ("childId") REFERENCES "Node" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- RedefineTables
PRAGMA defer_foreign_keys=ON;
PRAGMA foreign_keys=OFF;
CREATE TABLE "new_Project" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "systemPrompt" TEXT NOT NULL DEFAULT '',
    "model" TEXT NOT NULL DEFAULT 'offline',
    "contextBudget" INTEGER NOT NULL DEFAULT 8000,
    "volatileResolution" TEXT NOT NULL DEFAULT 'ask',
    "volatileAfterMinutes" INTEGER NOT NULL DEFAULT 60,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);
INSERT INTO "new_Project" ("contextBudget", "createdAt", "id", "model", "name", "systemPrompt", "updatedAt") SELECT "contextBudget", "createdAt", "id", "model", "name", "systemPrompt", "updatedAt" FROM "Project";
DROP TABLE "Project";
ALTER TABLE "new_Project" RENAME TO "Project";
CREATE TABLE "new_Item" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "nodeId" TEXT NOT NULL,
    "position" REAL NOT NULL,
    "role" TEXT NOT NULL,
    "content" TEXT NOT NULL DEFAULT '',
    "origin" TEXT NOT NULL DEFAULT 'local',
    "refItemId" TEXT,
    "sourceNodeId" TEXT,
    "sourceItemIds" TEXT,
    "status" TEXT NOT NULL DEFAULT 'complete',
    "error" TEXT,
    "tokenCount" INTEGER NOT NULL DEFAULT 0,
    "model" TEXT,
    "contextReport" TEXT,
    "pinned" BOOLEAN NOT NULL DEFAULT false,
    "mergeEventId" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Item_nodeId_fkey" FOREIGN KEY ("nodeId") REFERENCES "Node" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Item_refItemId_fkey" FOREIGN KEY ("refItemId") REFERENCES "Item" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Item_mergeEventId_fkey" FOREIGN KEY ("mergeEventId") REFERENCES "MergeEvent" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
INSERT INTO "new_Item" ("content", "contextReport", "createdAt", "error", "id", "model", "nodeId", "origin", "position", "refItemId", "role", "sourceItemIds", "sourceNodeId", "status", "tokenCount") SELECT "content", "contextReport", "createdAt", "error", "id", "model", "nodeId", "origin", "position", "refItemId", "role", "sourceItemIds", "sourceNodeId", "status", "tokenCount" FROM "Item";
DROP TABLE "Item";
ALTER TABLE "new_Item" RENAME TO "Item";
CREATE INDEX "Item_nodeId_position_idx" ON "Item"("nodeId", "position");
CREATE INDEX "Item_refItemId_idx" ON "Item"("refItemId");
PRAGMA foreign_keys=ON;
PRAGMA defer_foreign_keys=OFF;

-- CreateIndex
CREATE INDEX "MergeEvent_parentId_idx" ON "MergeEvent"("parentId");

-- CreateIndex
CREATE INDEX "MergeEvent_childId_idx" ON "MergeEvent"("childId");


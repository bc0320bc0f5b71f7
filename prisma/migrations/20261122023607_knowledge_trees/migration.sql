-- AlterTable
ALTER TABLE "Project" ADD COLUMN "contentTypes" TEXT;

-- CreateTable
CREATE TABLE "KnowledgeTree" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "projectId" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "ownerNodeId" TEXT,
    "rootId" TEXT,
    "engine" TEXT NOT NULL DEFAULT 'offline',
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL,
    CONSTRAINT "KnowledgeTree_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "KnowledgeNode" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "treeId" TEXT NOT NULL,
    "parentId" TEXT,
    "level" TEXT NOT NULL,
    "depth" INTEGER NOT NULL,
    "order" INTEGER NOT NULL,
    "childIds" TEXT NOT NULL DEFAULT '[]',
    "metadata" TEXT NOT NULL,
    "text" TEXT,
    "chars" INTEGER NOT NULL,
    "tokens" INTEGER NOT NULL,
    "metadataTokens" INTEGER NOT NULL,
    "sourceRef" TEXT,
    CONSTRAINT "KnowledgeNode_treeId_fkey" FOREIGN KEY ("treeId") REFERENCES "KnowledgeTree" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateTable
CREATE TABLE "Document" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "projectId" TEXT NOT NULL,
    "treeId" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "format" TEXT NOT NULL,
    "chars" INTEGER NOT NULL,
    "chunks" INTEGER NOT NULL,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "Document_projectId_fkey" FOREIGN KEY ("projectId") REFERENCES "Project" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "Document_treeId_fkey" FOREIGN KEY ("treeId") REFERENCES "KnowledgeTree" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE UNIQUE INDEX "KnowledgeTree_ownerNodeId_key" ON "KnowledgeTree"("ownerNodeId");

-- CreateIndex
CREATE INDEX "KnowledgeTree_projectId_kind_idx" ON "KnowledgeTree"("projectId", "kind");

-- CreateIndex
CREATE INDEX "KnowledgeNode_treeId_idx" ON "KnowledgeNode"("treeId");

-- CreateIndex
CREATE INDEX "Document_projectId_idx" ON "Document"("projectId");


-- MCP servers registered for the instance and the projects' tool settings (issue 34).

-- AlterTable
ALTER TABLE "Project" ADD COLUMN "toolServers" JSONB;
ALTER TABLE "Project" ADD COLUMN "toolApproval" TEXT NOT NULL DEFAULT 'destructive';
ALTER TABLE "Project" ADD COLUMN "toolAsideTokens" INTEGER NOT NULL DEFAULT 2000;

-- CreateTable
CREATE TABLE "McpServer" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "transport" TEXT NOT NULL,
    "url" TEXT,
    "headersCipher" TEXT,
    "headerNames" JSONB,
    "command" TEXT,
    "args" JSONB,
    "status" TEXT NOT NULL DEFAULT 'unknown',
    "lastError" TEXT,
    "tools" JSONB,
    "checkedAt" DATETIME,
    "failures" INTEGER NOT NULL DEFAULT 0,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "McpServer_name_key" ON "McpServer"("name");

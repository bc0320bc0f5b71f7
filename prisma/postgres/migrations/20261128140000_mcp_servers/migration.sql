-- MCP servers registered for the instance and the projects' tool settings (issue 34): the PostgreSQL
-- twin of the SQLite migration.

-- AlterTable
ALTER TABLE "Project" ADD COLUMN "toolServers" JSONB;
ALTER TABLE "Project" ADD COLUMN "toolApproval" TEXT NOT NULL DEFAULT 'destructive';
ALTER TABLE "Project" ADD COLUMN "toolAsideTokens" INTEGER NOT NULL DEFAULT 2000;

-- CreateTable
CREATE TABLE "McpServer" (
    "id" TEXT NOT NULL,
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
    "checkedAt" TIMESTAMP(3),
    "failures" INTEGER NOT NULL DEFAULT 0,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "McpServer_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "McpServer_name_key" ON "McpServer"("name");

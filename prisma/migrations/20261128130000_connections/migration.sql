-- Connections managed in the app (issue 33): provider records with encrypted keys, a version the
-- instances watch, a project task model, and per-node and per-project sampling parameters.

-- AlterTable
ALTER TABLE "Project" ADD COLUMN "temperature" REAL;
ALTER TABLE "Project" ADD COLUMN "maxOutputTokens" INTEGER;
ALTER TABLE "Project" ADD COLUMN "taskModel" TEXT;

-- AlterTable
ALTER TABLE "Node" ADD COLUMN "temperature" REAL;
ALTER TABLE "Node" ADD COLUMN "maxOutputTokens" INTEGER;

-- AlterTable
ALTER TABLE "InstanceSettings" ADD COLUMN "connectionsVersion" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "Connection" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "name" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "url" TEXT,
    "keyCipher" TEXT,
    "keyHint" TEXT,
    "vision" BOOLEAN NOT NULL DEFAULT false,
    "models" JSONB,
    "testedAt" DATETIME,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" DATETIME NOT NULL
);

-- CreateIndex
CREATE UNIQUE INDEX "Connection_name_key" ON "Connection"("name");

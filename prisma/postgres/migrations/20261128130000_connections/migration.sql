-- Connections managed in the app (issue 33): the PostgreSQL twin of the SQLite migration.

-- AlterTable
ALTER TABLE "Project" ADD COLUMN "temperature" DOUBLE PRECISION;
ALTER TABLE "Project" ADD COLUMN "maxOutputTokens" INTEGER;
ALTER TABLE "Project" ADD COLUMN "taskModel" TEXT;

-- AlterTable
ALTER TABLE "Node" ADD COLUMN "temperature" DOUBLE PRECISION;
ALTER TABLE "Node" ADD COLUMN "maxOutputTokens" INTEGER;

-- AlterTable
ALTER TABLE "InstanceSettings" ADD COLUMN "connectionsVersion" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "Connection" (
    "id" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "provider" TEXT NOT NULL,
    "url" TEXT,
    "keyCipher" TEXT,
    "keyHint" TEXT,
    "vision" BOOLEAN NOT NULL DEFAULT false,
    "models" JSONB,
    "testedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Connection_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Connection_name_key" ON "Connection"("name");

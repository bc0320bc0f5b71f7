-- AlterTable
ALTER TABLE "KnowledgeNode" ADD COLUMN "location" TEXT;
ALTER TABLE "Document" ADD COLUMN "bytes" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "KnowledgeNode" ADD COLUMN "location" TEXT;

-- Imported conversations are marked (issue 21, finding 16): the export format they came from and
-- when, so the project page shows a badge (additive).
CREATE TYPE "ChatFormat" AS ENUM ('canopy', 'chatgpt', 'claude');
ALTER TABLE "Conversation" ADD COLUMN "importedFrom" "ChatFormat";
ALTER TABLE "Conversation" ADD COLUMN "importedAt" TIMESTAMP(3);

-- Imported conversations are marked (issue 21, finding 16): the export format they came from and
-- when, so the project page shows a badge (additive; no table rebuild, the search triggers stay).
ALTER TABLE "Conversation" ADD COLUMN "importedFrom" TEXT;
ALTER TABLE "Conversation" ADD COLUMN "importedAt" DATETIME;

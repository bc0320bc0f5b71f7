-- Json columns (issue #9), PostgreSQL twin: the JSON kept in TEXT becomes JSONB, cast in place.
ALTER TABLE "Project" ALTER COLUMN "contentTypes" TYPE JSONB USING "contentTypes"::jsonb;
ALTER TABLE "Item" ALTER COLUMN "sourceItemIds" TYPE JSONB USING "sourceItemIds"::jsonb,
  ALTER COLUMN "contextReport" TYPE JSONB USING "contextReport"::jsonb;
ALTER TABLE "KnowledgeNode" ALTER COLUMN "childIds" DROP DEFAULT;
ALTER TABLE "KnowledgeNode" ALTER COLUMN "childIds" TYPE JSONB USING "childIds"::jsonb,
  ALTER COLUMN "metadata" TYPE JSONB USING "metadata"::jsonb;
ALTER TABLE "KnowledgeNode" ALTER COLUMN "childIds" SET DEFAULT '[]';

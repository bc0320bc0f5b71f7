-- The account that opened a volatile aside (lib/tree/capabilities maySeeAside): an open aside is its
-- owner's alone. Existing asides take the user of the session or API token that opened them, when
-- that is still known; the others stay ownerless (the project's owner resolves them).
ALTER TABLE "Node" ADD COLUMN "ownerId" TEXT;

UPDATE "Node" SET "ownerId" = (SELECT s."userId" FROM "session" s WHERE s."id" = "Node"."sessionId")
WHERE "kind" = 'volatile' AND "sessionId" IS NOT NULL;

UPDATE "Node" SET "ownerId" = (SELECT t."userId" FROM "ApiToken" t WHERE 'token:' || t."id" = "Node"."sessionId")
WHERE "kind" = 'volatile' AND "ownerId" IS NULL AND "sessionId" LIKE 'token:%';

-- The account that opened a volatile aside (lib/tree/capabilities maySeeAside): an open aside is its
-- owner's alone. Existing asides take the user of the session or API token that opened them, when
-- that is still known; the others stay ownerless (the project's owner resolves them).
ALTER TABLE "Node" ADD COLUMN "ownerId" TEXT;

UPDATE "Node" SET "ownerId" = s."userId" FROM "session" s
WHERE s."id" = "Node"."sessionId" AND "Node"."kind" = 'volatile';

UPDATE "Node" SET "ownerId" = t."userId" FROM "ApiToken" t
WHERE 'token:' || t."id" = "Node"."sessionId" AND "Node"."kind" = 'volatile' AND "Node"."ownerId" IS NULL;

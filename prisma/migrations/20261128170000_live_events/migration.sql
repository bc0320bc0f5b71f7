-- Live updates: a per-conversation version and the change events streams resume from (lib/live).
ALTER TABLE "Conversation" ADD COLUMN "liveVersion" INTEGER NOT NULL DEFAULT 0;

CREATE TABLE "LiveEvent" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "conversationId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "nodeIds" JSONB NOT NULL,
    "privateTo" TEXT,
    "createdAt" DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP,
    CONSTRAINT "LiveEvent_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);
CREATE UNIQUE INDEX "LiveEvent_conversationId_version_key" ON "LiveEvent"("conversationId", "version");
CREATE INDEX "LiveEvent_createdAt_idx" ON "LiveEvent"("createdAt");

-- A person's pin or archive of a conversation (issue 38, finding 5: the home page's recent list).

-- CreateTable
CREATE TABLE "ConversationMark" (
    "userId" TEXT NOT NULL,
    "conversationId" TEXT NOT NULL,
    "pinnedAt" DATETIME,
    "archivedAt" DATETIME,

    PRIMARY KEY ("userId", "conversationId"),
    CONSTRAINT "ConversationMark_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user" ("id") ON DELETE CASCADE ON UPDATE CASCADE,
    CONSTRAINT "ConversationMark_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "ConversationMark_conversationId_idx" ON "ConversationMark"("conversationId");

-- A person's pin or archive of a conversation: the PostgreSQL twin of the SQLite migration.

-- CreateTable
CREATE TABLE "ConversationMark" (
    "userId" TEXT NOT NULL,
    "conversationId" TEXT NOT NULL,
    "pinnedAt" TIMESTAMP(3),
    "archivedAt" TIMESTAMP(3),

    CONSTRAINT "ConversationMark_pkey" PRIMARY KEY ("userId","conversationId")
);

-- CreateIndex
CREATE INDEX "ConversationMark_conversationId_idx" ON "ConversationMark"("conversationId");

-- AddForeignKey
ALTER TABLE "ConversationMark" ADD CONSTRAINT "ConversationMark_userId_fkey" FOREIGN KEY ("userId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ConversationMark" ADD CONSTRAINT "ConversationMark_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

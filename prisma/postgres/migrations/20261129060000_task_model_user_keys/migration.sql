-- The instance's task model and whether users may add their own keys (issue 33); a connection's
-- owner (a user's own key): the PostgreSQL twin of the SQLite migration.

-- AlterTable
ALTER TABLE "InstanceSettings" ADD COLUMN "taskModel" TEXT,
ADD COLUMN "userKeys" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "Connection" ADD COLUMN "ownerId" TEXT;

-- CreateIndex
CREATE INDEX "Connection_ownerId_idx" ON "Connection"("ownerId");

-- AddForeignKey
ALTER TABLE "Connection" ADD CONSTRAINT "Connection_ownerId_fkey" FOREIGN KEY ("ownerId") REFERENCES "user"("id") ON DELETE CASCADE ON UPDATE CASCADE;

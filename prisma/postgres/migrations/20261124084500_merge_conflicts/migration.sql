-- CreateEnum
CREATE TYPE "ConflictResolution" AS ENUM ('keep_parent', 'take_branch', 'both');

-- CreateTable
CREATE TABLE "MergeConflict" (
    "id" TEXT NOT NULL,
    "mergeEventId" TEXT NOT NULL,
    "about" TEXT NOT NULL,
    "branchItemId" TEXT NOT NULL,
    "branchText" TEXT NOT NULL,
    "parentItemId" TEXT NOT NULL,
    "parentText" TEXT NOT NULL,
    "resolution" "ConflictResolution",

    CONSTRAINT "MergeConflict_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "MergeConflict_mergeEventId_idx" ON "MergeConflict"("mergeEventId");

-- AddForeignKey
ALTER TABLE "MergeConflict" ADD CONSTRAINT "MergeConflict_mergeEventId_fkey" FOREIGN KEY ("mergeEventId") REFERENCES "MergeEvent"("id") ON DELETE CASCADE ON UPDATE CASCADE;


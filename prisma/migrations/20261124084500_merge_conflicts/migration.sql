-- CreateTable
CREATE TABLE "MergeConflict" (
    "id" TEXT NOT NULL PRIMARY KEY,
    "mergeEventId" TEXT NOT NULL,
    "about" TEXT NOT NULL,
    "branchItemId" TEXT NOT NULL,
    "branchText" TEXT NOT NULL,
    "parentItemId" TEXT NOT NULL,
    "parentText" TEXT NOT NULL,
    "resolution" TEXT,
    CONSTRAINT "MergeConflict_mergeEventId_fkey" FOREIGN KEY ("mergeEventId") REFERENCES "MergeEvent" ("id") ON DELETE CASCADE ON UPDATE CASCADE
);

-- CreateIndex
CREATE INDEX "MergeConflict_mergeEventId_idx" ON "MergeConflict"("mergeEventId");


-- Merge Undo compares a counter, not times (two rows written in one millisecond tie): the parent's
-- revision, bumped by every item appended, branch created and merge made under it, and the value a
-- merge left it at. Older merges have none and keep the time comparison.
ALTER TABLE "Node" ADD COLUMN "revision" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "MergeEvent" ADD COLUMN "parentRevision" INTEGER;

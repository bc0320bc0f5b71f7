-- The superseded marks of a window look conflicts up by the parent item they overrule.
CREATE INDEX "MergeConflict_parentItemId_idx" ON "MergeConflict"("parentItemId");

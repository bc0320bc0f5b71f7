-- Every foreign key gets an index that leads with its column (lib/db/foreign-keys.test.ts): a delete's
-- action on the rows that point at the deleted one found them by scanning the whole table. Deleting
-- nodes set their usage rows' nodeId to null that way (a 2,000-node purge over 100,000 usage rows took
-- 35 s on SQLite, 0.24 s with the index); deleting a merge event scanned every item.
CREATE INDEX "Usage_nodeId_idx" ON "Usage"("nodeId");
CREATE INDEX "Item_mergeEventId_idx" ON "Item"("mergeEventId");
CREATE INDEX "Document_treeId_idx" ON "Document"("treeId");
CREATE INDEX "ShareLink_createdById_idx" ON "ShareLink"("createdById");
CREATE INDEX "Project_ownerId_idx" ON "Project"("ownerId");
CREATE INDEX "ApiToken_projectId_idx" ON "ApiToken"("projectId");

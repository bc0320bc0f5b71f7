-- Invariants in the database (issue #9): one item per (nodeId, position) in a window.
-- Positions stay REAL so that a merge can insert between two items; appends take last + 1 under the
-- node's write lock (lib/db/queries/items.ts), so they are unique and gap-free.

-- Before this index, racing writers could give two items the same position. Move such twins apart by
-- a hair, in insertion (rowid) order; the first one keeps its position.
UPDATE "Item" SET "position" = "position" + 0.000000001 * ("Item".rowid - (
  SELECT min(o.rowid) FROM "Item" AS o WHERE o."nodeId" = "Item"."nodeId" AND o."position" = "Item"."position"))
WHERE EXISTS (
  SELECT 1 FROM "Item" AS o WHERE o."nodeId" = "Item"."nodeId" AND o."position" = "Item"."position" AND o.rowid <> "Item".rowid);

DROP INDEX "Item_nodeId_position_idx";
CREATE UNIQUE INDEX "Item_nodeId_position_key" ON "Item"("nodeId", "position");

-- Tool calls in the tree (issue 34): tool items (role "tool", a TEXT enum on SQLite) with their
-- call's provenance, and automatic tool asides marked on their node.

-- AlterTable
ALTER TABLE "Item" ADD COLUMN "tool" JSONB;

-- AlterTable
ALTER TABLE "Node" ADD COLUMN "toolOutput" BOOLEAN NOT NULL DEFAULT false;

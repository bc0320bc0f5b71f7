-- Tool calls in the tree (issue 34): the PostgreSQL twin of the SQLite migration.

-- AlterEnum
ALTER TYPE "ItemRole" ADD VALUE 'tool';

-- AlterTable
ALTER TABLE "Item" ADD COLUMN "tool" JSONB;

-- AlterTable
ALTER TABLE "Node" ADD COLUMN "toolOutput" BOOLEAN NOT NULL DEFAULT false;

-- Typed columns (issue #9), PostgreSQL twin: the closed vocabularies become enum types (the CHECK
-- constraints of 20261122200000_db_invariants that listed them give way to the types). Values are
-- cast in place (USING), so existing rows keep their values.
CREATE TYPE "NodeKind" AS ENUM ('root', 'branch', 'volatile');
CREATE TYPE "NodeStatus" AS ENUM ('open', 'merged');
CREATE TYPE "InheritPolicy" AS ENUM ('none', 'full', 'selective', 'compressed');
CREATE TYPE "ItemRole" AS ENUM ('user', 'assistant', 'note');
CREATE TYPE "ItemOrigin" AS ENUM ('local', 'inherited', 'merged');
CREATE TYPE "ItemStatus" AS ENUM ('complete', 'streaming', 'error', 'aborted');
CREATE TYPE "UsagePurpose" AS ENUM ('chat', 'summarise', 'navigate', 'merge', 'compress');
CREATE TYPE "UsageOutcome" AS ENUM ('ok', 'error', 'aborted');
CREATE TYPE "MergeMode" AS ENUM ('full', 'selected', 'condensed');
CREATE TYPE "MergePlacement" AS ENUM ('append', 'chronological');
CREATE TYPE "KnowledgeTreeKind" AS ENUM ('project', 'node');
CREATE TYPE "KnowledgeLevel" AS ENUM ('leaf', 'branch', 'root');
CREATE TYPE "ProjectRole" AS ENUM ('owner', 'editor', 'viewer');
CREATE TYPE "UserRole" AS ENUM ('admin', 'user');

ALTER TABLE "Node" DROP CONSTRAINT "Node_kind_check", DROP CONSTRAINT "Node_status_check", DROP CONSTRAINT "Node_inheritPolicy_check",
  ALTER COLUMN "status" DROP DEFAULT, ALTER COLUMN "inheritPolicy" DROP DEFAULT;
ALTER TABLE "Node" ALTER COLUMN "kind" TYPE "NodeKind" USING "kind"::"NodeKind",
  ALTER COLUMN "status" TYPE "NodeStatus" USING "status"::"NodeStatus",
  ALTER COLUMN "inheritPolicy" TYPE "InheritPolicy" USING "inheritPolicy"::"InheritPolicy";
ALTER TABLE "Node" ALTER COLUMN "status" SET DEFAULT 'open', ALTER COLUMN "inheritPolicy" SET DEFAULT 'none';

ALTER TABLE "Item" DROP CONSTRAINT "Item_role_check", DROP CONSTRAINT "Item_origin_check",
  ALTER COLUMN "origin" DROP DEFAULT, ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "Item" ALTER COLUMN "role" TYPE "ItemRole" USING "role"::"ItemRole",
  ALTER COLUMN "origin" TYPE "ItemOrigin" USING "origin"::"ItemOrigin",
  ALTER COLUMN "status" TYPE "ItemStatus" USING "status"::"ItemStatus";
ALTER TABLE "Item" ALTER COLUMN "origin" SET DEFAULT 'local', ALTER COLUMN "status" SET DEFAULT 'complete';

ALTER TABLE "Usage" ALTER COLUMN "outcome" DROP DEFAULT;
ALTER TABLE "Usage" ALTER COLUMN "purpose" TYPE "UsagePurpose" USING "purpose"::"UsagePurpose",
  ALTER COLUMN "outcome" TYPE "UsageOutcome" USING "outcome"::"UsageOutcome";
ALTER TABLE "Usage" ALTER COLUMN "outcome" SET DEFAULT 'ok';

ALTER TABLE "MergeEvent" DROP CONSTRAINT "MergeEvent_mode_check", DROP CONSTRAINT "MergeEvent_placement_check",
  ALTER COLUMN "mode" TYPE "MergeMode" USING "mode"::"MergeMode",
  ALTER COLUMN "placement" TYPE "MergePlacement" USING "placement"::"MergePlacement";

ALTER TABLE "KnowledgeTree" DROP CONSTRAINT "KnowledgeTree_kind_check",
  ALTER COLUMN "kind" TYPE "KnowledgeTreeKind" USING "kind"::"KnowledgeTreeKind";
ALTER TABLE "KnowledgeNode" DROP CONSTRAINT "KnowledgeNode_level_check",
  ALTER COLUMN "level" TYPE "KnowledgeLevel" USING "level"::"KnowledgeLevel";

ALTER TABLE "Membership" DROP CONSTRAINT "Membership_role_check",
  ALTER COLUMN "role" TYPE "ProjectRole" USING "role"::"ProjectRole";

ALTER TABLE "user" DROP CONSTRAINT "user_role_check", ALTER COLUMN "role" DROP DEFAULT;
ALTER TABLE "user" ALTER COLUMN "role" TYPE "UserRole" USING "role"::"UserRole";
ALTER TABLE "user" ALTER COLUMN "role" SET DEFAULT 'user';

-- Invariants in the database (issue #9), PostgreSQL twin: the unique (nodeId, position) index, and
-- CHECK constraints SQLite cannot add without rebuilding its tables (Prisma does not model CHECKs;
-- the migration parity test ignores them on purpose).
DROP INDEX "Item_nodeId_position_idx";
CREATE UNIQUE INDEX "Item_nodeId_position_key" ON "Item"("nodeId", "position");

-- Counts and sizes are never negative.
ALTER TABLE "Item" ADD CONSTRAINT "Item_tokenCount_check" CHECK ("tokenCount" >= 0);
ALTER TABLE "Usage" ADD CONSTRAINT "Usage_counts_check"
  CHECK ("inputTokens" >= 0 AND "outputTokens" >= 0 AND "cachedTokens" >= 0 AND "latencyMs" >= 0);
ALTER TABLE "KnowledgeNode" ADD CONSTRAINT "KnowledgeNode_counts_check"
  CHECK ("chars" >= 0 AND "tokens" >= 0 AND "metadataTokens" >= 0 AND "depth" >= 0);
ALTER TABLE "KnowledgeTree" ADD CONSTRAINT "KnowledgeTree_foldedItems_check" CHECK ("foldedItems" >= 0);
ALTER TABLE "Document" ADD CONSTRAINT "Document_counts_check" CHECK ("chars" >= 0 AND "bytes" >= 0 AND "chunks" >= 0);
ALTER TABLE "Project" ADD CONSTRAINT "Project_contextBudget_check" CHECK ("contextBudget" > 0);

-- Closed vocabularies (the unions in lib/tree/types.ts and lib/auth/types.ts).
ALTER TABLE "Node" ADD CONSTRAINT "Node_kind_check" CHECK ("kind" IN ('root', 'branch', 'volatile'));
ALTER TABLE "Node" ADD CONSTRAINT "Node_status_check" CHECK ("status" IN ('open', 'merged'));
ALTER TABLE "Node" ADD CONSTRAINT "Node_inheritPolicy_check" CHECK ("inheritPolicy" IN ('none', 'full', 'selective', 'compressed'));
ALTER TABLE "Item" ADD CONSTRAINT "Item_role_check" CHECK ("role" IN ('user', 'assistant', 'note'));
ALTER TABLE "Item" ADD CONSTRAINT "Item_origin_check" CHECK ("origin" IN ('local', 'inherited', 'merged'));
ALTER TABLE "MergeEvent" ADD CONSTRAINT "MergeEvent_mode_check" CHECK ("mode" IN ('full', 'selected', 'condensed'));
ALTER TABLE "MergeEvent" ADD CONSTRAINT "MergeEvent_placement_check" CHECK ("placement" IN ('append', 'chronological'));
ALTER TABLE "KnowledgeTree" ADD CONSTRAINT "KnowledgeTree_kind_check" CHECK ("kind" IN ('project', 'node'));
ALTER TABLE "KnowledgeNode" ADD CONSTRAINT "KnowledgeNode_level_check" CHECK ("level" IN ('leaf', 'branch', 'root'));
ALTER TABLE "Membership" ADD CONSTRAINT "Membership_role_check" CHECK ("role" IN ('owner', 'editor', 'viewer'));
ALTER TABLE "user" ADD CONSTRAINT "user_role_check" CHECK ("role" IN ('admin', 'user'));


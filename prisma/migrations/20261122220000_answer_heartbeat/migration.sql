-- Answers written as they stream (issue 9b): the heartbeat of a streaming answer, refreshed with
-- every flush of its text. An answer is live while its heartbeat is recent (additive).
ALTER TABLE "Item" ADD COLUMN "heartbeatAt" DATETIME;
CREATE INDEX "Item_status_heartbeatAt_idx" ON "Item"("status", "heartbeatAt");

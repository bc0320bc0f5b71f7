-- A runner's look at whose turn it is (lib/jobs/fair.ts) groups the due queued jobs by creator and
-- project and reads one group's oldest: with only (status, runAt) both walked every due job, and a
-- newcomer's group the whole backlog queued before it.
CREATE INDEX "Job_status_createdById_projectId_runAt_idx" ON "Job"("status", "createdById", "projectId", "runAt");

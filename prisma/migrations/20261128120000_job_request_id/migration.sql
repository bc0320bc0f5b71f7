-- The request that queued a job (x-request-id), carried into its log lines.
ALTER TABLE "Job" ADD COLUMN "requestId" TEXT;

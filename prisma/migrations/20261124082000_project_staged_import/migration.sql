-- A chat import writes into a staging project, then moves its conversations in one transaction (lib/transfer/write.ts).
ALTER TABLE "Project" ADD COLUMN "stagedFor" TEXT;

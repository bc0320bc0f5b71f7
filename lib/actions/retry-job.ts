"use server";
import { retryProjectJob } from "@/lib/jobs/queue";
import { defineAction } from "./safe-action";
import { retryJobSchema } from "./schemas";

/** Queues a failed job of the project again, with fresh attempts (Retry in the Jobs panel). */
export const retryJobAction = defineAction(
  retryJobSchema,
  { access: (input) => ({ projectId: input.projectId }), need: "write" },
  ({ projectId, jobId }) => retryProjectJob(projectId, jobId),
);

import { defineRoute } from "@/lib/auth/route";
import { getProjectJob } from "@/lib/jobs/queue";

export const dynamic = "force-dynamic";

/** One job of the project: status, attempts, progress, error, result (read only; polled by the UI). */
export const GET = defineRoute<{ projectId: string; jobId: string }>(
  { access: ({ params }) => ({ projectId: params.projectId }), need: "read" },
  async ({ params }) => ({
    job: await getProjectJob(params.projectId, params.jobId),
  }),
);

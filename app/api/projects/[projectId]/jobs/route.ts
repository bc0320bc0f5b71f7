import { defineRoute } from "@/lib/auth/route";
import { listProjectJobs } from "@/lib/jobs/queue";

export const dynamic = "force-dynamic";

/** The project's jobs for the Jobs panel: queued and running, then the latest finished (read only). */
export const GET = defineRoute<{ projectId: string }>(
  { access: ({ params }) => ({ projectId: params.projectId }), need: "read" },
  async ({ params }) => ({
    jobs: await listProjectJobs(params.projectId),
  }),
);

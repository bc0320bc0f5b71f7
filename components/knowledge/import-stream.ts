import type { JobView } from "@/lib/jobs/types";
import { fetchJson } from "@/lib/query/fetch-json";

/** Progress of an import job, as the import panel shows it. */
export type ImportProgressEvent = { message: string; done: number; total: number };
export type ImportSummary = {
  documents: number;
  chunks: number;
  leaves: number;
  depth: number;
  chars: number;
  resummarised: number;
  engine: string;
};

/**
 * Reads the import route's answer: a JSON error response (a bad file), or 202 `{ job }` — the
 * import queued as a background job. Resolves with the job; throws with the server's message.
 */
export async function readQueuedImport(response: Response): Promise<JobView> {
  const payload = (await response.json().catch(() => null)) as { job?: JobView; error?: { message?: string } } | null;
  if (!response.ok || !payload?.job)
    throw new Error(payload?.error?.message ?? `The import failed (${response.status}).`);
  return payload.job;
}

/**
 * Polls an import job until it ends, reporting its progress; resolves with the import's result,
 * throws with the job's error. The import itself runs on the server whether or not this page
 * stays open (the Jobs panel shows it after a reload).
 */
export async function followImportJob(
  projectId: string,
  jobId: string,
  onProgress: (p: ImportProgressEvent) => void,
  everyMs = 500,
): Promise<ImportSummary> {
  for (;;) {
    const { job } = await fetchJson<{ job: JobView }>(`/api/projects/${projectId}/jobs/${jobId}`);
    if (job.status === "succeeded") return job.result as ImportSummary;
    if (job.status === "failed") throw new Error(job.error?.message ?? "The import failed.");
    onProgress({
      message:
        job.status === "queued"
          ? job.attempts > 0
            ? "Waiting to retry"
            : "Queued"
          : (job.progress.message ?? "Starting"),
      done: job.progress.step,
      total: job.progress.total,
    });
    await new Promise((resolve) => setTimeout(resolve, everyMs));
  }
}

"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { retryJobAction } from "@/lib/actions/retry-job";
import type { JobView } from "@/lib/jobs/types";
import { jobsOptions, knowledgeOptions } from "@/lib/query/options";
import { GatedButton } from "@/components/ui/gated-button";
import { useRefusal } from "@/components/ui/role-context";
import { ErrorNote } from "@/components/ui/field";

const STATUS: Record<JobView["status"], { label: string; className: string }> = {
  queued: { label: "Queued", className: "bg-stone-100 text-stone-700" },
  running: { label: "Running", className: "bg-sky-100 text-sky-800" },
  succeeded: { label: "Done", className: "bg-canopy-100 text-canopy-800" },
  failed: { label: "Failed", className: "bg-red-100 text-red-800" },
};

/**
 * The project's background jobs (imports, memory folding): running and queued ones with their
 * progress, failed ones with their error and Retry, the latest finished ones. Polled every second
 * while anything is queued or running; hidden when the project has no jobs.
 */
export function JobsPanel({ projectId }: { projectId: string }) {
  const queryClient = useQueryClient();
  const { data: jobs } = useQuery({
    ...jobsOptions(projectId),
    refetchInterval: (query) =>
      (query.state.data ?? []).some((j) => j.status === "queued" || j.status === "running") ? 1000 : false,
  });
  const [error, setError] = useState<string | null>(null);
  const refuseRetry = useRefusal("write", "retry jobs");
  const active = (jobs ?? []).filter((j) => j.status === "queued" || j.status === "running").length;

  // A job that finished changes what the page shows (the knowledge tree after an import). Keyed on
  // the finished jobs themselves, not on a running -> done transition this page saw: a job can finish
  // between the server's render and the panel's first poll (a reload mid-import), and the tree the
  // page was rendered with is then already stale. One refetch per change of the set.
  const finished = (jobs ?? [])
    .filter((j) => j.status === "succeeded")
    .map((j) => j.id)
    .join(",");
  const seenFinished = useRef<string | null>(null);
  useEffect(() => {
    if (jobs === undefined) return;
    if (seenFinished.current !== finished && finished !== "")
      void queryClient.invalidateQueries({ queryKey: knowledgeOptions(projectId).queryKey });
    seenFinished.current = finished;
  }, [jobs, finished, projectId, queryClient]);

  if (!jobs || jobs.length === 0) return null;

  async function retry(job: JobView) {
    setError(null);
    const result = await retryJobAction({ projectId, jobId: job.id });
    if (!result.ok) setError(result.error.message);
    await queryClient.invalidateQueries({ queryKey: jobsOptions(projectId).queryKey });
  }

  return (
    <section
      aria-labelledby="jobs-heading"
      data-testid="jobs-panel"
      className="space-y-2 rounded-xl border border-stone-200 bg-white p-4"
    >
      <h2 id="jobs-heading" className="font-semibold">
        Jobs {active > 0 ? <span className="text-sm font-normal text-stone-600">({active} in progress)</span> : null}
      </h2>
      <ul className="divide-y divide-stone-100 text-sm">
        {jobs.map((job) => (
          <li
            key={job.id}
            data-testid="job-row"
            data-job-id={job.id}
            data-status={job.status}
            className="space-y-1 py-2"
          >
            <div className="flex items-center gap-2">
              <span
                className={`shrink-0 rounded px-1.5 py-0.5 text-xs font-medium ${STATUS[job.status].className}`}
                data-testid="job-status"
              >
                {STATUS[job.status].label}
              </span>
              <span className="min-w-0 flex-1 truncate" title={job.title} data-testid="job-title">
                {job.title}
              </span>
              {job.attempts > 1 || job.status === "failed" ? (
                <span className="shrink-0 text-xs text-stone-600">
                  attempt {job.attempts} of {job.maxAttempts}
                </span>
              ) : null}
              <time className="shrink-0 text-xs text-stone-600" dateTime={job.createdAt}>
                {new Date(job.createdAt).toLocaleTimeString("en-GB", { timeStyle: "short" })}
              </time>
              {job.status === "failed" ? (
                <GatedButton refusal={refuseRetry} size="sm" data-testid="job-retry" onClick={() => void retry(job)}>
                  Retry
                </GatedButton>
              ) : null}
            </div>
            {job.status === "running" || (job.status === "queued" && job.progress.total > 0) ? (
              <JobProgress job={job} />
            ) : null}
            {job.error && job.status !== "succeeded" ? (
              <p className="text-xs text-red-700" data-testid="job-error">
                {job.status === "queued" ? "Will retry: " : ""}
                {job.error.message}
              </p>
            ) : null}
          </li>
        ))}
      </ul>
      <ErrorNote message={error} testId="jobs-error" />
    </section>
  );
}

function JobProgress({ job }: { job: JobView }) {
  const { step, total, message } = job.progress;
  return (
    <div data-testid="job-progress" className="space-y-0.5">
      <div className="flex justify-between text-xs text-stone-600">
        <span>{message ?? "Starting"}…</span>
        {total > 0 ? (
          <span>
            {step} / {total}
          </span>
        ) : null}
      </div>
      <div
        className="h-1.5 overflow-hidden rounded bg-stone-100"
        role="progressbar"
        aria-label={`${job.title}: progress`}
        aria-valuemin={0}
        aria-valuemax={total}
        aria-valuenow={step}
      >
        <div
          className="h-full bg-canopy-500 transition-all"
          style={{ width: `${total ? Math.round((step / total) * 100) : 0}%` }}
        />
      </div>
    </div>
  );
}

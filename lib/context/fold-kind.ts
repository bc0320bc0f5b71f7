import "server-only";
import { z } from "zod";
import { hasQueuedJob } from "@/lib/db/queries/jobs";
import { defineJobKind } from "@/lib/jobs/kinds";
import { enqueueJob } from "@/lib/jobs/queue";

/** The kind of the job that folds a node's overflowing window into its memory tree. */
export const MEMORY_FOLD = "memory.fold";

/**
 * The fold job as an enqueue needs it. Its handler (./fold-job.ts) assembles the node's context,
 * and assembly queues folds: the kind lives here so that neither imports the other both ways.
 */
export const foldKind = defineJobKind({
  kind: MEMORY_FOLD,
  parse: z.object({ nodeId: z.string() }).parse,
  title: () => "Fold a long conversation into memory",
  maxAttempts: 3,
});

/**
 * Queues the fold of a node's window (a chat turn found it over budget and the project's model
 * would summarise: minutes, not a request's work). One per node at a time: a job already queued
 * for the node is enough, and the singleton key keeps two from running together.
 */
export async function enqueueFold(nodeId: string, projectId: string): Promise<void> {
  const singletonKey = `memory:${nodeId}`;
  if (await hasQueuedJob(MEMORY_FOLD, singletonKey)) return;
  await enqueueJob(foldKind, { nodeId }, { projectId, singletonKey });
}

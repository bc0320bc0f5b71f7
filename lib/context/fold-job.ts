import "server-only";
import { z } from "zod";
import { getDb } from "@/lib/db/client";
import { enqueueJob } from "@/lib/jobs/queue";
import { defineJob } from "@/lib/jobs/registry";

/** The kind of the job that folds a node's overflowing window into its memory tree. */
export const MEMORY_FOLD = "memory.fold";

defineJob({
  kind: MEMORY_FOLD,
  parse: z.object({ nodeId: z.string() }).parse,
  title: () => "Fold a long conversation into memory",
  maxAttempts: 3,
  async run({ nodeId }) {
    // Imported here: assemble.ts enqueues this job, so a static import would be a cycle.
    const { assembleDetailed } = await import("./assemble");
    const { context } = await assembleDetailed({ nodeId, message: "", fold: "inline" });
    const { folded } = context.report;
    if (folded.error) throw new Error(folded.error);
    return { folded: folded.justFolded, items: folded.items };
  },
});

/**
 * Queues the fold of a node's window (a chat turn found it over budget and the project's model
 * would summarise: minutes, not a request's work). One per node at a time: a job already queued
 * for the node is enough, and the singleton key keeps two from running together.
 */
export async function enqueueFold(nodeId: string, projectId: string): Promise<void> {
  const waiting = await getDb().job.findFirst({
    where: { kind: MEMORY_FOLD, status: "queued", singletonKey: `memory:${nodeId}` },
    select: { id: true },
  });
  if (waiting) return;
  await enqueueJob(MEMORY_FOLD, { nodeId }, { projectId, singletonKey: `memory:${nodeId}` });
}

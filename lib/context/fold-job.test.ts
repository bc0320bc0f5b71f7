import { afterEach, describe, expect, it } from "vitest";
import { setModelOverride } from "@/lib/ai/providers";
import { getDb } from "@/lib/db/client";
import { getJob } from "@/lib/jobs/queue";
import { JobRunner } from "@/lib/jobs/runner";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation } from "@/lib/testing/fixtures";
import { rejectingModel } from "@/lib/testing/models";
import { assembleContext } from "./assemble";
import { foldJob } from "./fold-job";
import { MEMORY_FOLD } from "./fold-kind";

useTestDatabase();
afterEach(() => setModelOverride(null));

/** A root whose window is far over a 1,500-token budget, answered by `model`. */
async function overflowing(model: string) {
  const messages = Array.from({ length: 60 }, (_, i) => ({
    role: i % 2 ? ("assistant" as const) : ("user" as const),
    content: `Turn ${i}: the ${["billing", "search", "mobile"][i % 3]} team reviewed the runbook, the dashboards and the open questions for the next review, and agreed on owners.`,
  }));
  const seeded = await seedConversation({ messages });
  await getDb().project.update({ where: { id: seeded.projectId }, data: { contextBudget: 1500, model } });
  return seeded;
}

describe("node-memory folding that calls a model runs as a job", () => {
  it("a turn with a model keeps the entries verbatim and queues one fold job; the job folds", async () => {
    const root = await overflowing("openai:gpt-4o-mini");
    // Were the fold run inside the turn, this model would fail it (the report would carry an error).
    setModelOverride(rejectingModel(new Error("the model must not be called inside the request")));
    const first = await assembleContext({ nodeId: root.rootNodeId, message: "What did the billing team agree?" });
    expect(first.report.folded).toMatchObject({ justFolded: 0, items: 0 });
    expect(first.report.folded.pending).toBeGreaterThan(0);
    expect(first.report.folded.error).toBeUndefined();
    await assembleContext({ nodeId: root.rootNodeId, message: "And the search team?" });
    const jobs = await getDb().job.findMany({ where: { kind: MEMORY_FOLD, projectId: root.projectId } });
    expect(jobs).toHaveLength(1); // the second turn found the fold already queued
    expect(await getDb().knowledgeTree.count({ where: { ownerNodeId: root.rootNodeId } })).toBe(0);

    // The job (here with the offline engine standing in for the model) folds and saves the memory.
    await getDb().project.update({ where: { id: root.projectId }, data: { model: "offline" } });
    await new JobRunner([foldJob], { pollMs: 5 }).drain();
    const done = await getJob(jobs[0]!.id);
    expect(done.status).toBe("succeeded");
    expect((done.result as { folded: number }).folded).toBeGreaterThan(0);
    expect(await getDb().knowledgeTree.count({ where: { ownerNodeId: root.rootNodeId } })).toBe(1);
  });

  it("the offline engine still folds inline, with no job", async () => {
    const root = await overflowing("offline");
    const context = await assembleContext({ nodeId: root.rootNodeId, message: "What did the billing team agree?" });
    expect(context.report.folded.justFolded).toBeGreaterThan(0);
    expect(await getDb().job.count({ where: { kind: MEMORY_FOLD, projectId: root.projectId } })).toBe(0);
  });
});

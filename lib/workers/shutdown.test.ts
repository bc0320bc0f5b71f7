import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { setModelOverride } from "@/lib/ai/providers";
import { INTERRUPTED_MESSAGE } from "@/lib/chat/live-answers";
import { startTurn } from "@/lib/chat/turn";
import { getDb } from "@/lib/db/client";
import { defineJob } from "@/lib/jobs/kinds";
import { withLease } from "@/lib/jobs/lease";
import { enqueueJob, startJobs } from "@/lib/jobs/queue";
import { isDraining } from "@/lib/observability/draining";
import { answersInFlight } from "@/lib/observability/in-flight";
import { seedConversation } from "@/lib/testing/fixtures";
import { controlledModel } from "@/lib/testing/models";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { checkReadiness } from "./readiness";
import { gracefulShutdown } from "./shutdown";

// One shutdown per test file process would be the truth; each test here drains again (the flag
// stays set, which is what a second SIGTERM would see too).
useTestDatabase();
afterEach(() => setModelOverride(null));

const row = (id: string) => getDb().item.findUniqueOrThrow({ where: { id } });
const UNTIL = { timeout: 15_000, interval: 20 };

async function streamingTurn() {
  const { rootNodeId } = await seedConversation();
  const stream = controlledModel();
  setModelOverride(stream.model);
  const turn = await startTurn({ nodeId: rootNodeId, text: "Tell me a long story." });
  void turn.result.consumeStream();
  // Past the writer's ~300-character flush: the row holds text before shutdown begins.
  for (let i = 0; i < 20; i++) stream.send(`sentence ${String(i).padStart(2, "0")} of it. `);
  await vi.waitFor(async () => expect((await row(turn.assistantItemId)).content.length).toBeGreaterThan(0), UNTIL);
  return { turn, stream };
}

describe("graceful shutdown", () => {
  it("lets an answer that ends within the grace period finish, and readiness turns 503 at once", async () => {
    const { turn, stream } = await streamingTurn();
    expect(answersInFlight().map((a) => a.id)).toEqual([turn.assistantItemId]);
    const shutdown = gracefulShutdown(60_000);
    expect(isDraining()).toBe(true);
    const readiness = await checkReadiness();
    expect(readiness.failing).toContain("shutdown");

    stream.send("The end.");
    stream.finish();
    const report = await shutdown;
    expect(report).toMatchObject({ finished: 1, interrupted: 0 });
    expect(await row(turn.assistantItemId)).toMatchObject({ status: "complete", error: null });
    expect((await row(turn.assistantItemId)).content).toMatch(/sentence 19 of it\. The end\.$/);
    expect(answersInFlight()).toEqual([]);
    // Its usage row, written after the stream ended, before the process may go.
    const node = (await row(turn.assistantItemId)).nodeId;
    expect(await getDb().usage.count({ where: { nodeId: node, purpose: "chat" } })).toBe(1);
  });

  it("stops an answer still streaming at the end of the grace: its text kept, marked interrupted", async () => {
    const { turn } = await streamingTurn();
    const report = await gracefulShutdown(50);
    expect(report).toMatchObject({ finished: 0, interrupted: 1 });
    const stored = await row(turn.assistantItemId);
    expect(stored).toMatchObject({ status: "error", error: INTERRUPTED_MESSAGE, heartbeatAt: null });
    expect(stored.content).toMatch(/^sentence 00 of it\. .*sentence 19 of it\. $/);
  });

  it("hands a job still running back to the queue, its attempt not counted, and releases its lease", async () => {
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const hold = defineJob({
      kind: "test.hold",
      parse: z.object({}).parse,
      // Holds a lease and never ends by itself (a long import), until the process would exit.
      run: () =>
        withLease("test:hold", () => {
          started();
          return new Promise<never>(() => {});
        }),
    });
    await startJobs([hold], { pollMs: 10 });
    const job = await enqueueJob(hold, {});
    await running;
    expect(await getDb().lease.count()).toBe(1);

    const report = await gracefulShutdown(50);
    expect(report).toMatchObject({ jobsReleased: 1, leasesReleased: 1 });
    expect(await getDb().job.findUniqueOrThrow({ where: { id: job.id } })).toMatchObject({
      status: "queued",
      attempts: 0,
      lockedBy: null,
      runningKey: null,
    });
    expect(await getDb().lease.count()).toBe(0);
  });
});

import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { getJob } from "@/lib/jobs/queue";
import { JobRunner } from "@/lib/jobs/runner";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation, thread } from "@/lib/testing/fixtures";
import { autoResolveJob, scheduleAutoResolve } from "./auto-resolve-job";
import { createBranch } from "./create-branch";

useTestDatabase();

describe("aside auto-resolution as a scheduled job", () => {
  it("two instances ticking in the same minute queue one job, which resolves the abandoned aside once", async () => {
    const root = await seedConversation({ messages: thread("The code is ORCHID-7.", "Noted.") });
    await getDb().project.update({
      where: { id: root.projectId },
      data: { volatileResolution: "purge", volatileAfterMinutes: 1 },
    });
    const aside = await createBranch({
      parentId: root.rootNodeId,
      fromItemId: root.itemIds[1],
      policy: "full",
      kind: "volatile",
      sessionId: "s1",
      title: "Side",
    });

    const later = new Date(Date.now() + 5 * 60_000);
    const minute = new Date(Math.floor(later.getTime() / 60_000) * 60_000);
    const ids = await Promise.all([
      scheduleAutoResolve(new Date(minute.getTime() + 1_000)),
      scheduleAutoResolve(new Date(minute.getTime() + 30_000)),
    ]);
    expect(ids[0]).toBe(ids[1]);
    expect(await getDb().job.count({ where: { kind: "asides.auto-resolve" } })).toBe(1);

    // Two runners (two instances) share the work: the job runs once.
    await Promise.all([
      new JobRunner([autoResolveJob], { workerId: "a", pollMs: 5 }).drain(),
      new JobRunner([autoResolveJob], { workerId: "b", pollMs: 5 }).drain(),
    ]);
    expect(await getJob(ids[0]!)).toMatchObject({ status: "succeeded", attempts: 1, result: { resolved: 1 } });
    expect(await getDb().node.count({ where: { id: aside.nodeId } })).toBe(0);

    // The next minute is a new job.
    const next = await scheduleAutoResolve(new Date(minute.getTime() + 61_000));
    expect(next).not.toBe(ids[0]);
  });
});

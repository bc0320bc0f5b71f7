import { afterAll, describe, expect, it } from "vitest";
import { keptThreads, stopIdleThreads } from "@/lib/jobs/thread";
import { resetEnv } from "@/lib/env";
import {
  checkConflicts,
  checkConflictsOffThread,
  OFF_THREAD_CHECK_CHARS,
  reuseOrCheck,
  type ConflictInputs,
} from "./merge-conflicts";

const inputs = (parentSays: string): ConflictInputs => ({
  own: [{ id: "b1", role: "assistant", content: "The harbour festival opens on June 7." }],
  later: [{ id: "p1", role: "user", content: parentSays }],
});

describe("the conflict check run before a merge's transaction, reused inside it", async () => {
  it("reuses what the check found while its inputs are the same", async () => {
    const before = await reuseOrCheck(inputs("Update: the harbour festival moved to June 14."));
    expect(before.conflicts).toHaveLength(1);
    // Read again (under the lock): equal inputs, new objects; the earlier conflicts are reused as they are.
    const inside = await reuseOrCheck(inputs("Update: the harbour festival moved to June 14."), before);
    expect(inside.conflicts).toBe(before.conflicts);
  });

  it("checks again when the parent changed between the two reads", async () => {
    const before = await reuseOrCheck(inputs("Update: the harbour festival moved to June 14."));
    const inside = await reuseOrCheck(inputs("The festival stays on June 7."), before);
    expect(inside.conflicts).not.toBe(before.conflicts);
    expect(inside.conflicts).toEqual(checkConflicts(inputs("The festival stays on June 7.")));
    expect(inside.conflicts).toHaveLength(0);
  });

  it("checks again when the branch's side differs (another selection, an entry more)", async () => {
    const before = await reuseOrCheck(inputs("Update: the harbour festival moved to June 14."));
    const more = inputs("Update: the harbour festival moved to June 14.");
    more.own.push({ id: "b2", role: "user", content: "Marta owns the press kit." });
    const inside = await reuseOrCheck(more, before);
    expect(inside.conflicts).not.toBe(before.conflicts);
    expect(inside.conflicts).toEqual(checkConflicts(more));
  });
});

describe("a large check, off the event loop", () => {
  afterAll(() => stopIdleThreads());
  const line = (i: number, size = i * 13) => `report-${i}.csv ${size} bytes, owner Dana Ruiz`;
  const listing = (n: number, changed?: number) =>
    Array.from({ length: n }, (_, i) => line(i, i === changed ? 7 : undefined)).join("\n");

  it("finds in a worker thread what the check finds here", async () => {
    const large: ConflictInputs = {
      own: [{ id: "b1", role: "tool", content: listing(400, 5) }],
      later: [{ id: "p1", role: "tool", content: listing(12) }],
    };
    expect(large.own[0]!.content.length).toBeGreaterThan(OFF_THREAD_CHECK_CHARS);
    const here = checkConflicts(large);
    expect(here.map((c) => c.about)).toEqual(["Dana Ruiz report-5.csv owner bytes"]);
    expect(await checkConflictsOffThread(large)).toEqual(here);
    // The thread that ran it is kept warm for the next check.
    expect(keptThreads()).toContain("conflicts-thread:512");
  });

  it("a check over CANOPY_MERGE_CHECK_TIMEOUT_MS is refused as too_large:merge_check, saying what still works", async () => {
    process.env.CANOPY_MERGE_CHECK_TIMEOUT_MS = "1";
    resetEnv();
    try {
      const large: ConflictInputs = {
        own: [{ id: "b1", role: "tool", content: listing(400, 5) }],
        later: [{ id: "p1", role: "tool", content: listing(12) }],
      };
      const refusal = await checkConflictsOffThread(large).catch((error: unknown) => error);
      expect(refusal).toMatchObject({
        code: "too_large:merge_check",
        message: expect.stringMatching(/Nothing was merged.*a selection of fewer of its messages/),
      });
      // The same inputs within the check's limit (a small one runs here, no thread and no time limit).
      const small = inputs("Update: the harbour festival moved to June 14.");
      expect(await checkConflictsOffThread(small)).toEqual(checkConflicts(small));
    } finally {
      delete process.env.CANOPY_MERGE_CHECK_TIMEOUT_MS;
      resetEnv();
    }
  });

  it("runs a small check here", async () => {
    await stopIdleThreads();
    const small = inputs("Update: the harbour festival moved to June 14.");
    expect(await checkConflictsOffThread(small)).toEqual(checkConflicts(small));
    expect(keptThreads()).not.toContain("conflicts-thread:512");
  });
});

import { getPriority } from "node:os";
import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import type { EchoTask } from "@/lib/testing/echo-thread";
import { runInThread, stopIdleThreads } from "./thread";

const refusal = (limit: "time" | "memory") => new AppError("too_large:import", `stopped by its ${limit} limit`);
const run = (task: EchoTask, timeoutMs = 60_000, small = false) =>
  runInThread<number>({ name: "echo-thread", source: "lib/testing/echo-thread.ts" }, task, {
    timeoutMs,
    maxHeapMb: 512,
    refusal,
    small,
  });

afterEach(() => stopIdleThreads());

describe("worker threads kept warm between tasks", { timeout: 120_000 }, () => {
  it("runs the next task of the same kind on the thread the last one used", async () => {
    const first = await run("id");
    expect(await run("id")).toBe(first);
    await stopIdleThreads();
    expect(await run("id")).not.toBe(first);
  });

  it("answers a refusal the thread threw, and keeps the thread for the next task", async () => {
    const first = await run("id");
    await expect(run("refuse")).rejects.toMatchObject({
      code: "invalid:input",
      message: "Refused by the echo thread.",
    });
    expect(await run("id")).toBe(first);
  });

  it("stops a thread past its time limit and never reuses it", async () => {
    const first = await run("id");
    await expect(run("hang", 500)).rejects.toMatchObject({
      code: "too_large:import",
      message: "stopped by its time limit",
    });
    const next = await run("id");
    expect(next).not.toBe(first);
  });

  it("starts a new thread after one that crashed", async () => {
    const first = await run("id");
    await expect(run("crash")).rejects.toThrow(/stopped \(exit code 3\)/);
    expect(await run("id")).not.toBe(first);
  });

  it("does not keep a thread that left a large heap", async () => {
    const first = await run("keep-heap");
    expect(await run("id")).not.toBe(first);
  });
});

describe.runIf(process.platform === "linux")(
  "priority: small tasks at the server's, big ones at nice 10",
  { timeout: 120_000 },
  () => {
    const own = getPriority();
    it("runs a small task at the process's priority and a big one at nice 10, on threads kept apart", async () => {
      expect(await run("nice", 60_000, true)).toBe(own);
      const small = await run("id", 60_000, true);
      // A big task does not take the small tasks' warm thread: it starts one and lowers it.
      expect(await run("nice")).toBe(Math.max(own, 10));
      const big = await run("id");
      expect(big).not.toBe(small);
      // Each kind goes on using its own thread: a lowered thread never serves a small task again.
      expect(await run("id", 60_000, true)).toBe(small);
      expect(await run("nice", 60_000, true)).toBe(own);
      expect(await run("id")).toBe(big);
      expect(await run("nice")).toBe(Math.max(own, 10));
    });
  },
);

describe("a lane kept for small tasks (issue 32, finding 4)", { timeout: 120_000 }, () => {
  it("a small task runs while big ones hold every thread (two, one on a 2-core machine); a third big one waits", async () => {
    const order: string[] = [];
    const note = (name: string, task: Promise<unknown>) =>
      task.then(
        () => order.push(name),
        (error: unknown) => order.push(`${name} failed: ${String(error)}`),
      );
    // The big ones hold their thread until released below (one at a time on a 2-core machine).
    const hold = new Int32Array(new SharedArrayBuffer(4));
    const big = [note("big 1", run({ hold })), note("big 2", run({ hold }))];
    const third = note("big 3", run("id"));
    await note("small", run("id", 60_000, true));
    expect(order).toEqual(["small"]); // it did not wait behind the big ones
    Atomics.store(hold, 0, 1);
    Atomics.notify(hold, 0);
    await Promise.all([...big, third]);
    // Each ended because it was released, not at its time limit.
    expect(order.filter((o) => o.includes("failed"))).toEqual([]);
    // A big task never takes the small lane: the third one started once a big one had finished.
    expect(order.indexOf("big 3")).toBeGreaterThan(Math.min(order.indexOf("big 1"), order.indexOf("big 2")));
  });
});

import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "@/lib/errors";
import type { EchoTask } from "@/lib/testing/echo-thread";
import { runInThread, stopIdleThreads } from "./thread";

const refusal = (limit: "time" | "memory") => new AppError("too_large:import", `stopped by its ${limit} limit`);
const run = (task: EchoTask, timeoutMs = 60_000) =>
  runInThread<number>({ name: "echo-thread", source: "lib/testing/echo-thread.ts" }, task, {
    timeoutMs,
    maxHeapMb: 512,
    refusal,
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

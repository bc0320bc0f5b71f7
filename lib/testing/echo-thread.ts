/**
 * A worker thread for the tests of lib/jobs/thread.ts: each task names what the thread does, so a test
 * can see which thread served it, and make it fail, hang, crash or keep a large heap.
 */
import { readlinkSync } from "node:fs";
import { getPriority } from "node:os";
import { threadId } from "node:worker_threads";
import { AppError } from "@/lib/errors";
import { serveThread } from "@/lib/jobs/thread";

/**
 * What the thread does: answer its id, refuse, hang for good, crash, keep a large heap, answer its
 * CPU priority (its nice value, on Linux), or `hold` its thread until the test releases it (stores 1
 * in the shared word and notifies), then answer.
 */
export type EchoTask =
  "id" | "refuse" | "hang" | "crash" | "keep-heap" | "nice" | { hold: Int32Array<SharedArrayBuffer> };

const kept: number[][] = [];

serveThread(async (task: EchoTask) => {
  if (typeof task === "object") {
    // Shared with the test (a SharedArrayBuffer is not copied to the thread): waits for its release.
    while (Atomics.load(task.hold, 0) === 0) await Atomics.waitAsync(task.hold, 0, 0).value;
    return threadId;
  }
  if (task === "refuse") throw new AppError("invalid:input", "Refused by the echo thread.");
  if (task === "hang") await new Promise(() => undefined);
  if (task === "crash") process.exit(3);
  if (task === "nice") return getPriority(Number(readlinkSync("/proc/thread-self").split("/").at(-1)));
  // About 200 MB of numbers that stay reachable after the task: over the heap a reused thread may keep.
  if (task === "keep-heap") for (let i = 0; i < 25; i++) kept.push(new Array(1_000_000).fill(i + 0.5));
  return threadId;
});

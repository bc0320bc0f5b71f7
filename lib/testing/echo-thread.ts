/**
 * A worker thread for the tests of lib/jobs/thread.ts: each task names what the thread does, so a test
 * can see which thread served it, and make it fail, hang, crash or keep a large heap.
 */
import { threadId } from "node:worker_threads";
import { AppError } from "@/lib/errors";
import { serveThread } from "@/lib/jobs/thread";

export type EchoTask = "id" | "refuse" | "hang" | "crash" | "keep-heap";

const kept: number[][] = [];

serveThread(async (task: EchoTask) => {
  if (task === "refuse") throw new AppError("invalid:input", "Refused by the echo thread.");
  if (task === "hang") await new Promise(() => undefined);
  if (task === "crash") process.exit(3);
  // About 200 MB of numbers that stay reachable after the task: over the heap a reused thread may keep.
  if (task === "keep-heap") for (let i = 0; i < 25; i++) kept.push(new Array(1_000_000).fill(i + 0.5));
  return threadId;
});

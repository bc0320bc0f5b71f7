import "server-only";
import { AppError } from "@/lib/errors";
import { runInThread, SMALL_TASK_BYTES } from "@/lib/jobs/thread";
import type { GrowInput, GrowOutput } from "./grow-tree";

/** The tree work of one import: at most this long (the offline engine summarises ~1 MB of text a second)... */
const TREE_THREAD_MS = 10 * 60_000;
/** ...and this much heap (an import's new leaves, their passages and the part of the tree it touches). */
const TREE_THREAD_HEAP_MB = 1024;
/**
 * The thread stays this long after an import for the next one (imports of a folder, a bulk
 * import's steps): warm, it starts at once and runs ~40% faster than a new thread. Its memos
 * (tokens, stems, token counts) are bounded and keyed by the text itself.
 */
const TREE_THREAD_KEEP_MS = 60_000;

/**
 * `growTreeOffline` (./grow-tree.ts) in a worker thread with a heap and a time limit: the
 * CPU-heavy part of an offline import never holds the event loop that answers other requests.
 *
 * @throws AppError too_large:document when the thread runs out of heap or time
 */
export function growTreeInThread(
  input: GrowInput,
  onProgress?: (done: number, total: number) => void,
): Promise<GrowOutput> {
  return runInThread<GrowOutput>({ name: "tree-thread", source: "lib/knowledge/tree-thread.ts" }, input, {
    small: input.chunks.reduce((sum, c) => sum + c.text.length, 0) <= SMALL_TASK_BYTES,
    timeoutMs: TREE_THREAD_MS,
    maxHeapMb: TREE_THREAD_HEAP_MB,
    keepAliveMs: TREE_THREAD_KEEP_MS,
    onReport: (value) => {
      const [done, total] = value as [number, number];
      onProgress?.(done, total);
    },
    refusal: (limit) =>
      new AppError(
        "too_large:document",
        limit === "time"
          ? `Summarising these documents took longer than ${TREE_THREAD_MS / 60_000} minutes and was stopped; nothing was saved. Import fewer or smaller files.`
          : "Summarising these documents needs more memory than an import may use; nothing was saved. Import fewer or smaller files.",
      ),
  });
}

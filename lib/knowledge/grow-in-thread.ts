import "server-only";
import { AppError } from "@/lib/errors";
import { runInThread, SMALL_TASK_BYTES } from "@/lib/jobs/thread";
import type { KnowledgeTree } from "@/lib/memory/types";
import type { GrowInput, GrowOutput } from "./grow-tree";
import { touchedPart, type SavePlan, type TreeChanges } from "./save-import";

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
 * What the tree thread (./tree-thread.ts) is given: the offline engine's tree work, with or without
 * the save that follows it, or only the save of work done elsewhere (a model engine's).
 */
export type TreeTask =
  | { grow: GrowInput; save?: SavePlan; spooled?: SpooledInput }
  | { save: SavePlan; base: KnowledgeTree; changes: TreeChanges };

/**
 * Documents the tree thread reads from a spool file (./spool.ts) and chunks itself, under `ids`
 * (their Document rows'), before the tree work: their chunks and the plan's documents are made there.
 */
export type SpooledInput = { spool: string; ids: string[]; chars: number };

/**
 * An import's tree work done and saved in the thread: what the caller reports of it (and, for
 * spooled documents, how many chunks and characters they made).
 */
export type SavedGrowth = Pick<GrowOutput, "rootId" | "resummarised" | "calls"> & {
  treeId: string;
  prepared?: { chunks: number; chars: number };
};

/** Progress of a thread's task: [done, total] of the summaries, then ["save"] when it writes. */
type Progress = { summarise?: (done: number, total: number) => void; save?: () => void };

function runTreeTask<T>(task: TreeTask, textChars: number, progress: Progress = {}): Promise<T> {
  return runInThread<T>({ name: "tree-thread", source: "lib/knowledge/tree-thread.ts" }, task, {
    small: textChars <= SMALL_TASK_BYTES,
    timeoutMs: TREE_THREAD_MS,
    maxHeapMb: TREE_THREAD_HEAP_MB,
    keepAliveMs: TREE_THREAD_KEEP_MS,
    onReport: (value) => {
      const [done, total] = value as [number | "save", number];
      if (done === "save") progress.save?.();
      else progress.summarise?.(done, total);
    },
    refusal: (limit) =>
      new AppError(
        "too_large:document",
        limit === "time"
          ? `Importing these documents took longer than ${TREE_THREAD_MS / 60_000} minutes and was stopped; nothing was saved. Import fewer or smaller files.`
          : "Importing these documents needs more memory than an import may use; nothing was saved. Import fewer or smaller files.",
      ),
  });
}

const chunkChars = (input: GrowInput) => input.chunks.reduce((sum, c) => sum + c.text.length, 0);

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
  return runTreeTask({ grow: input }, chunkChars(input), { summarise: onProgress });
}

/**
 * {@link growTreeInThread}, then the import's save (./save-import.ts) in the same thread: the new
 * nodes and passages (megabytes for a big import) are written where they were made, and never
 * cross to the server's thread.
 *
 * @throws AppError too_large:document, conflict:knowledge
 */
export function growAndSaveInThread(
  input: GrowInput,
  plan: SavePlan,
  progress: Progress = {},
  spooled?: SpooledInput,
): Promise<SavedGrowth> {
  return runTreeTask({ grow: input, save: plan, spooled }, spooled?.chars ?? chunkChars(input), progress);
}

/**
 * The import's save (./save-import.ts) in the tree thread, for tree work done on the server's
 * thread (a model engine's): tens of thousands of rows are written off the event loop. `base` holds
 * at least every node the changes touch.
 *
 * @throws AppError conflict:knowledge, too_large:document
 */
export async function saveInThread(plan: SavePlan, base: KnowledgeTree, changes: TreeChanges): Promise<string> {
  const chars = changes.passages.reduce((sum, p) => sum + p.text.length, 0);
  const { treeId } = await runTreeTask<{ treeId: string }>(
    { save: plan, base: touchedPart(base, changes), changes },
    chars,
  );
  return treeId;
}

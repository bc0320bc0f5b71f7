import "server-only";
import { existsSync, readlinkSync } from "node:fs";
import { availableParallelism, setPriority } from "node:os";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { getHeapStatistics } from "node:v8";
import { isMainThread, parentPort, Worker, type WorkerOptions } from "node:worker_threads";
import { AppError, isAppError } from "@/lib/errors";
import { logError } from "@/lib/log";

/**
 * Work that must not hold the server's event loop (parsing a 60 MB chat export, reading a PDF,
 * writing 50,000 messages through Prisma) runs in a worker thread: its own event loop, heap and
 * database connection. Each thread module is bundled by every build into `.next-threads/` (see
 * scripts/build-threads.mjs for why not by Turbopack), and loaded through tsx from source in tests
 * and the CLI. The thread gets a heap limit (`resourceLimits`) and a time limit; beyond either it is
 * stopped and the caller gets the AppError it chose (413 for an import). A thread that finished its
 * task within its limits is kept warm for the next task of its kind (see `IDLE_MS`).
 */

/** Limits of one thread's run. */
export interface ThreadLimits {
  /** Stop the thread after this long. */
  timeoutMs: number;
  /** Its heap (old generation) at most this many MB; beyond, V8 stops it. */
  maxHeapMb: number;
  /** The error for a thread stopped by a limit: "time" or "memory". */
  refusal: (limit: "time" | "memory") => AppError;
  /** Values moved (not copied) to the thread: the ArrayBuffer of an upload. */
  transfer?: ArrayBuffer[];
  /** What the thread reports while it runs (`report` in {@link serveThread}): progress. */
  onReport?: (value: unknown) => void;
  /**
   * How long the thread is kept warm after its task, idle (default {@link IDLE_MS}): the import's
   * tree thread is kept 60 s, as a folder's or a bulk import's steps follow each other and a warm
   * thread runs its code compiled and optimised already (~40% faster on its first MB).
   */
  keepAliveMs?: number;
  /**
   * A small task (a short import, a merge's check, a big tree's load: see {@link SMALL_TASK_BYTES}):
   * when every thread is taken by big ones, it runs in the lane kept for small tasks instead of
   * waiting behind them (issue 32, finding 4: a 60-byte import waited 25 s behind two near-limit
   * .docx files); and it runs at the server's priority, where a big task runs at nice 10 (see
   * `lowerPriority`).
   */
  small?: boolean;
}

/** Inputs up to this size count as small tasks ({@link ThreadLimits.small}). */
export const SMALL_TASK_BYTES = 256 * 1024;

/** What a thread is sent: one task's input, and whether it runs at a lower priority (a big task). */
type Task = { input: unknown; lower: boolean };

/**
 * What a thread posts back for a task: its result, or the error it ended with (with the heap left
 * in use); before that, any reports.
 */
type Reply<T> =
  | { ok: true; value: T; heapMb: number }
  | { ok: false; code: string; message: string; heapMb: number; cause?: string }
  | { report: unknown };

/**
 * Big tasks' threads at once in this process; more wait their turn (each may take its heap limit).
 * Two, but never every core: on a 2-core machine one, so that the server's event loop keeps a core
 * of its own while imports and exports run (bench:abuse: two near-limit .docx files read at once
 * took both cores, and other users' p99 to ~5x).
 */
const MAX_THREADS = Math.max(1, Math.min(2, availableParallelism() - 1));
/** One more thread, for small tasks only, so that big ones never hold every thread. */
const SMALL_LANE = 1;
let running = 0;
let runningSmall = 0;
const waiting: Array<() => void> = [];
const waitingSmall: Array<() => void> = [];

async function slot(small = false): Promise<() => void> {
  if (running < MAX_THREADS) return take("main");
  if (small && runningSmall < SMALL_LANE) return take("small");
  // Whichever lane frees first: a small task takes either, a big one only the main lanes.
  return new Promise((resolve) => (small ? waitingSmall : waiting).push(() => resolve(slot(small))));
}

function take(lane: "main" | "small"): () => void {
  if (lane === "main") running += 1;
  else runningSmall += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    if (lane === "main") running -= 1;
    else runningSmall -= 1;
    // A small task waiting takes the freed lane first (it is quick), else the next big one.
    (waitingSmall.shift() ?? (lane === "main" ? waiting.shift() : undefined))?.();
  };
}

/** A thread's module: its name in the build (scripts/build-threads.mjs) and its source file. */
export interface ThreadEntry {
  /** The bundle the build writes: `.next-threads/<name>.mjs`. */
  name: string;
  /** The module, from the project's root (tests and the CLI run it from source). */
  source: string;
}

/** Where scripts/build-threads.mjs writes the bundled thread entries (beside .next, which Next cleans). */
const THREADS_DIR = ".next-threads";

/** The bundle a thread starts from in the server, or undefined: from source. */
function bundleOf(entry: ThreadEntry): string | undefined {
  const bundle = resolve(process.cwd(), THREADS_DIR, `${entry.name}.mjs`);
  return process.env.NEXT_RUNTIME && existsSync(bundle) ? bundle : undefined;
}

/**
 * The server (Next sets NEXT_RUNTIME) runs a thread from its bundle, which every `next build`
 * writes (next.config.mjs runs scripts/build-threads.mjs): our code inlined, packages from
 * node_modules, loaded with the react-server condition. From source (vitest, the CLI, or a server
 * whose bundle is missing) Node 20 cannot load a .ts worker by itself and a worker ignores
 * `--import tsx`, so the thread starts with a line that loads the module through tsx's API.
 */
function startWorker(entry: ThreadEntry, options: WorkerOptions): Worker {
  const execArgv = ["--conditions=react-server"];
  const bundle = bundleOf(entry);
  // Reflect.construct: Turbopack rewrites a `new Worker(path)` it can follow into a chunk of its own
  // (keyed by a /ROOT path that a real path never matches); these paths are known only at run time.
  if (bundle) return Reflect.construct(Worker, [bundle, { ...options, execArgv }]) as Worker;
  // The project's root: two folders up from this file when it runs from source (the CLI may run elsewhere).
  const here = import.meta.url;
  const root = here.startsWith("file:") ? resolve(dirname(fileURLToPath(here)), "../..") : process.cwd();
  const target = pathToFileURL(resolve(root, entry.source)).href;
  const api = pathToFileURL(resolve(root, "node_modules/tsx/dist/esm/api/index.mjs")).href;
  const boot = `import(${JSON.stringify(api)}).then(({ tsImport }) => tsImport(${JSON.stringify(target)}, ${JSON.stringify(target)}))`;
  return Reflect.construct(Worker, [boot, { ...options, eval: true, execArgv }]) as Worker;
}

/**
 * Threads kept warm after a task, per module, heap limit and database: starting one costs 0.2-0.4 s
 * of CPU (Node's bootstrap, the bundle, and for the import a Prisma client with its query
 * compiler), which every chat import and every attached file paid, and a new thread runs its first
 * MB ~40% slower than a warm one. One idle thread per kind is kept, unreferenced (it never holds the
 * process open), and stopped after `keepAliveMs` ({@link IDLE_MS} by default); a thread whose heap is
 * left over a quarter of its limit (at least {@link REUSE_HEAP_MB}) after its task, or that was
 * stopped by a limit or crashed, is never reused.
 */
const IDLE_MS = 30_000;
const REUSE_HEAP_MB = 96;
const idle = new Map<string, { worker: Worker; timer: NodeJS.Timeout; label: string }>();

/** The threads kept warm now, as `<entry name>:<heap MB>` (tests). */
export function keptThreads(): string[] {
  return [...idle.values()].map((warm) => warm.label);
}

function takeIdle(key: string): Worker | undefined {
  const warm = idle.get(key);
  if (!warm) return undefined;
  idle.delete(key);
  clearTimeout(warm.timer);
  warm.worker.ref();
  return warm.worker;
}

function park(key: string, label: string, worker: Worker, ms: number): void {
  if (idle.has(key)) return void worker.terminate();
  worker.unref();
  const timer = setTimeout(() => {
    if (idle.get(key)?.worker === worker) idle.delete(key);
    void worker.terminate();
  }, ms);
  timer.unref();
  idle.set(key, { worker, timer, label });
}

function startPooled(entry: ThreadEntry, key: string, maxHeapMb: number): Worker {
  const worker = startWorker(entry, {
    resourceLimits: { maxOldGenerationSizeMb: maxHeapMb, maxYoungGenerationSizeMb: 64, stackSizeMb: 8 },
  });
  // While it waits idle, nobody else listens: a crash then must not be an unhandled 'error' event.
  worker.on("error", () => undefined);
  worker.on("exit", () => {
    if (idle.get(key)?.worker === worker) {
      clearTimeout(idle.get(key)!.timer);
      idle.delete(key);
    }
  });
  return worker;
}

/** Stops every idle thread (tests, and a process that shuts down). */
export async function stopIdleThreads(): Promise<void> {
  const warm = [...idle.values()];
  idle.clear();
  await Promise.all(warm.map(({ worker, timer }) => (clearTimeout(timer), worker.terminate())));
}

/**
 * Runs one task in a worker thread (a warm one of the same module when there is one, else a new
 * one) and resolves with what it posts (see {@link serveThread}). An AppError thrown in the thread
 * is thrown here with its code and message; a thread that runs out of heap or time is stopped and
 * `limits.refusal` is thrown. The time limit counts from the task's start, not from its wait for
 * a slot.
 *
 * @example
 * const docs = await runInThread(
 *   { name: "read-thread", source: "lib/knowledge/read-thread.ts" },
 *   { files },
 *   { timeoutMs: 60_000, maxHeapMb: 512, refusal: () => new AppError("too_large:document", "…") },
 * );
 */
export async function runInThread<T>(entry: ThreadEntry, input: unknown, limits: ThreadLimits): Promise<T> {
  const release = await slot(limits.small);
  // A warm thread serves tasks of its own module (bundle or source), heap limit and database only
  // (a thread copies the environment it starts with; tests move DATABASE_URL between databases),
  // and of its own size: a big task lowers its thread's priority for good (a thread cannot raise it
  // again), and starting a thread costs a big task little, a small one most of its time.
  const key = [bundleOf(entry) ?? entry.source, limits.maxHeapMb, process.env.DATABASE_URL, !!limits.small].join("|");
  try {
    const worker = takeIdle(key) ?? startPooled(entry, key, limits.maxHeapMb);
    return await new Promise<T>((resolve, reject) => {
      let settled = false;
      const finish = (outcome: () => void, reusable: boolean) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        worker.off("message", onMessage);
        worker.off("error", onError);
        worker.off("exit", onExit);
        if (reusable) park(key, `${entry.name}:${limits.maxHeapMb}`, worker, limits.keepAliveMs ?? IDLE_MS);
        else void worker.terminate();
        outcome();
      };
      const timer = setTimeout(() => finish(() => reject(limits.refusal("time")), false), limits.timeoutMs);
      const onMessage = (reply: Reply<T>) => {
        if ("report" in reply) return void limits.onReport?.(reply.report);
        const reusable = reply.heapMb < Math.max(REUSE_HEAP_MB, limits.maxHeapMb / 4);
        finish(
          () =>
            reply.ok
              ? resolve(reply.value)
              : // An unexpected failure stays one (a job records its cause, as when the work ran here).
                reject(
                  reply.cause !== undefined ? new Error(reply.cause) : new AppError(reply.code as never, reply.message),
                ),
          reusable,
        );
      };
      const onError = (error: Error & { code?: string }) =>
        finish(() => {
          if (error.code === "ERR_WORKER_OUT_OF_MEMORY") reject(limits.refusal("memory"));
          else reject(error);
        }, false);
      const onExit = (code: number) =>
        finish(() => reject(new Error(`The worker thread stopped (exit code ${code}) without an answer.`)), false);
      worker.on("message", onMessage);
      worker.on("error", onError);
      worker.on("exit", onExit);
      worker.postMessage({ input, lower: !limits.small } satisfies Task, limits.transfer ?? []);
    });
  } finally {
    release();
  }
}

/** Buffers a thread's result moves to the caller instead of copying (see {@link withTransfer}). */
const transfers = new WeakMap<object, ArrayBuffer[]>();

/**
 * Marks `buffers` of a thread's result `value` to be moved to the caller, not copied: an export's
 * megabytes reach the server's thread without a copy on its event loop. Call it in the thread's task.
 *
 * @example
 * serveThread(async (input) => { const bytes = render(input); return withTransfer({ bytes }, [bytes.buffer]); });
 */
export function withTransfer<T extends object>(value: T, buffers: ArrayBuffer[]): T {
  transfers.set(value, buffers);
  return value;
}

/**
 * The thread's side: runs `task` on each input {@link runInThread} sends (and a `report` function
 * whose values reach `limits.onReport`, e.g. progress), one at a time, and posts its result, or the
 * AppError it threw (any other error is logged here, and thrown in the caller as an Error with its
 * message: an unexpected failure, as if the work had run there), with the
 * heap it left in use (the caller reuses the thread only when that is small).
 * Call it once at the top level of a worker module; outside a worker thread it does nothing.
 */
export function serveThread<I, T>(task: (input: I, report: (value: unknown) => void) => Promise<T>): void {
  if (isMainThread || !parentPort) return;
  const port = parentPort;
  const report = (value: unknown) => port.postMessage({ report: value } satisfies Reply<T>);
  const heapMb = () => getHeapStatistics().used_heap_size / 2 ** 20;
  let low = false;
  port.on("message", ({ input, lower }: Task) => {
    if (lower && !low) low = lowerPriority();
    return task(input as I, report).then(
      (value) =>
        port.postMessage(
          { ok: true, value, heapMb: heapMb() } satisfies Reply<T>,
          typeof value === "object" && value !== null ? (transfers.get(value) ?? []) : [],
        ),
      (error: unknown) => {
        if (!isAppError(error)) logError("[thread] unexpected failure", error);
        const { code, message } = isAppError(error)
          ? error
          : { code: "internal:unexpected", message: "Something went wrong on the server. Nothing was changed." };
        const cause = isAppError(error) ? undefined : error instanceof Error ? error.message : String(error);
        port.postMessage({ ok: false, code, message, heapMb: heapMb(), cause } satisfies Reply<T>);
      },
    );
  });
}

/**
 * On Linux, gives this thread a lower CPU priority (nice 10) than the server's event loop, before
 * its first big task: on a machine with few cores a long import or export then takes the CPU the
 * requests leave, not theirs. Small tasks keep the server's priority: a person waits for each (a
 * short import's tree, a merge's check, a big tree's load), and at nice 10 beside six busy
 * processes a short import took 0.7 s on a warm thread, not 0.19 s (bench:thread-priority).
 * `setpriority` on a thread id applies to that thread alone; Node names its thread in
 * /proc/thread-self. Elsewhere, or without it, nothing changes. True once lowered.
 */
function lowerPriority(): boolean {
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").at(-1));
    if (!Number.isInteger(tid) || tid <= 0) return false;
    setPriority(tid, 10);
    return true;
  } catch {
    // Not Linux, or not allowed: the thread keeps the process's priority.
    return false;
  }
}

import "server-only";
import { existsSync, readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { dirname, resolve } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { isMainThread, parentPort, Worker, workerData, type WorkerOptions } from "node:worker_threads";
import { AppError, isAppError } from "@/lib/errors";
import { logError } from "@/lib/log";

/**
 * Work that must not hold the server's event loop (parsing a 60 MB chat export, reading a PDF,
 * writing 50,000 messages through Prisma) runs in a worker thread: its own event loop, heap and
 * database connection. Each thread module is bundled by every build into `.next-threads/` (see
 * scripts/build-threads.mjs for why not by Turbopack), and loaded through tsx from source in tests
 * and the CLI. The thread gets a heap limit (`resourceLimits`) and a time limit; beyond either it is
 * stopped and the caller gets the AppError it chose (413 for an import).
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
   * Keep the thread this long after a run that ended normally (a result or an AppError), idle and
   * not holding the process open, for the next run of the same entry with the same heap: its
   * modules are loaded and its code compiled and optimised already (the offline import's tree
   * thread spends ~0.25 s starting and runs its first MB ~40% slower than a warm thread). A thread
   * stopped by a limit is never kept. Default 0: a new thread per run.
   */
  keepAliveMs?: number;
}

/** What a thread posts back: one result, or the error it ended with; before that, any reports. */
type Reply<T> = { ok: true; value: T } | { ok: false; code: string; message: string } | { report: unknown };

/** Threads at once in this process; more wait their turn (each may take its heap limit). */
const MAX_THREADS = 2;
let running = 0;
const waiting: Array<() => void> = [];

async function slot(): Promise<() => void> {
  if (running >= MAX_THREADS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  return () => {
    running -= 1;
    waiting.shift()?.();
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

/**
 * The server (Next sets NEXT_RUNTIME) runs a thread from its bundle, which every `next build`
 * writes (next.config.mjs runs scripts/build-threads.mjs): our code inlined, packages from
 * node_modules, loaded with the react-server condition. From source (vitest, the CLI, or a server
 * whose bundle is missing) Node 20 cannot load a .ts worker by itself and a worker ignores
 * `--import tsx`, so the thread starts with a line that loads the module through tsx's API.
 */
function startWorker(entry: ThreadEntry, options: WorkerOptions): Worker {
  const execArgv = ["--conditions=react-server"];
  const bundle = resolve(process.cwd(), THREADS_DIR, `${entry.name}.mjs`);
  // Reflect.construct: Turbopack rewrites a `new Worker(path)` it can follow into a chunk of its own
  // (keyed by a /ROOT path that a real path never matches); these paths are known only at run time.
  if (process.env.NEXT_RUNTIME && existsSync(bundle))
    return Reflect.construct(Worker, [bundle, { ...options, execArgv }]) as Worker;
  // The project's root: two folders up from this file when it runs from source (the CLI may run elsewhere).
  const here = import.meta.url;
  const root = here.startsWith("file:") ? resolve(dirname(fileURLToPath(here)), "../..") : process.cwd();
  const target = pathToFileURL(resolve(root, entry.source)).href;
  const api = pathToFileURL(resolve(root, "node_modules/tsx/dist/esm/api/index.mjs")).href;
  const boot = `import(${JSON.stringify(api)}).then(({ tsImport }) => tsImport(${JSON.stringify(target)}, ${JSON.stringify(target)}))`;
  return Reflect.construct(Worker, [boot, { ...options, eval: true, execArgv }]) as Worker;
}

/**
 * Runs one task in a new worker thread and resolves with what it posts (see {@link serveThread}).
 * An AppError thrown in the thread is thrown here with its code and message; a thread that runs out
 * of heap or time is stopped and `limits.refusal` is thrown.
 *
 * @example
 * const docs = await runInThread(
 *   { name: "read-thread", source: "lib/knowledge/read-thread.ts" },
 *   { files },
 *   { timeoutMs: 60_000, maxHeapMb: 512, refusal: () => new AppError("too_large:document", "…") },
 * );
 */
export async function runInThread<T>(entry: ThreadEntry, input: unknown, limits: ThreadLimits): Promise<T> {
  const release = await slot();
  try {
    return await new Promise<T>((resolve, reject) => {
      let settled = false;
      const keepAlive = (limits.keepAliveMs ?? 0) > 0;
      const key = `${entry.name}:${limits.maxHeapMb}`;
      const kept = keepAlive ? takeIdle(key) : undefined;
      // A thread that may serve several runs gets each input as a message; a one-run thread as its workerData.
      const worker =
        kept ??
        startWorker(entry, {
          workerData: keepAlive ? SERVE_MESSAGES : input,
          transferList: keepAlive ? undefined : limits.transfer,
          resourceLimits: { maxOldGenerationSizeMb: limits.maxHeapMb, maxYoungGenerationSizeMb: 64, stackSizeMb: 8 },
        });
      const finish = (outcome: () => void, reusable = false) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        // A thread kept for the next run loses this run's listeners (it gets the next one's);
        // any other keeps them, ignored once settled, so that a late error is still handled.
        if (reusable && keepAlive) {
          worker.off("message", onMessage);
          worker.off("error", onError);
          worker.off("exit", onExit);
          park(key, worker, limits.keepAliveMs ?? 0);
        }
        outcome();
      };
      const timer = setTimeout(() => {
        finish(() => reject(limits.refusal("time")));
        void worker.terminate();
      }, limits.timeoutMs);
      const onMessage = (reply: Reply<T>) => {
        if ("report" in reply) return void limits.onReport?.(reply.report);
        finish(
          () => (reply.ok ? resolve(reply.value) : reject(new AppError(reply.code as never, reply.message))),
          true,
        );
      };
      const onError = (error: Error & { code?: string }) =>
        finish(() => {
          if (error.code === "ERR_WORKER_OUT_OF_MEMORY") reject(limits.refusal("memory"));
          else reject(error);
        });
      const onExit = (code: number) =>
        finish(() => reject(new Error(`The worker thread stopped (exit code ${code}) without an answer.`)));
      worker.on("message", onMessage);
      worker.on("error", onError);
      worker.on("exit", onExit);
      if (keepAlive) worker.postMessage({ task: input } satisfies Task, limits.transfer ?? []);
    });
  } finally {
    release();
  }
}

/** The workerData of a thread that takes its inputs as messages ({@link Task}), one run after another. */
const SERVE_MESSAGES = "canopy:serve-messages";
/** One run's input, posted to a kept thread. */
type Task = { task: unknown };

/** Threads kept between runs (`keepAliveMs`), idle, by entry name and heap: at most one each. */
const idle = new Map<string, { worker: Worker; timer: ReturnType<typeof setTimeout> }>();

/** The keys (`<entry name>:<heap MB>`) of the threads kept idle now (tests). */
export function keptThreads(): string[] {
  return [...idle.keys()];
}

function takeIdle(key: string): Worker | undefined {
  const kept = idle.get(key);
  if (!kept) return undefined;
  idle.delete(key);
  clearTimeout(kept.timer);
  kept.worker.off("exit", forget);
  kept.worker.off("error", forget);
  kept.worker.ref();
  return kept.worker;
}

/** Keeps `worker` idle for `ms` (another idle one of the same key is stopped); it never holds the process open. */
function park(key: string, worker: Worker, ms: number): void {
  const other = takeIdle(key);
  if (other) void other.terminate();
  worker.unref();
  worker.on("exit", forget);
  worker.on("error", forget);
  const timer = setTimeout(() => {
    if (idle.get(key)?.worker === worker) idle.delete(key);
    void worker.terminate();
  }, ms);
  timer.unref();
  idle.set(key, { worker, timer });
}

/** An idle thread that ended or failed by itself (it should not): dropped from the kept ones, stopped. */
function forget(this: Worker): void {
  for (const [key, kept] of idle) {
    if (kept.worker !== this) continue;
    idle.delete(key);
    clearTimeout(kept.timer);
    void this.terminate();
  }
}

/**
 * The thread's side: runs `task` on the input {@link runInThread} gave (and a `report` function whose
 * values reach `limits.onReport`, e.g. progress) and posts its result, or
 * the AppError it threw (any other error is logged here and answered as internal:unexpected).
 * Call it once at the top level of a worker module; outside a worker thread it does nothing.
 */
export function serveThread<I, T>(task: (input: I, report: (value: unknown) => void) => Promise<T>): void {
  if (isMainThread || !parentPort) return;
  const port = parentPort;
  lowerPriority();
  const run = (input: I) =>
    task(input, (report) => port.postMessage({ report } satisfies Reply<T>)).then(
      (value) => port.postMessage({ ok: true, value } satisfies Reply<T>),
      (error: unknown) => {
        if (!isAppError(error)) logError("[thread] unexpected failure", error);
        const { code, message } = isAppError(error)
          ? error
          : { code: "internal:unexpected", message: "Something went wrong on the server. Nothing was changed." };
        port.postMessage({ ok: false, code, message } satisfies Reply<T>);
      },
    );
  // A kept thread (`keepAliveMs`) runs each input it is sent, one at a time (its caller waits for
  // the answer before sending another); a one-run thread runs its workerData and ends.
  if (workerData === SERVE_MESSAGES) port.on("message", (message: Task) => void run(message.task as I));
  else void run(workerData as I);
}

/**
 * On Linux, gives this thread a lower CPU priority (nice 10) than the server's event loop: on a
 * machine with few cores a long import then takes the CPU the requests leave, not theirs.
 * `setpriority` on a thread id applies to that thread alone; Node names its thread in
 * /proc/thread-self. Elsewhere, or without it, nothing changes.
 */
function lowerPriority(): void {
  try {
    const tid = Number(readlinkSync("/proc/thread-self").split("/").at(-1));
    if (Number.isInteger(tid) && tid > 0) setPriority(tid, 10);
  } catch {
    // Not Linux, or not allowed: the thread keeps the process's priority.
  }
}

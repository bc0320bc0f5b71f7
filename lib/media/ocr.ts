import "server-only";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { createWorker, type Worker } from "tesseract.js";
import { countTokens } from "@/lib/text/count-tokens";
import { itemsShowing, saveOcr, setItemText, getMediaFile } from "@/lib/db/queries/media";
import { logError } from "@/lib/log";
import { headingOf, imageItemText } from "@/lib/shared/image-text";
import { ocrLimits } from "./limits";
import { ocrInput } from "./process";
import { mediaStore } from "./store";

/**
 * OCR with tesseract.js: its WebAssembly engine runs in a worker thread of its own (never on the
 * request's event loop), English language data from the `@tesseract.js-data/eng` package on disk
 * (no download at run time, no CDN). Bounded: images are downscaled to CANOPY_OCR_MAX_PIXELS
 * (4 MP) before reading, each read stops after CANOPY_OCR_TIMEOUT_MS (the thread is terminated),
 * and at most CANOPY_OCR_CONCURRENCY (1) images are read at once in a process; the rest wait.
 */

/** The language data's directory (the package's integer "best" model, gzipped). */
function langPath(): string {
  const require = createRequire(join(process.cwd(), "package.json"));
  return join(dirname(require.resolve("@tesseract.js-data/eng/package.json")), "4.0.0_best_int");
}

const IDLE_MS = 60_000;
let idleWorker: { worker: Worker; timer: NodeJS.Timeout } | null = null;
let running = 0;
const waiting: Array<() => void> = [];

async function takeWorker(): Promise<Worker> {
  if (idleWorker) {
    const { worker, timer } = idleWorker;
    idleWorker = null;
    clearTimeout(timer);
    return worker;
  }
  const worker = await createWorker("eng", 1, { langPath: langPath(), cacheMethod: "none", gzip: true });
  // Screenshots carry no resolution (or a wrong one): tesseract then guesses and warns on stdout,
  // which would corrupt the command line's JSON output.
  await worker.setParameters({ user_defined_dpi: "150" });
  return worker;
}

function parkWorker(worker: Worker): void {
  if (idleWorker) return void worker.terminate();
  const timer = setTimeout(() => {
    if (idleWorker?.worker === worker) idleWorker = null;
    void worker.terminate();
  }, IDLE_MS);
  timer.unref();
  idleWorker = { worker, timer };
}

/**
 * Reads the text of a PNG/JPEG/WebP image (downscaled first), within the time limit.
 *
 * @throws Error when it takes longer than the limit (the thread is stopped)
 */
export async function recognizeText(image: Uint8Array): Promise<string> {
  const limits = ocrLimits();
  if (running >= limits.concurrency) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    const input = await ocrInput(image, limits.maxPixels);
    const worker = await takeWorker();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`OCR stopped after ${limits.timeoutMs} ms.`)), limits.timeoutMs);
    });
    try {
      const result = await Promise.race([worker.recognize(Buffer.from(input)), timeout]);
      parkWorker(worker);
      return result.data.text.replace(/[ \t]+\n/g, "\n").trim();
    } catch (error) {
      void worker.terminate(); // a stopped or failed read never serves another
      throw error;
    } finally {
      clearTimeout(timer);
    }
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

const inFlight = new Map<string, Promise<void>>();

/**
 * Reads a stored image's text once (concurrent callers share the read) and writes it to the image's
 * row and to the text of every item that shows it. A failure is stored as such (the item says so).
 */
export function readImageText(mediaId: string): Promise<void> {
  const running = inFlight.get(mediaId);
  if (running) return running;
  const task = (async () => {
    const row = await getMediaFile(mediaId);
    if (!row || row.ocrStatus !== "pending") return;
    const original = await mediaStore().get(mediaId, "original");
    let text: string | null = null;
    try {
      if (!original) throw new Error("The stored image is missing.");
      text = await recognizeText(original);
      await saveOcr(mediaId, text, "done");
    } catch (error) {
      logError(`[media] OCR of ${mediaId} failed`, error);
      await saveOcr(mediaId, null, "failed");
    }
    for (const item of await itemsShowing(mediaId)) {
      const content = imageItemText(headingOf(item.content), text ?? "failed");
      await setItemText(item.id, content, countTokens(content));
    }
  })().finally(() => inFlight.delete(mediaId));
  inFlight.set(mediaId, task);
  return task;
}

/** Waits (at most `ms`) for the OCR of these images to finish: a model without vision answers from their text. */
export async function waitForImageText(mediaIds: string[], ms: number): Promise<void> {
  const pending = mediaIds.flatMap((id) => (inFlight.has(id) ? [inFlight.get(id)!] : []));
  if (pending.length === 0) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    Promise.allSettled(pending),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, ms);
      timer.unref();
    }),
  ]);
  clearTimeout(timer);
}

/** Stops the idle OCR thread (tests, the CLI before it exits). */
export async function stopOcr(): Promise<void> {
  const idle = idleWorker;
  idleWorker = null;
  if (idle) {
    clearTimeout(idle.timer);
    await idle.worker.terminate();
  }
}

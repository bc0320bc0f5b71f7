import "server-only";
import { AppError } from "@/lib/errors";
import { runInThread, SMALL_TASK_BYTES } from "@/lib/jobs/thread";
import { readImportRequest } from "./import-request";
import { MAX_IMPORT_FILES } from "./parse";
import type { SpoolRef } from "./spool";
import type { ImportFile, ParsedDocument } from "./types";

/** Reading an upload's documents: at most this long (a PDF alone stops at 20 s)... */
const READ_THREAD_MS = 60_000;
/** ...and this much heap (10 MB of uploads, a .docx unpacks to 20 MB at most). */
const READ_THREAD_HEAP_MB = 512;

/**
 * What the read thread is given: files, or an upload's multipart body (bytes moved, not copied) and
 * its type; with `spool`, it keeps the documents in a spool file (./spool.ts) and answers only its
 * reference.
 */
export type ThreadReadInput = { files: ImportFile[] | { multipart: Uint8Array; type: string }; spool?: boolean };

/**
 * The documents of an import request (./import-request.ts), read in the worker thread and kept in a
 * spool file (./spool.ts) for the import job: a multipart upload is handed over as bytes (moved, not
 * copied) and its form parsed there as well, and only the spool's reference comes back, so that
 * neither the form, the files nor their text is handled on the server's event loop (the import's
 * tree thread reads the file). Pasted text (JSON, checked by the route) is read here.
 *
 * @throws AppError as {@link readDocumentsInThread}; invalid:input for a body that is neither
 */
export async function readUploadToSpool(request: Request): Promise<SpoolRef> {
  const type = request.headers.get("content-type") ?? "";
  if (!type.includes("multipart/form-data")) {
    const files = await readImportRequest(request);
    return runRead({ files: checkedFiles(files), spool: true }, bytesOf(files));
  }
  const multipart = new Uint8Array(await request.arrayBuffer());
  return runRead({ files: { multipart, type }, spool: true }, multipart.byteLength, [multipart.buffer as ArrayBuffer]);
}

/**
 * `readDocuments` (every format, one bad file refuses them all) in a worker thread with a heap and a
 * time limit, so that parsing a PDF or a Word file never holds the server's event loop. The import
 * route reads its upload with it; the job that builds the tree gets the parsed text.
 *
 * @throws AppError as `readDocuments`; too_large:document (413) when the thread runs out of heap or time
 */
export async function readDocumentsInThread(files: ImportFile[]): Promise<ParsedDocument[]> {
  return runRead({ files: checkedFiles(files) }, bytesOf(files));
}

function checkedFiles(files: ImportFile[]): ImportFile[] {
  if (files.length === 0) throw new AppError("invalid:document", "Choose at least one file to import.");
  if (files.length > MAX_IMPORT_FILES)
    throw new AppError(
      "invalid:document",
      `Import at most ${MAX_IMPORT_FILES} files at a time (${files.length} were given).`,
    );
  return files;
}

const bytesOf = (files: ImportFile[]) =>
  files.reduce((sum, f) => sum + (typeof f.content === "string" ? f.content.length : f.content.byteLength), 0);

function runRead<T extends ParsedDocument[] | SpoolRef = ParsedDocument[]>(
  input: ThreadReadInput,
  bytes: number,
  transfer: ArrayBuffer[] = [],
): Promise<T> {
  return runInThread<T>({ name: "read-thread", source: "lib/knowledge/read-thread.ts" }, input, {
    small: bytes <= SMALL_TASK_BYTES, // never behind two big uploads (issue 32, finding 4)
    transfer,
    timeoutMs: READ_THREAD_MS,
    maxHeapMb: READ_THREAD_HEAP_MB,
    refusal: (limit) =>
      new AppError(
        "too_large:document",
        limit === "time"
          ? `Reading the files took longer than ${READ_THREAD_MS / 1000} seconds and was stopped. Import fewer or smaller files.`
          : "The files need more memory to read than an import may use. Import fewer or smaller files.",
      ),
  });
}

import { randomUUID } from "node:crypto";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { AppError } from "@/lib/errors";
import { attachmentsDir } from "@/lib/media/store";
import type { ParsedDocument } from "./types";

/**
 * An upload's parsed documents kept in a file while their import job waits and runs (issue 32,
 * finding 4): the read thread writes it and the import's tree thread reads it, so the text of a big
 * import (two 4.9 MB files are 9.8 MB of text) never crosses the server's thread. In the Job row it
 * cost a stringify, SQLite's synchronous write and two reads of the row, a parse, a schema check and
 * a copy to the thread, each on the event loop. The job's payload holds only the {@link SpoolRef}.
 *
 * The file lives beside the image store (`<ATTACHMENTS_DIR>/import-spool/<id>.json`: shared by every
 * instance where images are), survives a restart (a queued or interrupted job still finds it), and
 * is removed when its job ends, succeeded or failed for good (the job's `cleanup`).
 */

/** What the job's payload holds of spooled documents: the file's id and each document's name and size. */
export type SpoolRef = { id: string; documents: Array<{ name: string; chars: number }> };

const ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Where spooled imports are kept. */
export function spoolDir(): string {
  return join(attachmentsDir(), "import-spool");
}

function spoolPath(id: string): string {
  // The id is ours (a UUID), never a user's string; checked anyway so that no path can escape.
  if (!ID.test(id)) throw new AppError("invalid:input", "Not an import's spool id.");
  return join(spoolDir(), `${id}.json`);
}

/** Writes `documents` to a new spool file (atomically) and returns its reference. */
export async function writeSpool(documents: ParsedDocument[]): Promise<SpoolRef> {
  const id = randomUUID();
  const target = spoolPath(id);
  await mkdir(spoolDir(), { recursive: true });
  const temp = `${target}.${randomUUID()}.tmp`;
  await writeFile(temp, JSON.stringify(documents));
  await rename(temp, target);
  return { id, documents: documents.map((d) => ({ name: d.name, chars: d.text.length })) };
}

/**
 * The spooled documents. A file that is gone (its job already ended, or the data directory was
 * emptied) is a clear error that retrying cannot mend.
 *
 * @throws AppError not_found:document
 */
export async function readSpool(id: string): Promise<ParsedDocument[]> {
  try {
    return JSON.parse(await readFile(spoolPath(id), "utf8")) as ParsedDocument[];
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT")
      throw new AppError(
        "not_found:document",
        "The uploaded files of this import are no longer on the server (the import ended or its files were removed). Upload them again.",
      );
    throw error;
  }
}

/** Removes a spool file (absent is fine). */
export async function removeSpool(id: string): Promise<void> {
  await rm(spoolPath(id), { force: true });
}

/**
 * Removes spool files no job needs: older than `before` and not in `inUse` (the ids queued or
 * running imports hold). A file is orphaned when the process died between the upload's write and
 * its enqueue, or while a temporary file was being renamed; a young file may belong to an upload
 * being enqueued on another instance right now, so only old ones go. Returns how many were removed.
 */
export async function sweepSpool(inUse: ReadonlySet<string>, before: Date): Promise<number> {
  let names: string[];
  try {
    names = await readdir(spoolDir());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  let removed = 0;
  for (const name of names) {
    const id = name.slice(0, 36);
    if (!ID.test(id) || inUse.has(id) || !(name.endsWith(".json") || name.endsWith(".tmp"))) continue;
    const path = join(spoolDir(), name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile() || info.mtime >= before) continue;
    await rm(path, { force: true });
    removed += 1;
  }
  return removed;
}

import yauzl, { type Entry, type ZipFile } from "yauzl";
import { AppError } from "@/lib/errors";
import { formatBytes } from "@/lib/auth/body";

/**
 * Bounds on a zip archive (a Word .docx is one) checked before any parser inflates it: a 1 MB file
 * can unpack to gigabytes (a zip bomb), and mammoth (through JSZip) would inflate all of it in memory.
 */

/**
 * Most bytes the entries of one archive may unpack to: four times the 5 MB file limit. A document
 * whose text fits the import's limits fits this; at 50 MB, a 4.5 MB .docx whose document.xml
 * inflated to 46 MB at 10:1 passed, and mammoth then held a thread (and 1.2 GB) for 30-40 s before
 * its text was refused anyway (issue 32, finding 4).
 */
export const MAX_UNZIPPED_BYTES = 20 * 1024 * 1024;
/** Most entries in one archive. */
export const MAX_ZIP_ENTRIES = 5_000;
/** Largest compression ratio accepted for an entry that unpacks to more than {@link RATIO_FROM_BYTES}. */
export const MAX_ZIP_RATIO = 100;
/** Entries smaller than this (1 MB) may compress as well as they like. */
export const RATIO_FROM_BYTES = 1024 * 1024;

const tooLarge = (message: string) => new AppError("too_large:document", message);
const bomb = (name: string, why: string) =>
  tooLarge(`"${name}" ${why}: Canopy refuses it as a possible zip bomb. Save it again or split it into smaller files.`);

/**
 * Checks a zip archive's entries against the bounds above without keeping what they unpack to: the
 * sizes the archive declares first (no inflating at all), then each entry is inflated as a stream,
 * counted and dropped, so an archive that lies about its sizes is stopped at the declared size
 * (yauzl checks it) and never past {@link MAX_UNZIPPED_BYTES}. Streamed, so the event loop keeps
 * serving other requests meanwhile.
 *
 * @throws AppError too_large:document naming the file (too big unpacked, too many entries, an absurd
 * compression ratio); invalid:document when the bytes are not a readable zip archive.
 */
export async function checkZipBounds(name: string, bytes: Uint8Array, label = "a Word document"): Promise<void> {
  let zip: ZipFile;
  try {
    zip = await new Promise<ZipFile>((resolve, reject) =>
      yauzl.fromBuffer(
        Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        { lazyEntries: true, validateEntrySizes: true, strictFileNames: false },
        (error, file) => (error || !file ? reject(error ?? new Error("no archive")) : resolve(file)),
      ),
    );
  } catch (error) {
    throw new AppError(
      "invalid:document",
      `"${name}" could not be read as ${label}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (zip.entryCount > MAX_ZIP_ENTRIES) {
    zip.close();
    throw bomb(name, `holds ${zip.entryCount} files (at most ${MAX_ZIP_ENTRIES})`);
  }
  const entries = await readEntries(zip, name, label);
  try {
    let declared = 0;
    for (const entry of entries) {
      declared += entry.uncompressedSize;
      if (declared > MAX_UNZIPPED_BYTES)
        throw bomb(
          name,
          `unpacks to more than ${formatBytes(MAX_UNZIPPED_BYTES)} (${entry.fileName} alone is ${formatBytes(entry.uncompressedSize)})`,
        );
      if (
        entry.uncompressedSize > RATIO_FROM_BYTES &&
        entry.uncompressedSize > MAX_ZIP_RATIO * Math.max(1, entry.compressedSize)
      )
        throw bomb(name, `holds ${entry.fileName}, compressed more than ${MAX_ZIP_RATIO} to 1`);
    }
    const inflated = { bytes: 0 };
    for (const entry of entries) await drain(zip, entry, name, inflated);
  } finally {
    zip.close();
  }
}

/** Every entry of the central directory (names and declared sizes; nothing inflated). */
function readEntries(zip: ZipFile, name: string, label: string): Promise<Entry[]> {
  return new Promise((resolve, reject) => {
    const entries: Entry[] = [];
    zip.on("entry", (entry: Entry) => {
      entries.push(entry);
      zip.readEntry();
    });
    zip.on("end", () => resolve(entries));
    zip.on("error", (error: Error) => {
      zip.close();
      reject(new AppError("invalid:document", `"${name}" could not be read as ${label}: ${error.message}`));
    });
    zip.readEntry();
  });
}

/**
 * Inflates one entry and drops its bytes, counting them into `inflated` (the archive's running
 * total): the stream is stopped as soon as the total passes {@link MAX_UNZIPPED_BYTES}, where it
 * is measured, not after; yauzl also fails it past the entry's declared size.
 */
function drain(zip: ZipFile, entry: Entry, name: string, inflated: { bytes: number }): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream) => {
      if (error || !stream) return reject(bomb(name, `has a damaged entry ${entry.fileName}`));
      stream.on("data", (chunk: Buffer) => {
        inflated.bytes += chunk.length;
        if (inflated.bytes <= MAX_UNZIPPED_BYTES) return;
        stream.destroy();
        reject(bomb(name, `unpacks to more than ${formatBytes(MAX_UNZIPPED_BYTES)}`));
      });
      stream.on("end", () => resolve());
      stream.on("error", (e: Error) => {
        stream.destroy();
        reject(
          /too many bytes/i.test(e.message)
            ? bomb(name, `holds ${entry.fileName}, which unpacks to more than it declares`)
            : new AppError("invalid:document", `"${name}" has a damaged entry ${entry.fileName}: ${e.message}`),
        );
      });
    });
  });
}

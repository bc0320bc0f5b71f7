import { gunzip } from "node:zlib";
import { AppError } from "@/lib/errors";
import { formatBytes } from "@/lib/auth/body";
import { isGzipName } from "@/lib/shared/document-formats";
import { csvToText } from "./parse-csv";
import { docxToText } from "./parse-docx";
import { htmlToText } from "./parse-html";
import { pdfToText } from "./parse-pdf";
import { checkDocumentFile, decode, MAX_DOCUMENT_BYTES, MAX_IMPORT_FILES, parseDocument } from "./parse";
import { markdownSections } from "./provenance";
import { stripNulDeep } from "@/lib/shared/text-input";
import type { DocumentSection, ImportFile, ImportProgress, ParsedDocument } from "./types";

/**
 * Every importable format, server side: PDF (unpdf), Word .docx (mammoth), HTML (htmlparser2) and
 * CSV (csv-parse) here, text and chat exports through `parseDocument`, each also gzip-compressed
 * (`gunzipDocument`). Each document carries its sections (pages, headings, rows) for the provenance
 * of its leaves.
 *
 * @throws AppError naming the file: invalid:document for an unknown extension, an unreadable file
 * (a damaged PDF, a .docx that is not a Word file, malformed CSV) or one without any text;
 * too_large:document (413) over 5 MB, for a .docx zip bomb (`checkZipBounds`) or a PDF beyond
 * `pdfToText`'s bounds (pages, text, time).
 *
 * @example const doc = await readDocument({ name: "report.pdf", content: bytes }); // { format: "pdf", text, sections: [{ start: 0, page: 1 }, ...] }
 */
export async function readDocument(file: ImportFile): Promise<ParsedDocument> {
  // A gzip file keeps the name it was uploaded with; its format is its inner name's.
  const { name, format } = checkDocumentFile(file.name, file.content);
  const gzip = isGzipName(name);
  const content = gzip ? await gunzipDocument(name, file.content) : file.content;
  const bytes = () => (typeof content === "string" ? new TextEncoder().encode(content) : content);
  const size = typeof content === "string" ? new TextEncoder().encode(content).byteLength : content.byteLength;
  let read: { text: string; sections: DocumentSection[] };
  try {
    switch (format) {
      case "pdf":
        read = await pdfToText(bytes(), name);
        break;
      case "docx":
        read = await docxToText(bytes(), name);
        break;
      case "html":
        read = htmlToText(decode(name, content));
        break;
      case "csv":
        read = csvToText(decode(name, content));
        break;
      default: {
        const doc = parseDocument(name, content, { unpacked: gzip });
        return doc.format === "md" || doc.format === "man"
          ? { ...doc, bytes: size, sections: markdownSections(doc.text) }
          : { ...doc, bytes: size };
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError(
      "invalid:document",
      `"${name}" could not be read as ${ARTICLE[format]}: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (read.text.trim() === "") {
    const hint = format === "pdf" ? " (a scanned PDF holds images of text, which Canopy cannot read)" : "";
    throw new AppError("invalid:document", `"${name}" has no text to import${hint}.`);
  }
  // A PDF's or a Word file's text may hold NUL characters: removed, as at every boundary.
  return stripNulDeep({ name, format, text: read.text, bytes: size, sections: read.sections });
}

/**
 * A gzip-compressed file's content ("changelog.html.gz", "NEWS.Debian.gz"), unpacked off the event
 * loop and bounded like any file: more than 5 MB unpacked is refused as soon as the inflater passes
 * that size, so a small file that unpacks to gigabytes (a gzip bomb) costs 5 MB at most. Several
 * gzip members one after the other are one file. A file compressed twice unpacks once, and its
 * reader then refuses it as binary.
 *
 * @throws AppError too_large:document over 5 MB unpacked; invalid:document when it is not gzip data.
 */
export async function gunzipDocument(name: string, content: Uint8Array | string): Promise<Uint8Array> {
  const packed = typeof content === "string" ? new TextEncoder().encode(content) : content;
  const unpacked = await new Promise<Buffer>((resolve, reject) =>
    gunzip(packed, { maxOutputLength: MAX_DOCUMENT_BYTES }, (error, result) =>
      error ? reject(error) : resolve(result),
    ),
  ).catch((error: NodeJS.ErrnoException) => {
    if (error.code === "ERR_BUFFER_TOO_LARGE" || error instanceof RangeError)
      throw new AppError(
        "too_large:document",
        `"${name}" unpacks to more than ${formatBytes(MAX_DOCUMENT_BYTES)}: files of at most that size can be imported, compressed or not. Split it into smaller files.`,
      );
    throw new AppError("invalid:document", `"${name}" is not a readable gzip file: ${error.message}`);
  });
  return new Uint8Array(unpacked.buffer, unpacked.byteOffset, unpacked.byteLength);
}

/**
 * Reads every file of an import before anything is written: one bad file refuses the whole import.
 * Reports a "parse" progress step per file.
 *
 * @throws AppError invalid:document — no files, too many, or a file {@link readDocument} refuses.
 */
export async function readDocuments(
  files: ImportFile[],
  onProgress?: (p: ImportProgress) => void,
): Promise<ParsedDocument[]> {
  if (files.length === 0) throw new AppError("invalid:document", "Choose at least one file to import.");
  if (files.length > MAX_IMPORT_FILES)
    throw new AppError(
      "invalid:document",
      `Import at most ${MAX_IMPORT_FILES} files at a time (${files.length} were given).`,
    );
  const docs: ParsedDocument[] = [];
  for (const file of files) {
    docs.push(await readDocument(file));
    onProgress?.({ phase: "parse", done: docs.length, total: files.length });
  }
  return docs;
}

const ARTICLE = {
  pdf: "a PDF",
  docx: "a Word document",
  html: "HTML",
  csv: "CSV",
  md: "Markdown",
  txt: "text",
  json: "JSON",
  man: "a manual page",
} as const;

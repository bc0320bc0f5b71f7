import { AppError } from "@/lib/errors";
import { csvToText } from "./parse-csv";
import { docxToText } from "./parse-docx";
import { htmlToText } from "./parse-html";
import { pdfToText } from "./parse-pdf";
import { checkDocumentFile, decode, MAX_IMPORT_FILES, parseDocument } from "./parse";
import { markdownSections } from "./provenance";
import { stripNulDeep } from "@/lib/shared/text-input";
import type { DocumentSection, ImportFile, ImportProgress, ParsedDocument } from "./types";

/**
 * Every importable format, server side: PDF (unpdf), Word .docx (mammoth), HTML (htmlparser2) and
 * CSV (csv-parse) here, text and chat exports through `parseDocument`. Each document carries its
 * sections (pages, headings, rows) for the provenance of its leaves.
 *
 * @throws AppError naming the file: invalid:document for an unknown extension, an unreadable file
 * (a damaged PDF, a .docx that is not a Word file, malformed CSV) or one without any text;
 * too_large:document (413) over 5 MB, for a .docx zip bomb (`checkZipBounds`) or a PDF beyond
 * `pdfToText`'s bounds (pages, text, time).
 *
 * @example const doc = await readDocument({ name: "report.pdf", content: bytes }); // { format: "pdf", text, sections: [{ start: 0, page: 1 }, ...] }
 */
export async function readDocument(file: ImportFile): Promise<ParsedDocument> {
  const { name, format } = checkDocumentFile(file.name, file.content);
  const bytes = () => (typeof file.content === "string" ? new TextEncoder().encode(file.content) : file.content);
  const size =
    typeof file.content === "string" ? new TextEncoder().encode(file.content).byteLength : file.content.byteLength;
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
        read = htmlToText(decode(name, file.content));
        break;
      case "csv":
        read = csvToText(decode(name, file.content));
        break;
      default: {
        const doc = parseDocument(name, file.content);
        return doc.format === "md"
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
} as const;

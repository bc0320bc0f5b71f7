import { getDocumentProxy } from "unpdf";
import { AppError } from "@/lib/errors";
import type { DocumentSection } from "./types";

/** Most pages read from one PDF. */
export const MAX_PDF_PAGES = 2_000;
/** Most characters of text taken from one PDF (its streams may inflate far beyond its 5 MB). */
export const MAX_PDF_TEXT = 20_000_000;
/** Longest a PDF may take to read, in milliseconds, checked between pages. */
export const PDF_DEADLINE_MS = 20_000;

/**
 * A PDF's text, page by page, with unpdf (Mozilla's pdf.js built for servers): pages joined by a
 * blank line, one section per page that has text. Pages are read one after another (not all at
 * once), within {@link MAX_PDF_PAGES}, {@link MAX_PDF_TEXT} and {@link PDF_DEADLINE_MS}. Throws when
 * the bytes are not a readable PDF; the caller turns that into a message naming the file.
 *
 * @throws AppError too_large:document naming the file, beyond one of the bounds
 */
export async function pdfToText(
  bytes: Uint8Array,
  name = "document.pdf",
): Promise<{ text: string; sections: DocumentSection[]; pages: number }> {
  const started = Date.now();
  const tooLarge = (why: string) =>
    new AppError("too_large:document", `"${name}" ${why}; split it into smaller files before importing.`);
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const totalPages = pdf.numPages;
    if (totalPages > MAX_PDF_PAGES) throw tooLarge(`has ${totalPages} pages (at most ${MAX_PDF_PAGES})`);
    let text = "";
    const sections: DocumentSection[] = [];
    for (let i = 1; i <= totalPages; i++) {
      const page = await pdf.getPage(i);
      const content = await page.getTextContent();
      const raw = content.items.map((item) => ("str" in item ? item.str + (item.hasEOL ? "\n" : "") : "")).join("");
      page.cleanup();
      const tidied = tidy(raw);
      if (tidied !== "") {
        if (text !== "") text += "\n\n";
        sections.push({ start: text.length, page: i });
        text += tidied;
      }
      if (text.length > MAX_PDF_TEXT)
        throw tooLarge(`holds more than ${MAX_PDF_TEXT / 1_000_000} million characters of text`);
      if (Date.now() - started > PDF_DEADLINE_MS)
        throw tooLarge(
          `took more than ${PDF_DEADLINE_MS / 1000} seconds to read (stopped at page ${i} of ${totalPages})`,
        );
    }
    return { text, sections, pages: totalPages };
  } finally {
    await pdf.destroy();
  }
}

/** Spaces collapsed within lines, runs of blank lines kept as one paragraph break. */
function tidy(page: string): string {
  return page
    .replace(/\r\n?/g, "\n")
    .split("\n")
    .map((line) => line.replace(/[ \t\u00a0]+/g, " ").trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

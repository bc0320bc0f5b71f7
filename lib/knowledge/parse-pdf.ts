import { extractText, getDocumentProxy } from "unpdf";
import type { DocumentSection } from "./types";

/**
 * A PDF's text, page by page, with unpdf (Mozilla's pdf.js built for servers): pages joined by a
 * blank line, one section per page that has text. Throws when the bytes are not a readable PDF;
 * the caller turns that into a message naming the file.
 */
export async function pdfToText(
  bytes: Uint8Array,
): Promise<{ text: string; sections: DocumentSection[]; pages: number }> {
  // pdf.js takes ownership of (detaches) the buffer it is given: hand it a copy.
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  try {
    const { totalPages, text: pages } = await extractText(pdf, { mergePages: false });
    let text = "";
    const sections: DocumentSection[] = [];
    pages.forEach((raw, i) => {
      const page = tidy(raw);
      if (page === "") return;
      if (text !== "") text += "\n\n";
      sections.push({ start: text.length, page: i + 1 });
      text += page;
    });
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

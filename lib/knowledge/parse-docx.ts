import mammoth from "mammoth";
import { htmlToText } from "./parse-html";
import { checkZipBounds } from "./parse-zip";
import type { DocumentSection } from "./types";

/**
 * A Word (.docx) document's text with mammoth: converted to semantic HTML (Word's heading styles
 * become h1-h6), then read like an HTML file, so headings open sections. The archive is checked
 * first (`checkZipBounds`: at most 20 MB unpacked, no absurd compression ratio), so a zip bomb is
 * refused before mammoth inflates anything. Throws when the bytes are not a readable .docx.
 *
 * @throws AppError too_large:document naming the file for a zip bomb
 */
export async function docxToText(
  bytes: Uint8Array,
  name = "document.docx",
): Promise<{ text: string; sections: DocumentSection[] }> {
  await checkZipBounds(name, bytes);
  const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
  return htmlToText(html);
}

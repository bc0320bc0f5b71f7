import mammoth from "mammoth";
import { htmlToText } from "./parse-html";
import type { DocumentSection } from "./types";

/**
 * A Word (.docx) document's text with mammoth: converted to semantic HTML (Word's heading styles
 * become h1-h6), then read like an HTML file, so headings open sections. Throws when the bytes are
 * not a readable .docx.
 */
export async function docxToText(bytes: Uint8Array): Promise<{ text: string; sections: DocumentSection[] }> {
  const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) });
  return htmlToText(html);
}

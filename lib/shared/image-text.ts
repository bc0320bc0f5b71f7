import { stripEdges } from "@/lib/text/edges";

/**
 * The text of an image item: what every text path (the window, search, compressed notes, condensed
 * merges, exports, a model without vision) reads. Its first line names the image; the rest is what
 * OCR read, or says it is still reading.
 */
// Plain text, no emoji: a system without an emoji font showed a missing-glyph box.
export const IMAGE_MARK = "Image: ";
export const OCR_PENDING = "(The text in this image is being read.)";
export const OCR_NONE = "(No text was found in this image.)";
export const OCR_FAILED = "(The text in this image could not be read.)";
const OCR_HEAD = "Text read from the image (OCR):";

export function imageHeading(name: string, width: number, height: number): string {
  return `${IMAGE_MARK}${name} (${width} x ${height})`;
}

/** The item's text for an image whose OCR is `text` (null: still reading; "failed": it could not). */
export function imageItemText(heading: string, text: string | null | "failed"): string {
  if (text === null) return `${heading}\n\n${OCR_PENDING}`;
  if (text === "failed") return `${heading}\n\n${OCR_FAILED}`;
  const clean = text.trim();
  return clean ? `${heading}\n\n${OCR_HEAD}\n${clean}` : `${heading}\n\n${OCR_NONE}`;
}

/** The heading line of an image item's text. */
export function headingOf(content: string): string {
  return content.split("\n")[0] ?? content;
}

/** The file name an image item's text names. */
export function imageNameOf(content: string): string {
  const heading = headingOf(content);
  if (!heading.startsWith(IMAGE_MARK)) return "image";
  return heading.slice(IMAGE_MARK.length).replace(/ \(\d+ x \d+\)$/, "");
}

/** What OCR read, from an image item's text ("" when nothing yet or nothing found). */
export function ocrTextOf(content: string): string {
  const at = content.indexOf(`${OCR_HEAD}\n`);
  return at < 0 ? "" : content.slice(at + OCR_HEAD.length + 1).trim();
}

/** The line a model without vision reads before an image's text (lib/chat/turn-images.ts). */
export const NO_VISION_LINE =
  "[This model cannot see images. An image was attached here; below is its name and the text OCR read from it.]";

/**
 * An image item as a model without vision reads it: one paragraph (so that a question about "the
 * screenshot" or "the picture" finds the text in the same passage), after {@link NO_VISION_LINE}.
 */
export function imageAsText(content: string): string {
  const name = imageNameOf(content);
  const text = ocrTextOf(content);
  // One sentence per line of text, each naming the image, so a quoted answer carries what it says.
  const body = text
    ? text
        .split(/\n+/)
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => `The screenshot (image, picture, photo) ${name} says: ${stripEdges(line, "", ".!?")}.`)
        .join("\n")
    : `The screenshot (image, picture, photo) ${name}: ${content.split("\n\n").slice(1).join(" ")}`;
  return `${NO_VISION_LINE}\n${body}`;
}

/**
 * The Content-Security-Policy of a stored image's response (lib/media/serve.ts; the proxy sends it
 * for those paths instead of the pages' policy): nothing may run, the document is sandboxed.
 */
export const STORED_IMAGE_CSP = "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox";

/** The paths that serve stored images: an item's, and a share link's. */
export const STORED_IMAGE_PATH = /^\/api\/(?:items\/[^/]+\/image|share\/[^/]+\/images\/[^/]+)$/;

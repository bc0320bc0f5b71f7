import { markdownHeading } from "@/lib/extract";
import { leadingSpaces } from "@/lib/extract/chars";
import type { DocumentSection } from "./types";

/**
 * Provenance of leaves: which pages, headings or rows of its document a chunk covers. Pure.
 * The parsers record where each page/heading/row starts in the document's text; chunking (in
 * lib/memory) returns plain strings, so each chunk is found again in the text and its character
 * range mapped onto those sections.
 */

/**
 * The heading sections of Markdown text: ATX headings ("## Title") outside code fences, each with
 * the headings above it.
 *
 * @example markdownSections("# A\n\ntext\n\n## B") // [{ start: 0, headings: ["A"] }, { start: 11, headings: ["A", "B"] }]
 */
export function markdownSections(text: string): DocumentSection[] {
  const sections: DocumentSection[] = [];
  // The open headings by level: a "##" after a "##" replaces it even with no "#" above.
  const path: [number, string][] = [];
  let fence: string | null = null;
  let offset = 0;
  for (const line of text.split("\n")) {
    const fenceMark = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark && (fence === null || fenceMark.startsWith(fence))) fence = fence === null ? fenceMark : null;
    else if (fence === null) {
      // The chunker's heading reader (lib/extract/sentences.ts), indented three spaces at most.
      const heading = leadingSpaces(line) <= 3 ? markdownHeading(line.trimStart()) : null;
      if (heading) {
        const { level, title } = heading;
        while (path.length > 0 && path[path.length - 1][0] >= level) path.pop();
        path.push([level, title]);
        sections.push({ start: offset, headings: path.map(([, title]) => title) });
      }
    }
    offset += line.length + 1;
  }
  return sections;
}

/**
 * The character range of each chunk in `text`, chunks in order. Chunking may re-space text (a long
 * paragraph is cut between sentences and rejoined with spaces), so matching ignores whitespace.
 * A chunk that cannot be found starts where the previous one ended.
 */
export function chunkRanges(text: string, chunks: readonly string[]): { start: number; end: number }[] {
  const { norm, map } = squeeze(text);
  let cursor = 0;
  return chunks.map((chunk) => {
    const c = squeezed(chunk);
    const head = c.slice(0, 80);
    const at = head === "" ? -1 : norm.indexOf(head, cursor);
    if (at < 0) {
      const start = map[Math.min(cursor, map.length - 1)] ?? 0;
      return { start, end: Math.min(text.length, start + chunk.length) };
    }
    const tail = c.slice(-80);
    const tailAt = norm.indexOf(tail, at + Math.max(0, c.length - tail.length - 1));
    const last = tailAt >= 0 ? tailAt + tail.length : at + c.length;
    cursor = last;
    return { start: map[at], end: (map[Math.min(last, map.length) - 1] ?? text.length - 1) + 1 };
  });
}

/**
 * A short label for the part of a document between `start` and `end`: "p. 2" / "pp. 2–3" for PDF
 * pages, "row 4" / "rows 4–40" for CSV rows, the heading path ("Setup › Keys", "+2 more" when
 * other sections start inside the range) for headings; null when the document has no sections.
 */
export function locationLabel(sections: readonly DocumentSection[], start: number, end: number): string | null {
  if (sections.length === 0) return null;
  let first = -1;
  for (let i = 0; i < sections.length && sections[i].start <= start; i++) first = i;
  let last = first;
  while (last + 1 < sections.length && sections[last + 1].start < end) last++;
  if (last < 0) return null;
  const from = sections[Math.max(first, 0)];
  const to = sections[last];
  if (from.page !== undefined)
    return to.page !== undefined && to.page !== from.page ? `pp. ${from.page}–${to.page}` : `p. ${from.page}`;
  if (from.row !== undefined)
    return to.row !== undefined && to.row !== from.row ? `rows ${from.row}–${to.row}` : `row ${from.row}`;
  const path = (from.headings ?? []).join(" › ");
  const more = last - Math.max(first, 0);
  return more > 0 ? `${path} (+${more} more)` : path || null;
}

/** `text` with every whitespace run as one space, and for each of its characters the index in `text`. */
export function squeeze(text: string): { norm: string; map: Int32Array } {
  const norm = squeezed(text);
  // map[k]: the index in `text` of norm's k-th character (a run of whitespace maps to its first).
  const map = new Int32Array(norm.length);
  let k = 0;
  let space = true;
  for (let i = 0; i < text.length && k < norm.length; i++) {
    if (isSpace(text.charCodeAt(i))) {
      if (!space) map[k++] = i;
      space = true;
    } else {
      map[k++] = i;
      space = false;
    }
  }
  return { norm, map };
}

/** `text` without leading whitespace and with every other run of whitespace one space (as `squeeze`). */
function squeezed(text: string): string {
  return text.replace(/^\s+/, "").replace(/\s+/g, " ");
}

/** Whether a UTF-16 code unit is whitespace as the regular expression class \s defines it. */
function isSpace(code: number): boolean {
  if (code <= 32) return code === 32 || (code >= 9 && code <= 13);
  if (code < 160) return false;
  return (
    code === 160 ||
    code === 5760 ||
    (code >= 8192 && code <= 8202) ||
    code === 8232 ||
    code === 8233 ||
    code === 8239 ||
    code === 8287 ||
    code === 12288 ||
    code === 65279
  );
}

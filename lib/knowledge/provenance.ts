import { markdownHeading } from "@/lib/extract";
import { leadingSpaces, madeOf } from "@/lib/extract/chars";
import type { DocumentSection } from "./types";

/**
 * Provenance of leaves: which pages, headings or rows of its document a chunk covers. Pure.
 * The parsers record where each page/heading/row starts in the document's text; chunking (in
 * lib/memory) returns plain strings, so each chunk is found again in the text and its character
 * range mapped onto those sections.
 */

/**
 * The heading sections of Markdown text: ATX headings ("## Title") and underlined (setext) ones
 * ("Title\n=====" level 1, "Title\n-----" level 2) outside code fences, each with the headings above it.
 *
 * @example markdownSections("# A\n\ntext\n\n## B") // [{ start: 0, headings: ["A"] }, { start: 11, headings: ["A", "B"] }]
 */
export function markdownSections(text: string): DocumentSection[] {
  const sections: DocumentSection[] = [];
  // The open headings by level: a "##" after a "##" replaces it even with no "#" above.
  const path: [number, string][] = [];
  let fence: string | null = null;
  let offset = 0;
  const lines = text.split("\n");
  // The line before, when it could be an underlined title: alone in its paragraph and not a heading.
  let titleLine: TitleLine | null = null;
  for (const [i, line] of lines.entries()) {
    const fenceMark = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    let candidate: TitleLine | null = null;
    if (fenceMark && (fence === null || fenceMark.startsWith(fence))) fence = fence === null ? fenceMark : null;
    else if (fence === null) {
      // The chunker's heading reader (lib/extract/sentences.ts), indented three spaces at most.
      const heading = leadingSpaces(line) <= 3 ? markdownHeading(line.trimStart()) : null;
      const level = titleLine ? underlineLevel(line) : 0;
      if (heading) open(heading.level, heading.title, offset);
      else if (titleLine && level > 0) open(level, titleLine.text, titleLine.start);
      else if (line.trim() !== "" && (i === 0 || lines[i - 1].trim() === "")) candidate = { text: line, start: offset };
    }
    titleLine = candidate && underlinable(candidate.text) ? candidate : null;
    offset += line.length + 1;
  }
  return sections;

  function open(level: number, title: string, start: number): void {
    while (path.length > 0 && path[path.length - 1][0] >= level) path.pop();
    path.push([level, title.trim()]);
    sections.push({ start, headings: path.map(([, t]) => t) });
  }
}

/** A line that may be an underlined title, and where it starts. */
type TitleLine = { text: string; start: number };

/** A setext underline's level: "===" 1, "---" 2 (three or more, indented three spaces at most), else 0. */
function underlineLevel(line: string): number {
  const mark = line.trim();
  if (leadingSpaces(line) > 3 || mark.length < 3 || !madeOf(mark, mark[0])) return 0;
  return mark[0] === "=" ? 1 : mark[0] === "-" ? 2 : 0;
}

/** Whether a paragraph's only line can be an underlined title: short, not a list item, quote or table row. */
function underlinable(line: string): boolean {
  const t = line.trim();
  return leadingSpaces(line) <= 3 && t.length <= 80 && !t.includes("|") && !/^([-*+>]|\d+[.)])(\s|$)/.test(t);
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

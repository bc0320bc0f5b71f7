/**
 * Sentence splitting for lexical retrieval. Lines are always boundaries (chat text is full of
 * bullets, headings and short lines); inside a line a sentence ends at . ! or ? followed by
 * whitespace, unless the word before is a known abbreviation or an initial, or the next word
 * starts in lowercase. Periods inside tokens (v1.2, example.com, 3.14) never split.
 */

// Abbreviations after which a sentence (almost) never ends: titles and Latin.
const NEVER_FINAL = new Set([
  "mr",
  "mrs",
  "ms",
  "dr",
  "prof",
  "sr",
  "jr",
  "st",
  "mt",
  "vs",
  "cf",
  "e.g",
  "i.e",
  "approx",
  "ca",
  "dept",
  "lt",
  "sgt",
  "capt",
]);

// Abbreviations that only bind to a following number ("No. 5", "p. 12", "Jan. 3"), since
// "I said no. Then ..." must still split.
const BEFORE_NUMBER = new Set([
  "no",
  "nos",
  "vol",
  "pp",
  "p",
  "fig",
  "figs",
  "jan",
  "feb",
  "mar",
  "apr",
  "jun",
  "jul",
  "aug",
  "sep",
  "sept",
  "oct",
  "nov",
  "dec",
]);

// Leading markdown that is structure, not sentence: bullets, numbers, headings, quotes, checkboxes.
const LINE_MARKER = /^\s*(?:(?:[-*+•]|\d+[.)]|#{1,6}|>)\s+)*(?:\[[ xX]\]\s+)?/;

const END = /[.!?]+["'”’)\]]*(?=\s|$)/g;

/**
 * Split `text` into trimmed sentences, dropping lines with no letters or digits (rules, fences).
 *
 * @example splitSentences("Dr. Smith uses v1.2.\n- The launch code is ORCHID-7. E.g. this stays.")
 * // ["Dr. Smith uses v1.2.", "The launch code is ORCHID-7.", "E.g. this stays."]
 */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const rawLine of unwrapLines(text.split(/\r?\n/))) {
    const line = rawLine.replace(LINE_MARKER, "").trim();
    if (line.startsWith("```")) continue;
    for (const s of splitLine(line)) {
      if (/[\p{L}\p{N}]/u.test(s)) out.push(s);
    }
  }
  return out;
}

/** A line ending inside a web address: after one of its dots, slashes or hyphens. */
const CUT_URL = /(?:^|\s)(?:https?:\/\/|www\.)\S*[./-]$/;

/**
 * Hard-wrapped prose (manual pages, plain-text docs) breaks sentences across lines: a line that
 * does not end a sentence, followed by a line that starts in lowercase and is no list item,
 * heading or quote, goes on the same sentence ("the location of her\nrepository in ...").
 */
function unwrapLines(lines: string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const prev = out.length > 0 ? out[out.length - 1] : undefined;
    const trimmed = line.trim();
    // A web address broken across lines ("http://www.sqlite." / "org/"): one token again, no space.
    if (prev !== undefined && CUT_URL.test(prev.trimEnd()) && /^[\p{Ll}\p{N}/]\S*/u.test(trimmed)) {
      out[out.length - 1] = `${prev.trimEnd()}${trimmed}`;
      continue;
    }
    if (
      prev !== undefined &&
      /^\p{Ll}/u.test(trimmed) &&
      line.replace(LINE_MARKER, "") === line.trimStart() &&
      /[\p{L}\p{N},;]$/u.test(prev.trimEnd()) &&
      !prev.trimStart().startsWith("```") &&
      !/^#{1,6}\s/.test(prev.trimStart())
    )
      out[out.length - 1] = `${prev.trimEnd()} ${trimmed}`;
    else out.push(line);
  }
  return out;
}

function splitLine(line: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const m of line.matchAll(END)) {
    const end = (m.index ?? 0) + m[0].length;
    if (!endsSentence(line, m.index ?? 0, m[0], end)) continue;
    parts.push(line.slice(start, end).trim());
    start = end;
  }
  parts.push(line.slice(start).trim());
  return parts.filter(Boolean);
}

function endsSentence(line: string, at: number, punct: string, end: number): boolean {
  const next = line.slice(end).trimStart();
  if (next === "") return true;
  // "approx. five", "Yahoo! is": a lowercase continuation is the same sentence.
  if (/^\p{Ll}/u.test(next)) return false;
  if (!punct.startsWith(".") || punct.startsWith("...")) return true;

  const words = line.slice(0, at).split(/\s+/);
  const before = words.pop() ?? "";
  const word = before.replace(/^["'“‘([]+/, "").toLowerCase();
  if (NEVER_FINAL.has(word)) return false;
  if (BEFORE_NUMBER.has(word) && /^\p{N}/u.test(next)) return false;
  // Initials ("J. R. R. Tolkien"): a single capital next to another initial.
  if (/^\p{Lu}$/u.test(before)) {
    const prevIsInitial = /^\p{Lu}\.$/u.test(words.pop() ?? "");
    if (prevIsInitial || /^\p{Lu}\.\s/u.test(next)) return false;
  }
  return true;
}

import { LINE_BREAK } from "./chars";
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
  for (const rawLine of unwrapLines(text.split(LINE_BREAK))) {
    const line = rawLine.replace(LINE_MARKER, "").trim();
    if (line.startsWith("```")) continue;
    for (const s of splitLine(line)) {
      if (/[\p{L}\p{N}]/u.test(s)) out.push(s);
    }
  }
  return out;
}

/** A line ending inside a web address: its last word, after one of its dots, slashes or hyphens. */
const URL_START = /^(?:https?:\/\/|www\.)/;
const URL_CUT_END = /[./-]$/;
const ENDS_WORD_OR_CLAUSE = /[\p{L}\p{N},;]$/u;

/**
 * Hard-wrapped prose (manual pages, plain-text docs) breaks sentences across lines: a line that
 * does not end a sentence, followed by a line that starts in lowercase and is no list item,
 * heading or quote, goes on the same sentence ("the location of her\nrepository in ...").
 *
 * The tests read only what they need of the line being joined (its last word, its start), kept as
 * lines join it: a long hard-wrapped paragraph (a text file without blank lines) was read whole
 * again for every line it gained, quadratic in its length.
 */
function unwrapLines(lines: string[]): string[] {
  const out: string[] = [];
  // Of out's last line: its text with the trailing space trimmed once another line joined it (a
  // joined line never ends in space); its last word (after its last space, end trimmed); whether
  // it starts a code fence or a heading.
  let joined = false;
  let lastWord = "";
  let fenceOrHeading = false;
  for (const line of lines) {
    const trimmed = line.trim();
    if (out.length > 0) {
      const prevEnd = () => (joined ? out[out.length - 1] : out[out.length - 1].trimEnd());
      // A web address broken across lines ("http://www.sqlite." / "org/"): one token again, no space.
      if (isCutUrl(lastWord) && /^[\p{Ll}\p{N}/]\S*/u.test(trimmed)) {
        out[out.length - 1] = `${prevEnd()}${trimmed}`;
        joined = true;
        const space = lastSpace(trimmed);
        lastWord = space < 0 ? `${lastWord}${trimmed}` : trimmed.slice(space + 1);
        continue;
      }
      if (
        /^\p{Ll}/u.test(trimmed) &&
        line.replace(LINE_MARKER, "") === line.trimStart() &&
        ENDS_WORD_OR_CLAUSE.test(lastWord.slice(-2)) &&
        !fenceOrHeading
      ) {
        out[out.length - 1] = `${prevEnd()} ${trimmed}`;
        joined = true;
        lastWord = trimmed.slice(lastSpace(trimmed) + 1);
        continue;
      }
    }
    out.push(line);
    joined = false;
    const end = line.trimEnd();
    lastWord = end.slice(lastSpace(end) + 1);
    const start = line.trimStart();
    fenceOrHeading = start.startsWith("```") || /^#{1,6}\s/.test(start);
  }
  return out;
}

/** `CUT_URL` of the old test, on a line's last word: a web address that ends after a dot, slash or hyphen. */
function isCutUrl(word: string): boolean {
  const start = URL_START.exec(word);
  return start !== null && word.length > start[0].length && URL_CUT_END.test(word.slice(-1));
}

/** The offset of the last whitespace character of `text`, or -1. */
function lastSpace(text: string): number {
  for (let i = text.length - 1; i >= 0; i--) if (SPACE.test(text[i])) return i;
  return -1;
}

const SPACE = /\s/;

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

  // The last two words before the punctuation (as `line.slice(0, at).split(/\s+/)` would end),
  // found from the end: splitting the whole line before every full stop was quadratic.
  const { last: before, previous } = lastTwoWords(line, at);
  const word = before.replace(/^["'“‘([]+/, "").toLowerCase();
  if (NEVER_FINAL.has(word)) return false;
  if (BEFORE_NUMBER.has(word) && /^\p{N}/u.test(next)) return false;
  // Initials ("J. R. R. Tolkien"): a single capital next to another initial.
  if (/^\p{Lu}$/u.test(before)) {
    const prevIsInitial = /^\p{Lu}\.$/u.test(previous);
    if (prevIsInitial || /^\p{Lu}\.\s/u.test(next)) return false;
  }
  return true;
}

/**
 * The last element of `line.slice(0, at).split(/\s+/)` and the one before it ("" when there is
 * none), read from `at` backwards: a word, then one run of whitespace, then a word.
 */
function lastTwoWords(line: string, at: number): { last: string; previous: string } {
  let i = at;
  while (i > 0 && !SPACE.test(line[i - 1])) i--;
  const last = line.slice(i, at);
  if (i === 0) return { last, previous: "" };
  let j = i - 1; // the run of whitespace before `last` ends at j
  while (j > 0 && SPACE.test(line[j - 1])) j--;
  let k = j;
  while (k > 0 && !SPACE.test(line[k - 1])) k--;
  return { last, previous: line.slice(k, j) };
}

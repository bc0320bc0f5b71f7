import { LINE_BREAK, allAs, endsAs, holds, madeOf, startsAs, stripEdges } from "./chars";
import { SHORT_MONTHS } from "./months";
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
  // "Jan. 3"; not "may", a word that ends sentences ("if you may.").
  ...SHORT_MONTHS.filter((m) => m !== "may"),
]);

// Leading markdown that is structure, not sentence: bullets, numbers, headings, quotes, checkboxes.
const LINE_MARKER = /^\s*(?:(?:[-*+•]|\d+[.)]|#{1,6}|>)\s+)*(?:\[[ xX]\]\s+)?/;

/**
 * A sentence's end: its marks and the quotes or brackets closing it, before white space or the end.
 * Tried only where a run of marks starts (`(?<![.!?])`): tried inside one ("......x"), it is quadratic in the run.
 */
export const SENTENCE_END = /(?<![.!?])[.!?]+["'”’)\]]*(?=\s|$)/g;

/**
 * The mark `text` ends with as a sentence does, before the quotes or brackets closing it ("Really?)":
 * "?", "v1.2." : "."); "" when it ends otherwise (a title, "Limits"). {@link SENTENCE_END}'s end read
 * from a text's last characters: whether a sentence asks (answer.ts `isAskingSentence`).
 */
export function finalMark(text: string): string {
  const last = stripEdges(text.trim(), "", CLOSERS).slice(-1);
  return last !== "" && ".!?".includes(last) ? last : "";
}
const CLOSERS = `"'”’)]`;

/**
 * Split `text` into trimmed sentences, dropping lines with no letters or digits (rules, fences).
 * `listLines`: a message's short lines are a list's items, each its own sentence, where a
 * document's are hard-wrapped prose ({@link unwrapLines}; joined, a list of counts read as one
 * fact: "tents x3\nstoves x2").
 *
 * @example splitSentences("Dr. Smith uses v1.2.\n- The launch code is ORCHID-7. E.g. this stays.")
 * // ["Dr. Smith uses v1.2.", "The launch code is ORCHID-7.", "E.g. this stays."]
 */
export function splitSentences(text: string, { listLines = false } = {}): string[] {
  const out: string[] = [];
  for (const rawLine of unwrapLines(text.split(LINE_BREAK), listLines)) {
    const line = rawLine.replace(LINE_MARKER, "").trim();
    if (line.startsWith("```")) continue;
    for (const s of splitLine(line)) {
      if (holds(s, "letter", "number")) out.push(s);
    }
  }
  return out;
}

/** How a web address starts: a scheme and "://", or "www.". */
const URL_STARTS = [...["http", "https"].map((scheme) => `${scheme}://`), "www."];

/**
 * Hard-wrapped prose (manual pages, plain-text docs) breaks sentences across lines: a line that
 * does not end a sentence, followed by a line that starts in lowercase and is no list item,
 * heading or quote, goes on the same sentence ("the location of her\nrepository in ..."); with
 * `listLines`, only after a line of {@link WRAPPED_LINE} characters or more.
 *
 * The tests read only what they need of the line being joined (its last word, its start), kept as
 * lines join it: a long hard-wrapped paragraph (a text file without blank lines) was read whole
 * again for every line it gained, quadratic in its length.
 */
function unwrapLines(lines: string[], listLines: boolean): string[] {
  const out: string[] = [];
  // Of out's last line: its text with the trailing space trimmed once another line joined it (a
  // joined line never ends in space); its last word (after its last space, end trimmed); whether
  // it starts a code fence or a heading.
  let joined = false;
  let lastWord = "";
  let fenceOrHeading = false;
  // The length of the last line read: a short line is a list's item or a label, not wrapped prose.
  let lastLength = 0;
  for (const line of lines) {
    const trimmed = line.trim();
    if (out.length > 0) {
      const prevEnd = () => (joined ? out[out.length - 1] : out[out.length - 1].trimEnd());
      // A web address broken across lines ("http://www.sqlite." / "org/"): one token again, no space.
      if (isCutUrl(lastWord) && (startsAs(trimmed, "lower", "number") || trimmed.startsWith("/"))) {
        out[out.length - 1] = `${prevEnd()}${trimmed}`;
        joined = true;
        const space = lastSpace(trimmed);
        lastWord = space < 0 ? `${lastWord}${trimmed}` : trimmed.slice(space + 1);
        continue;
      }
      if (
        startsAs(trimmed, "lower") &&
        (!listLines || lastLength >= WRAPPED_LINE) &&
        line.replace(LINE_MARKER, "") === line.trimStart() &&
        (endsAs(lastWord, "letter", "number") || (lastWord !== "" && ",;".includes(lastWord.slice(-1)))) &&
        !fenceOrHeading
      ) {
        out[out.length - 1] = `${prevEnd()} ${trimmed}`;
        joined = true;
        lastWord = trimmed.slice(lastSpace(trimmed) + 1);
        lastLength = trimmed.length;
        continue;
      }
    }
    out.push(line);
    joined = false;
    lastLength = line.trim().length;
    const end = line.trimEnd();
    lastWord = end.slice(lastSpace(end) + 1);
    const start = line.trimStart();
    fenceOrHeading = start.startsWith("```") || isHeadingLine(start);
  }
  return out;
}

/** Under how many characters a line is too short to have been wrapped ("tents x3" / "stoves x2" are items). */
const WRAPPED_LINE = 30;

/** A line ending inside a web address: its last word, after one of its dots, slashes or hyphens. */
function isCutUrl(word: string): boolean {
  const start = URL_STARTS.find((s) => word.startsWith(s));
  return start !== undefined && word.length > start.length && "./-".includes(word.slice(-1));
}

/**
 * How many heading marks open a line: one to six "#" (Markdown, "## Limits") or "=" (AsciiDoc's
 * section titles, "== Version 3.8 (2023-01-08)"), one character repeated and white space after
 * them; 0 when the line is no such heading.
 */
function headingMarks(line: string): number {
  const mark = line[0];
  if (mark !== "#" && mark !== "=") return 0;
  let level = 0;
  while (line[level] === mark) level++;
  return level <= 6 && startsAs(line.slice(level), "space") ? level : 0;
}

/** Whether a line is a heading: one to six "#" or "=" and white space ("## Limits", "== Limits"). */
export function isHeadingLine(line: string): boolean {
  return headingMarks(line) > 0;
}

/** A heading's level and title ("## Limits ##": 2, "Limits"; "= Title =": 1, "Title"), or null. */
export function markdownHeading(line: string): { level: number; title: string } | null {
  const level = headingMarks(line);
  if (level === 0) return null;
  const rest = line.slice(level).trim();
  if (rest === "") return null;
  // Closing marks go; a title of marks only keeps its first.
  let end = rest.length;
  while (end > 0 && rest[end - 1] === line[0]) end--;
  const title = rest.slice(0, end).trimEnd();
  return { level, title: title === "" ? rest[0] : title };
}

/** A line without the heading marks (and the space after them) of a heading ("## Limits" to "Limits"). */
export function withoutHashes(line: string): string {
  let marks = headingMarks(line);
  while (line[marks] === "#") marks++; // "#" marks go even without a space after them ("#Notes")
  return marks === 0 ? line : line.slice(marks).trimStart();
}

/** Whether `text` is one capital letter ("J", "É"). */
function isInitial(text: string): boolean {
  return text.length <= 2 && [...text].length === 1 && allAs(text, "upper");
}

/** The offset of the last whitespace character of `text`, or -1. */
function lastSpace(text: string): number {
  for (let i = text.length - 1; i >= 0; i--) if (holds(text[i], "space")) return i;
  return -1;
}

function splitLine(line: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const m of line.matchAll(SENTENCE_END)) {
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
  if (startsAs(next, "lower")) return false;
  if (!punct.startsWith(".") || punct.startsWith("...")) return true;

  // The last two words before the punctuation (as `line.slice(0, at).split(/\s+/)` would end),
  // found from the end: splitting the whole line before every full stop was quadratic.
  const { last: before, previous } = lastTwoWords(line, at);
  let open = 0;
  while (open < before.length && `"'“‘([`.includes(before[open])) open++;
  const word = before.slice(open).toLowerCase();
  if (NEVER_FINAL.has(word)) return false;
  if (BEFORE_NUMBER.has(word) && startsAs(next, "number")) return false;
  // Initials ("J. R. R. Tolkien"): a single capital next to another initial.
  if (isInitial(before)) {
    const prevIsInitial = previous.endsWith(".") && isInitial(previous.slice(0, -1));
    const first = [...next.slice(0, 2)][0] ?? "";
    const nextIsInitial =
      isInitial(first) && next[first.length] === "." && startsAs(next.slice(first.length + 1), "space");
    if (prevIsInitial || nextIsInitial) return false;
  }
  return true;
}

/**
 * The last element of `line.slice(0, at).split(/\s+/)` and the one before it ("" when there is
 * none), read from `at` backwards: a word, then one run of whitespace, then a word.
 */
function lastTwoWords(line: string, at: number): { last: string; previous: string } {
  let i = at;
  while (i > 0 && !holds(line[i - 1], "space")) i--;
  const last = line.slice(i, at);
  if (i === 0) return { last, previous: "" };
  let j = i - 1; // the run of whitespace before `last` ends at j
  while (j > 0 && holds(line[j - 1], "space")) j--;
  let k = j;
  while (k > 0 && !holds(line[k - 1], "space")) k--;
  return { last, previous: line.slice(k, j) };
}

/** One field of a labelled line: "Default: 5" is { label: "Default", value: "5" }. */
export type LabelledField = { label: string; value: string };

/**
 * The one reader of the "Label: value" shape: a header field ("Owner: Dana Ruiz"), a record's or a
 * table row's fields as the import and table flattening write them ("Name: x; Default: 5; Type:
 * int"). Returns the line's fields (several only when every "; "-separated piece is a field: else
 * one field whose value runs to the end), or null when the line does not open with a label: a
 * letter or "#", then letters, figures, spaces or "_-/&()#%." ("Size (MB)", "#", "Load %"), a
 * colon and white space ("http://", "10:30" and "a::b" open none). A label of a row of several
 * fields has at most {@link ROW_LABEL} characters ("Maximum number of concurrent connections"), a
 * lone field's at most {@link FIELD_LABEL} (a sentence's "... the unix: URL" is no field).
 * Read by passages (a row), leaf statements (a flattened row), statements (a header field) and
 * shapes (a document's label line); each caller decides how many fields and words it takes.
 */
export function labelledFields(line: string): LabelledField[] | null {
  const first = labelledField(line);
  if (first === null) return null;
  if (line.includes("; ")) {
    const fields = line.split("; ").map(labelledField);
    if (fields.every((f) => f !== null)) return fields as LabelledField[];
  }
  return first.label.length <= FIELD_LABEL ? [first] : null;
}

/** The longest label of a lone field, and of a field in a row of several. */
const FIELD_LABEL = 30;
const ROW_LABEL = 40;

function labelledField(text: string): LabelledField | null {
  const colon = text.indexOf(":");
  if (colon < 1 || colon > ROW_LABEL) return null;
  const label = text.slice(0, colon);
  const rest = text.slice(colon + 1);
  if (
    !(startsAs(label, "letter") || label.startsWith("#")) ||
    !madeOf(label, " _-/&()#%.", "letter", "number") ||
    !startsAs(rest, "space")
  )
    return null;
  return { label, value: rest.trim() };
}

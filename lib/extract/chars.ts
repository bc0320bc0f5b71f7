/**
 * Character tests the text readers of lib/extract and lib/memory share, each pattern defined once
 * here rather than written again in every reader: one table of character classes (Unicode general
 * categories, and the ASCII digits and white space of `\d` and `\s`), and the few ways a reader asks
 * about them (a text holds one, starts or ends with one, is made of them only, trimmed to them).
 */
const CLASSES = {
  /** Any letter of any script ("a", "É", "ß", "語"). */
  letter: /\p{L}/u,
  /** A capital letter ("K", "É"). */
  upper: /\p{Lu}/u,
  /** A lower-case letter ("k", "é"). */
  lower: /\p{Ll}/u,
  /** Any numeral ("7", "²", "Ⅳ"). */
  number: /\p{N}/u,
  /** An ASCII digit, as `\d` ("7", not "²"). */
  digit: /\d/,
  /** White space or a line break, as `\s`. */
  space: /\s/,
  /** A character of an ASCII identifier, as `\w`: a-z, A-Z, 0-9 and "_" ("é" is not one). */
  word: /\w/,
} as const;

/** A class of {@link CLASSES}. */
export type CharClass = keyof typeof CLASSES;

const WORD_AS_WRITTEN = /[\p{L}\p{N}]+(?:[-_.][\p{L}\p{N}]+)*/gu;

/** Runs of white space, to split text into words: `text.split(SPACES)`. */
export const SPACES = /\s+/;

/** What lies between two plain words: a run of characters other than a-z. */
const NOT_A_TO_Z = /[^a-z]+/;

/** A line break, to split text into lines: `text.split(LINE_BREAK)`. */
export const LINE_BREAK = /\r?\n/;

/** Whether the one character `ch` is of one of `classes`. */
function isOf(ch: string, classes: readonly CharClass[]): boolean {
  return classes.some((c) => CLASSES[c].test(ch));
}

/** Whether `text` holds a character of one of `classes` anywhere ("v1.2" holds a digit). */
export function holds(text: string, ...classes: CharClass[]): boolean {
  return isOf(text, classes);
}

/** Whether `text`'s first character is of one of `classes` (false for ""). */
export function startsAs(text: string, ...classes: CharClass[]): boolean {
  const first = text.codePointAt(0);
  return first !== undefined && isOf(String.fromCodePoint(first), classes);
}

/** Whether `text`'s last character is of one of `classes` (false for ""). */
export function endsAs(text: string, ...classes: CharClass[]): boolean {
  const last = [...text.slice(-2)].pop();
  return last !== undefined && isOf(last, classes);
}

/** Whether `text` is not empty and every character of it is of one of `classes` ("2048" is all digits). */
export function allAs(text: string, ...classes: CharClass[]): boolean {
  if (text === "") return false;
  for (const ch of text) if (!isOf(ch, classes)) return false;
  return true;
}

/** `text` from its first character of one of `classes` on ("- item" to "item"; "" when it has none). */
export function fromFirst(text: string, ...classes: CharClass[]): string {
  let from = 0;
  for (const ch of text) {
    if (isOf(ch, classes)) return from === 0 ? text : text.slice(from);
    from += ch.length;
  }
  return "";
}

/** Whether `text` is not empty and made only of the characters of `chars` and of `classes` ("| | " of " |"). */
export function madeOf(text: string, chars: string, ...classes: CharClass[]): boolean {
  if (text === "") return false;
  for (const ch of text) if (!chars.includes(ch) && !isOf(ch, classes)) return false;
  return true;
}

/** `text` without the characters before its first and after its last one of `classes` ("(v1.2)," to "v1.2"). */
export function trimTo(text: string, ...classes: CharClass[]): string {
  const chars = [...text];
  let from = 0;
  let to = chars.length;
  while (from < to && !isOf(chars[from], classes)) from++;
  while (to > from && !isOf(chars[to - 1], classes)) to--;
  return from === 0 && to === chars.length ? text : chars.slice(from, to).join("");
}

/** `text` without the characters of `leading` at its start and of `trailing` at its end (one mechanism: lib/text/edges.ts). */
export { stripEdges } from "@/lib/text/edges";

/** How many characters of `text` are of one of `classes`. */
export function countOf(text: string, ...classes: CharClass[]): number {
  let n = 0;
  for (const ch of text) if (isOf(ch, classes)) n++;
  return n;
}

/** Whether `text` is digits only ("2048", not "2.0" nor "8k"). */
export function isDigits(text: string): boolean {
  return allAs(text, "digit");
}

/** The words of `text` as written, joined by "-", "_" or "." kept whole ("http.server", "max-age", "3.11"). */
export function wordsAsWritten(text: string): string[] {
  return text.match(WORD_AS_WRITTEN) ?? [];
}

/**
 * Whether `text` is groups of digits joined by single dots, at least `groups` of them: a number or a
 * release as written ("15", "3.11", "3.38.0" for 1; "3.11" and "3.38.0" for 2; never "3.", ".5",
 * "3..1" nor "v3.1").
 */
export function isDottedNumber(text: string, groups = 1): boolean {
  const parts = text.split(".");
  return parts.length >= groups && parts.every(isDigits);
}

/** Whether `text` holds a digit anywhere ("x86_64", "3.11"). */
export function hasDigit(text: string): boolean {
  return CLASSES.digit.test(text);
}

/** Whether `text` starts with a capital letter of any script ("Kestrel", "Émile"). */
export function startsUpper(text: string): boolean {
  return startsAs(text, "upper");
}

/** The plain words of `text` in lower case, split at every character other than a-z ("Moved to 7pm!" to "moved", "to", "pm", ""). */
export function lowerWords(text: string): string[] {
  return text.toLowerCase().split(NOT_A_TO_Z);
}

/** `text` with every run of white space (line breaks, tabs) made one space. */
export function squeezeSpaces(text: string): string {
  return text.split(SPACES).join(" ");
}

/** The indentation of `text`: how many spaces it starts with (a tab is not counted). */
export function leadingSpaces(text: string): number {
  let n = 0;
  while (text[n] === " ") n++;
  return n;
}

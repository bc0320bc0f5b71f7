/**
 * Character tests the text readers of lib/extract and lib/memory share, each pattern defined once
 * here rather than written again in every reader.
 */
const DIGIT = /\d/;
const UPPER_START = /^\p{Lu}/u;
const SPACE_RUN = /\s+/g;
const DIGITS = /^\d+$/;
const WORD_AS_WRITTEN = /[\p{L}\p{N}]+(?:[-_.][\p{L}\p{N}]+)*/gu;

/** Runs of white space, to split text into words: `text.split(SPACES)`. */
export const SPACES = /\s+/;

/** A line break, to split text into lines: `text.split(LINE_BREAK)`. */
export const LINE_BREAK = /\r?\n/;

/** Whether `text` is digits only ("2048", not "2.0" nor "8k"). */
export function isDigits(text: string): boolean {
  return DIGITS.test(text);
}

/** The words of `text` as written, joined by "-", "_" or "." kept whole ("http.server", "max-age", "3.11"). */
export function wordsAsWritten(text: string): string[] {
  return text.match(WORD_AS_WRITTEN) ?? [];
}

/** Whether `text` holds a digit anywhere ("x86_64", "3.11"). */
export function hasDigit(text: string): boolean {
  return DIGIT.test(text);
}

/** Whether `text` starts with a capital letter of any script ("Kestrel", "Émile"). */
export function startsUpper(text: string): boolean {
  return UPPER_START.test(text);
}

/** `text` with every run of white space (line breaks, tabs) made one space. */
export function squeezeSpaces(text: string): string {
  return text.replace(SPACE_RUN, " ");
}

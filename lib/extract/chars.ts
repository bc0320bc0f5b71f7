/**
 * Character tests the text readers of lib/extract and lib/memory share, each pattern defined once
 * here rather than written again in every reader.
 */
const DIGIT = /\d/;
const UPPER_START = /^\p{Lu}/u;
const SPACE_RUN = /\s+/g;

/** Runs of white space, to split text into words: `text.split(SPACES)`. */
export const SPACES = /\s+/;

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

/**
 * A text's edges trimmed by a character test, scanned from the edge inward: linear in what is
 * dropped. The patterns these replace (`/[,;:]+$/`, `/\s+$/`, `/^x+|y+$/g`) are tried by the
 * regular-expression engine at every position of a long run the text does not end with, which is
 * quadratic: 50,000 commas before a letter cost seconds, a megabyte of spaces in an upload hours.
 * Characters are whole code points ("𝔸" is one letter, not two halves).
 */

/** The code point ending at `end` (exclusive) in `text`, as a string of one or two UTF-16 units. */
function lastChar(text: string, end: number): string {
  const low = text.charCodeAt(end - 1);
  if (end >= 2 && low >= 0xdc00 && low <= 0xdfff) {
    const high = text.charCodeAt(end - 2);
    if (high >= 0xd800 && high <= 0xdbff) return text.slice(end - 2, end);
  }
  return text[end - 1];
}

/**
 * `text` without the characters at its end that `drop` accepts.
 *
 * @example trimEndWhere("these:,;", (c) => ",;:".includes(c)) // "these"
 */
export function trimEndWhere(text: string, drop: (ch: string) => boolean): string {
  let end = text.length;
  while (end > 0) {
    const ch = lastChar(text, end);
    if (!drop(ch)) break;
    end -= ch.length;
  }
  return end === text.length ? text : text.slice(0, end);
}

/**
 * `text` without the characters at its start that `drop` accepts.
 *
 * @example trimStartWhere("((v1.2", (c) => c === "(") // "v1.2"
 */
export function trimStartWhere(text: string, drop: (ch: string) => boolean): string {
  let start = 0;
  for (const ch of text) {
    if (!drop(ch)) break;
    start += ch.length;
  }
  return start === 0 ? text : text.slice(start);
}

/**
 * `text` without the characters of `leading` at its start and of `trailing` at its end ('("v1.2"),' to
 * 'v1.2'): the two trims above with a set of characters as the test.
 *
 * @example stripEdges("these:,;", "", ",;:") // "these"
 */
export function stripEdges(text: string, leading: string, trailing: string): string {
  const start = leading === "" ? text : trimStartWhere(text, (ch) => leading.includes(ch));
  return trailing === "" ? start : trimEndWhere(start, (ch) => trailing.includes(ch));
}

/** `text` with every character a regular expression gives a meaning to escaped: matched literally. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * A pattern matching `word` as a whole word: not inside a longer run of letters or digits ("WAL" in
 * "the WAL file", not in "WALK"; "Python" in "Python's", not in "CPython").
 */
export function wholeWordPattern(word: string, flags = "u"): RegExp {
  return new RegExp(
    `(?<![\\p{L}\\p{N}])${escapeRegExp(word)}(?![\\p{L}\\p{N}])`,
    flags.includes("u") ? flags : `${flags}u`,
  );
}

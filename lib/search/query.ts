import type { Snippet } from "@/lib/shared/snippet";

const MAX_TERMS = 12;

/**
 * The words of a user's query, lowercased, without any search syntax: quotes, `NEAR`, `*`, `^`,
 * parentheses, column filters and operators are just text to us. Letters and digits only.
 */
export function queryTerms(text: string): string[] {
  const words =
    text
      .normalize("NFKC")
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu) ?? [];
  return [...new Set(words)].slice(0, MAX_TERMS);
}

/**
 * An FTS5 MATCH expression that can never be a syntax error: every term is a double-quoted string
 * (terms contain only letters and digits, so no quote can break out), all terms must match, and the
 * last one also matches as a prefix so that results come while typing. Null when nothing is left.
 *
 * @example toMatchExpression('NEAR("a" b) OR *') // '"near" "a" "b" "or"*'
 */
export function toMatchExpression(text: string): string | null {
  const terms = queryTerms(text);
  if (terms.length === 0) return null;
  return terms.map((term, i) => (i === terms.length - 1 ? `"${term}"*` : `"${term}"`)).join(" ");
}

/** Start and end markers given to FTS5 snippet(): control characters that never occur in stored text. */
export const MARK_START = "\u0002";
export const MARK_END = "\u0003";

/**
 * Turns a marked snippet into plain text plus highlight ranges, so the UI renders <mark> elements
 * itself and never HTML from the database. Stray markers are dropped.
 */
export function parseMarkedSnippet(marked: string): Snippet {
  let text = "";
  const highlights: Array<[number, number]> = [];
  let open: number | null = null;
  for (const char of marked) {
    if (char === MARK_START) open = text.length;
    else if (char === MARK_END) {
      if (open !== null && text.length > open) highlights.push([open, text.length]);
      open = null;
    } else text += char;
  }
  return { text: text.replace(/\s+/g, " "), highlights: normalise(text, highlights) };
}

// Whitespace collapsing shifts offsets: recompute them on the collapsed text.
function normalise(raw: string, ranges: Array<[number, number]>): Array<[number, number]> {
  const map: number[] = [];
  let out = 0;
  for (let i = 0; i < raw.length; i++) {
    map.push(out);
    const space = /\s/.test(raw[i]);
    if (!(space && i > 0 && /\s/.test(raw[i - 1]))) out++;
  }
  map.push(out);
  return ranges.map(([s, e]) => [map[s], map[e]]);
}

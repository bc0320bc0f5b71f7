/**
 * A search hit's highlighted excerpt, as the server sends it and the UI renders it (lib/search
 * makes it from FTS markers). Plain and client-safe.
 */

/** A highlighted excerpt: plain text plus the [start, end) character ranges that matched. */
export interface Snippet {
  text: string;
  highlights: Array<[number, number]>;
}

/** Splits a snippet into plain and highlighted parts, in order (what the UI renders). */
export function snippetParts(snippet: Snippet): Array<{ text: string; match: boolean }> {
  const parts: Array<{ text: string; match: boolean }> = [];
  let at = 0;
  for (const [start, end] of snippet.highlights) {
    if (start > at) parts.push({ text: snippet.text.slice(at, start), match: false });
    parts.push({ text: snippet.text.slice(start, end), match: true });
    at = end;
  }
  if (at < snippet.text.length) parts.push({ text: snippet.text.slice(at), match: false });
  return parts;
}

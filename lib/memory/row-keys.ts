import { contentWords, madeOf, SPACES, stripEdges } from "@/lib/extract";
import type { PassageIndex } from "./passage-index";

const cache = new WeakMap<PassageIndex, Map<string, number[]>>();

/** The ASCII lower-case letters, of a plain word as written. */
const LOWER = "abcdefghijklmnopqrstuvwxyz";
const startsCapital = (t: string) => LOWER.toUpperCase().includes(t[0]);

/** A word of the question without the brackets, quotes and punctuation around it. */
const unquoted = (raw: string) => stripEdges(raw, `("'‘“`, `)"'’”?!.,;:`);

/**
 * Per cell value of every table or CSV row ("H", "<", "ERROR", "tm_wday", "Bullseye"), the rows
 * holding it, case kept: a row is found by its key as the question writes it ("the struct code
 * H", "the '<' prefix", "the ERROR level"), which word search cannot do for one-letter codes and
 * symbols. Numbers and long cells are left out (they key nothing).
 */
export function rowCells(index: PassageIndex): Map<string, number[]> {
  let map = cache.get(index);
  if (map) return map;
  map = new Map();
  index.passages.forEach((p, i) => {
    if (p.kind !== "row") return;
    for (const field of p.text.split("; ")) {
      const colon = field.indexOf(": ");
      const cell = (colon >= 0 ? field.slice(colon + 2) : field).trim();
      if (cell === "" || cell.length > 30 || madeOf(cell, ".,:+-", "digit", "space")) continue;
      map!.set(cell, [...(map!.get(cell) ?? []), i]);
    }
  });
  cache.set(index, map);
  return map;
}

/**
 * The rows whose cells hold a token of `query` written the same way: quoted ('<', "rb"), a
 * capital letter alone (H, Q; not "I"), or a token of two or more characters that is not a plain
 * lower-case word (ERROR, tm_wday, %b, Bullseye). Plain words and lower-case letters count only
 * quoted ("a" is an article, "format" a word of the question).
 *
 * @example keyedRows(index, "Which type does the code Q of the format table mean?") // the row "Format: Q; ..."
 */
export function keyedRows(index: PassageIndex, query: string): number[] {
  const cells = rowCells(index);
  if (cells.size === 0) return [];
  const tokens = new Set<string>();
  const rows = new Map<number, number>();
  for (const m of query.matchAll(/['"‘’“”]([^'"‘’“”]{1,30})['"‘’“”]/g)) tokens.add(m[1]);
  for (const raw of query.split(SPACES)) {
    const t = unquoted(raw);
    // Plain lower-case words ("format", "mode") are the question's phrasing, not a key as written.
    if ((t.length >= 2 && !madeOf(t, `${LOWER}-`)) || (t.length === 1 && t !== "I" && startsCapital(t))) tokens.add(t);
  }
  // A plain word naming a row by its first cell ("the smallint type": "Name: smallint; ...") keys
  // it too when it is rare (a few passages hold it: a term of the table, not English like "date").
  const n = index.corpusPassages ?? index.passages.length;
  for (const raw of query.split(SPACES)) {
    const t = unquoted(raw);
    if (t.length < 4 || !LOWER.includes(t[0]) || !madeOf(t, LOWER, "digit") || tokens.has(t)) continue;
    const term = contentWords(t)[0];
    const df = term ? (index.df.get(term) ?? 0) : 0;
    const first = (cells.get(t) ?? []).filter((i) => firstCell(index.passages[i].text) === t);
    if (df > 0 && df <= Math.max(8, n / 500) && first.length > 0 && first.length <= 2)
      for (const i of first) rows.set(i, (rows.get(i) ?? 0) + 1);
  }
  for (const t of tokens) for (const i of cells.get(t) ?? []) rows.set(i, (rows.get(i) ?? 0) + 1);
  // Rows keyed by common words ("Yes", "none") are many: a key that names more than 12 rows keys nothing.
  const out = [...rows.entries()].filter(([i]) => i >= 0);
  return out.length > 12 ? [] : out.sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([i]) => i);
}

/** A row's first cell: "Name: smallint; Storage Size: 2 bytes" -> "smallint". */
function firstCell(row: string): string {
  const field = row.split("; ")[0];
  const colon = field.indexOf(": ");
  return (colon >= 0 ? field.slice(colon + 2) : field).trim();
}

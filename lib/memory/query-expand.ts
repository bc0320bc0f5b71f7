import { allAs, contentWords, endsAs, SPACES, hasDigit, trimTo } from "@/lib/extract";
import { DEFAULT_IDIOMS } from "@/lib/extract/value-kinds";
import { numberWordValue } from "@/lib/extract/number-words";
import { porterStem } from "@/lib/extract/paraphrase";
import type { PassageIndex } from "./passage-index";

/**
 * The question in the documents' words, from the documents' own vocabulary (no hand list of
 * synonyms): two adjacent words the index holds as one term ("file mode" -> "filemode",
 * "time out" -> "timeout") and "default" for the idioms that ask for one (the value-kind table's
 * DEFAULT_IDIOMS). Returns the words to add; the question's own words stay. (The idioms for a bound,
 * a size or a concurrency were removed: held out per batch of products they moved nothing, see
 * eval/RESULTS.md.)
 *
 * @example expandQuery(index, "In which file mode does basicConfig open its log unless told otherwise?") // ["filemode", "default"]
 */
export function expandQuery(index: PassageIndex, query: string): string[] {
  const out = new Set<string>();
  // Words as written between spaces: "http.server" is one already, "local-time" is two.
  const raw = query
    .split(SPACES)
    .flatMap((w) => w.split("-"))
    .filter((w) => w !== "")
    .map((w) => trimTo(w, "word").toLowerCase());
  const isWord = (w: string) => allAs(w, "letter") && [...w].length >= 3;
  for (let i = 0; i + 1 < raw.length; i++) {
    const [a, b] = [raw[i], raw[i + 1]];
    if (!isWord(a) || !isWord(b)) continue;
    // Both halves content words (not "for the"); the joined term one of the documents'.
    if (contentWords(a).length === 0 || contentWords(b).length === 0) continue;
    const [term] = contentWords(a + b);
    if (term && index.df.has(term)) out.add(a + b);
  }
  // Unless the question writes "default" itself (at a word's start).
  const saysDefault = query
    .toLowerCase()
    .split("default")
    .slice(0, -1)
    .some((before) => !endsAs(before, "word"));
  if (DEFAULT_IDIOMS.test(query) && !saysDefault) out.add("default");
  return [...out];
}

/**
 * The index's words sharing a Porter2 stem with a question word the index does not hold: the
 * question's "reservation" searches the text's "reserved", "hourly" its "hour". Porter2 only strips
 * endings, so only the index's words opening with the stem's first three letters are stemmed.
 */
export function stemSiblings(index: PassageIndex, query: string): string[] {
  const out = new Set<string>();
  for (const word of contentWords(query)) {
    if (index.df.has(word) || word.length <= 3 || hasDigit(word)) continue;
    const stem = porterStem(word);
    const head = stem.slice(0, 3);
    for (const term of index.df.keys()) if (term.startsWith(head) && porterStem(term) === stem) out.add(term);
  }
  return [...out];
}

/**
 * The digits of the numbers the question writes in words, as the documents write them ("thirteen
 * root servers": "13"): more search words, not words a passage must hold. "One" is left out (a
 * pronoun as often as a number: "which one of"), and so is a word inside a compound ("two-factor").
 */
export function numberDigits(index: PassageIndex, query: string): string[] {
  const out = new Set<string>();
  for (const w of query.split(SPACES).map((x) => trimTo(x, "letter"))) {
    const n = numberWordValue(w);
    if (n !== null && n >= 2 && index.df.has(String(n))) out.add(String(n));
  }
  return [...out];
}

/**
 * The words of the question that only say what kind of value is asked, in the idioms {@link expandQuery}
 * reads ("out of the box"): phrasing, not content, so a passage is not asked to hold "box" (stemmed as the index stems them).
 */
export function idiomWords(query: string): string[] {
  const d = query.match(DEFAULT_IDIOMS);
  return d ? contentWords(d[0]) : [];
}

import { contentWords } from "@/lib/extract";
import { DEFAULT_IDIOMS } from "@/lib/extract/value-kinds";
import { numberWordValue } from "@/lib/extract/number-words";
import { porterStem } from "@/lib/extract/paraphrase";
import type { PassageIndex } from "./passage-index";

// Plain English for a bound: "the largest precision" asks for the maximum, "the smallest" for the minimum.
const MAXIMUM = /\b(?:largest|biggest|highest|greatest)\b/i;
const MINIMUM = /\b(?:smallest|lowest|least|fewest)\b/i;
// "At most how many", "how big can a request be": a bound, which documents call the maximum.
const AT_MOST = /\bat most\b|\bhow (?:big|large) (?:can|may|could)\b/i;
// How people ask how many at once: "at the same time", "at once", "simultaneously". The documents say
// "concurrent" or "simultaneous" ("the maximum number of simultaneous incoming SMTP calls").
const CONCURRENT_IDIOM =
  /\b(?:at the same time|at (?:one|any one) time|at once|simultaneously|concurrently|in parallel)\b/i;
const CONCURRENT_WORDS = ["concurrent", "simultaneous"];
// How people ask for a storage size: "how much room / (disk) space does X take / need / use".
const STORAGE_IDIOM =
  /\bhow much (?:room|space|disk space|disk)\b.*\b(?:take|takes|need|needs|use|uses|occupy|occupies|require|requires|consume|consumes)\b/i;

/**
 * The question in the documents' words, from the documents' own vocabulary (no hand list of
 * synonyms): two adjacent words the index holds as one term ("file mode" -> "filemode",
 * "time out" -> "timeout"), "default" for the idioms that ask for one, and the few words plain
 * English has for a bound or a size ("the largest" -> "maximum", "how much room does X take" ->
 * "storage size"), each only when the documents use it. Returns the words to add; the question's own words stay.
 *
 * @example expandQuery(index, "In which file mode does basicConfig open its log unless told otherwise?") // ["filemode", "default"]
 */
export function expandQuery(index: PassageIndex, query: string): string[] {
  const out = new Set<string>();
  // Words as written between spaces: "http.server" is one already, "local-time" is two.
  const raw = query.split(/[\s-]+/).map((w) => w.replace(/^\W+|\W+$/g, "").toLowerCase());
  for (let i = 0; i + 1 < raw.length; i++) {
    const [a, b] = [raw[i], raw[i + 1]];
    if (!/^\p{L}{3,}$/u.test(a) || !/^\p{L}{3,}$/u.test(b)) continue;
    // Both halves content words (not "for the"); the joined term one of the documents'.
    if (contentWords(a).length === 0 || contentWords(b).length === 0) continue;
    const [term] = contentWords(a + b);
    if (term && index.df.has(term)) out.add(a + b);
  }
  if (DEFAULT_IDIOMS.test(query) && !/\bdefault/i.test(query)) out.add("default");
  const known = (w: string) => contentWords(w).every((t) => index.df.has(t));
  if (MAXIMUM.test(query) && !/\bmax(?:imum)?\b/i.test(query) && known("maximum")) out.add("maximum");
  if (MINIMUM.test(query) && !/\bmin(?:imum)?\b/i.test(query) && known("minimum")) out.add("minimum");
  if (STORAGE_IDIOM.test(query) && !/\bstorage\b/i.test(query) && known("storage")) out.add("storage");
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
    if (index.df.has(word) || word.length <= 3 || /\d/.test(word)) continue;
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
  for (const w of query.split(/\s+/).map((x) => x.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, ""))) {
    const n = numberWordValue(w);
    if (n !== null && n >= 2 && index.df.has(String(n))) out.add(String(n));
  }
  return [...out];
}

/**
 * Words a bound or a concurrency is written with in the documents, for idioms that say neither: "at
 * the same time" ("concurrent", "simultaneous"), "at most" and "how big can" ("maximum"), those the
 * documents use. More search words, not words a passage must hold: a passage says one of them
 * ("the maximum number of simultaneous incoming SMTP calls"), or a synonym ("Upper Limit").
 */
export function boundWords(index: PassageIndex, query: string): string[] {
  const lower = query.toLowerCase();
  const words = [
    ...(CONCURRENT_IDIOM.test(query) ? CONCURRENT_WORDS : []),
    ...(AT_MOST.test(query) && !/\bmax/.test(lower) ? ["maximum"] : []),
  ];
  return words.filter((w) => !lower.includes(w) && contentWords(w).every((t) => index.df.has(t)));
}

/**
 * The words of the question that only say what kind of value is asked, in the idioms {@link expandQuery}
 * reads ("out of the box", "how much room does X take", "the largest"): phrasing, not content, so
 * a passage is not asked to hold "box" or "room" (stemmed as the index stems them).
 */
export function idiomWords(query: string): string[] {
  const out: string[] = [];
  const d = query.match(DEFAULT_IDIOMS);
  if (d) out.push(...contentWords(d[0]));
  const st = query.match(/\bhow much (room|space|disk space|disk)\b/i);
  if (st && STORAGE_IDIOM.test(query)) out.push(...contentWords(st[1]));
  const max = query.match(MAXIMUM) ?? query.match(MINIMUM) ?? query.match(AT_MOST);
  if (max) out.push(...contentWords(max[0]));
  const together = query.match(CONCURRENT_IDIOM);
  if (together) out.push(...contentWords(together[0]));
  return out;
}

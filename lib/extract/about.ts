import { SPACES, hasDigit } from "./chars";
import { contentTokens, isStopword } from "@/lib/extract";
import { DATE, frequentTerms, isLabelLine } from "./shapes";

/**
 * The offline engine's "about" field: what a chunk mentions, in three kinds of item.
 * - names: capitalised names and acronyms ("Kestrel", "Priya Raman", "API"), most frequent first;
 * - facts: each sentence that states a specific value (an identifier such as ORCHID-7 or
 *   pg-01.internal, a figure, a time, a date, or a name in the middle of the sentence) as
 *   "its other content words: the value", e.g. "rollback password Kestrel cluster: AMBER-4471";
 * - terms: the chunk's most frequent content words not already named.
 * A fact keeps the sentence's words together, so navigation can match a question to a subtree
 * that states the fact rather than to one that merely uses the same words in different places.
 */

/** Separates a fact item's words from its value(s). */
export const FACT_SEPARATOR = ": ";
const KEY_WORDS = 8;

/**
 * Pure functions of one sentence that summarising, condensing and answering each ask again
 * (filler, fact items, names): computed once per sentence. The results are frozen.
 */
function once(fn: (sentence: string) => string[]): (sentence: string) => readonly string[] {
  const cache = new Map<string, readonly string[]>();
  return (sentence) => {
    const hit = cache.get(sentence);
    if (hit) return hit;
    const out = Object.freeze(fn(sentence));
    if (cache.size >= 50_000) cache.clear();
    cache.set(sentence, out);
    return out;
  };
}

/** Specific values in a sentence: identifiers, figures, times, dates, mid-sentence names. */
export const valuesIn = once(findValues);

/** DATE, global and case-insensitive, made once (matchAll copies it, so sharing it is safe). */
const DATES = new RegExp(DATE.source, "gi");

const EDGE_PUNCTUATION = /^[("'“‘[]+|[)"'”’\].,;:!?]+$/g;
const VALUE_WORDS = /(?<!\S)\S*[\d/_]\S*/g;

function findValues(sentence: string): string[] {
  // Every date shape holds a digit: a sentence without one is not searched for dates.
  const values = hasDigit(sentence) ? matchesOf(DATES, sentence).map((m) => m[0]) : [];
  // The sentence's words (runs of non-space) holding a digit, "/" or "_": an identifier or a
  // figure holds one, and most words none. Tried only where a word starts (linear in the sentence).
  for (const [raw] of matchesOf(VALUE_WORDS, sentence)) {
    const token = raw.replace(EDGE_PUNCTUATION, "");
    if (token === "" || values.some((v) => v.includes(token))) continue;
    if (isIdentifier(token) || isFigure(token)) values.push(token);
  }
  for (const name of midSentenceNames(sentence)) if (!values.includes(name)) values.push(name);
  return values;
}

/**
 * Letters and digits mixed (AMBER-4471, v1.2, c961822), or a path, URL or snake_case name. Short
 * plain tokens such as p99, Q3 or S3 are words of the topic, not values.
 */
function isIdentifier(token: string): boolean {
  // (The patterns made once, not per word; the first two need a "/", the third a "_".)
  const slash = token.includes("/");
  if (slash && (URL_LIKE.test(token) || PATH.test(token))) return true;
  if (token.includes("_") && SNAKE.test(token)) return true;
  const mixed = HAS_LETTER.test(token) && hasDigit(token) && ID_SHAPE.test(token);
  return mixed && (ID_JOINER.test(token) || token.length >= 5);
}

const URL_LIKE = /:\/\//;
const PATH = /^[\w.-]+\/[\w./-]+$/;
const SNAKE = /^[A-Za-z0-9]+(?:_[A-Za-z0-9]+)+$/;
const HAS_LETTER = /[A-Za-z]/;
const ID_SHAPE = /^[A-Za-z0-9][\w.-]*[A-Za-z0-9]$/;
const ID_JOINER = /[-_.]/;

/** A figure worth asking about: 3+ digits, a currency or sign, or a clock time. */
function isFigure(token: string): boolean {
  if (CLOCK.test(token)) return true;
  if (SIGNED.test(token)) return true;
  return NUMBER.test(token) && token.replace(NOT_DIGITS, "").length >= 3;
}

const CLOCK = /^\d{1,2}:\d{2}$/;
const SIGNED = /^[€$£+]\d/;
const NUMBER = /^\d[\d,.]*%?$/;
const NOT_DIGITS = /\D/g;

/**
 * Multi-word capitalised names ("... is Freya Karimi.", "Greta Whitlock owns the migration."):
 * two or more capitalised words that are not stopwords, so a sentence's capitalised first word
 * ("The", "Our") is never one on its own.
 */
function midSentenceNames(sentence: string): string[] {
  const out: string[] = [];
  for (const m of matchesOf(MID_SENTENCE_NAME, sentence)) {
    const words = m[0].split(SPACES).filter((w) => !isStopword(w));
    if (words.length >= 2) out.push(words.join(" "));
  }
  return out;
}
const MID_SENTENCE_NAME = /\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)+/gu;

/**
 * The matches of a global pattern in `text`, as `text.matchAll(re)` gives them, without the copy
 * of the pattern and the iterator that matchAll makes per call (these run for every sentence of an
 * import). `re` is shared: its lastIndex is reset here, and no caller reads it meanwhile.
 */
export function matchesOf(re: RegExp, text: string): RegExpExecArray[] {
  const out: RegExpExecArray[] = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    out.push(m);
    if (m[0] === "") re.lastIndex += 1; // as matchAll steps past an empty match (none of these patterns makes one)
  }
  return out;
}

/** The fact item of a sentence, or null when it states no specific value. */
export function factItem(sentence: string): string | null {
  const values = valuesIn(sentence);
  if (values.length === 0) return null;
  const valueWords = new Set(values.flatMap((v) => v.toLowerCase().split(/[\s,]+/)));
  // Plain numbers stay with the value: "runs in 12 minutes" and "runs in 40 minutes" share one key.
  // Surfaces are the same stemmed or not: the stemmed tokens, which summarising has already made.
  const words = contentTokens(sentence)
    .map((t) => t.surface)
    .filter((w) => !PLAIN_NUMBER.test(w) && !valueWords.has(w.toLowerCase()) && !values.some((v) => v.includes(w)));
  if (words.length === 0) return null;
  return `${words.slice(0, KEY_WORDS).join(" ")}${FACT_SEPARATOR}${values.slice(0, 2).join(", ")}`;
}

const PLAIN_NUMBER = /^[\d.,]+$/;

/** Branches keep a fact's words only ("rollback password Kestrel cluster: …"); its leaf has the value. */
export function elideValue(item: string): string {
  const at = item.indexOf(FACT_SEPARATOR);
  return at < 0 ? item : `${item.slice(0, at)}${FACT_SEPARATOR}…`;
}

/** The words of a fact item (without its values), lowercased: its identity when merging. */
export function factKey(item: string): string | null {
  const at = item.indexOf(FACT_SEPARATOR);
  return at < 0 ? null : item.slice(0, at).toLowerCase();
}

/** Capitalised runs; a lone word at the start of a sentence only if it is an acronym. Keys like OSP-12 are not names. */
export const capitalisedNames = once(findNames);

function findNames(sentence: string): string[] {
  const out: string[] = [];
  for (const m of matchesOf(CAPITALISED_RUN, sentence)) {
    let words = m[0].split(/ /);
    while (words.length > 0 && isStopword(words[0].toLowerCase())) words = words.slice(1);
    if (words.length === 0 || hasDigit(words.join(""))) continue;
    const atStart = !LETTER_OR_DIGIT.test(sentence.slice(0, m.index));
    const acronym = words.length === 1 && ACRONYM.test(words[0]);
    if (atStart && words.length === 1 && !acronym) continue;
    const name = words.join(" ").replace(/['’]s$/, "");
    if (name.length > 1) out.push(name);
  }
  return out;
}

const CAPITALISED_RUN = /\b\p{Lu}[\p{L}\p{N}'’]*(?:[ ]\p{Lu}[\p{L}\p{N}'’]*)*(?![-\p{L}\p{N}])/gu;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const ACRONYM = /^\p{Lu}{2,}$/u;

/** Words frequent in any text that say nothing of what it is about ("team", "noted", "work"). */
const GENERIC = new Set(
  `team teams noted note notes work working worked thing things time times week weeks day days today call calls
   meeting meetings update updates discuss discussed talk talked said say asked ask answer question point points
   people person everyone anyone someone way ways lot bit part parts kind sort good great fine okay thanks thank
   need needs needed want wanted make made get got going come came look looked think thought know known use used`.split(
    SPACES,
  ),
);

/** Limits of a leaf's about list, by kind. */
export const LEAF_ABOUT = { names: 12, facts: 24, terms: 8 };

/** A leaf's about list: names, then facts in reading order, then frequent terms. */
export function extractAbout(sentences: string[], limits = LEAF_ABOUT): string[] {
  const counts = new Map<string, number>();
  for (const s of sentences) for (const n of capitalisedNames(s)) counts.set(n, (counts.get(n) ?? 0) + 1);
  const names = [...counts.entries()]
    .sort((a, b) => b[1] - a[1])
    .map(([n]) => n)
    .slice(0, limits.names);

  const facts: string[] = [];
  const seen = new Set<string>();
  for (const s of sentences) {
    if (isLabelLine(s)) continue;
    const item = factItem(s);
    const key = item && factKey(item);
    if (!item || !key || seen.has(key)) continue;
    seen.add(key);
    facts.push(item);
  }
  const named = new Set(names.flatMap((n) => n.toLowerCase().split(" ")));
  const terms = frequentTerms(sentences, 2)
    .filter((t) => !named.has(t.surface) && !GENERIC.has(t.surface))
    .slice(0, limits.terms)
    .map((t) => t.surface);
  return [...names, ...facts.slice(0, limits.facts), ...terms];
}

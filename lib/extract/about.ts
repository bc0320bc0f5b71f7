import { SPACES, allAs, countOf, hasDigit, holds, isDigits, madeOf, startsAs, stripEdges } from "./chars";
import { contentTokens, isStopword } from "@/lib/extract";
import { frequentTerms, isLabelLine } from "./shapes";
import { datesStated } from "./dates";

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

// What opens and closes a word written in a sentence: brackets, quotes and, after it, punctuation.
const OPENERS = `("'“‘[`;
const CLOSERS = `)"'”’].,;:!?`;

function findValues(sentence: string): string[] {
  // Every date shape holds a digit: a sentence without one is not searched for dates.
  const values = hasDigit(sentence) ? datesStated(sentence).map((d) => d.text) : [];
  // The sentence's words (runs of non-space) holding a digit, "/" or "_": an identifier or a
  // figure holds one, and most words none. Tried only where a word starts (linear in the sentence).
  for (const raw of sentence.split(SPACES)) {
    if (!hasDigit(raw) && !raw.includes("/") && !raw.includes("_")) continue;
    const token = stripEdges(raw, OPENERS, CLOSERS);
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
  if (token.includes("://")) return true;
  // A path: ASCII word characters, ".", "-" and slashes, its first slash with text before and after it.
  const slash = token.indexOf("/");
  if (slash > 0 && slash < token.length - 1 && madeOf(token, "./-", "word")) return true;
  // snake_case: ASCII letters and digits joined by single "_".
  const parts = token.split("_");
  if (parts.length >= 2 && parts.every((p) => madeOf(p, "", "word"))) return true;
  // Letters and digits mixed, of ASCII word characters, "." and "-", a letter or digit at either end.
  const alnum = (ch: string | undefined) => ch !== undefined && ch !== "_" && madeOf(ch, "", "word");
  const shaped = token.length >= 2 && alnum(token[0]) && alnum(token.at(-1)) && madeOf(token, ".-", "word");
  const mixed = shaped && holds(token, "letter") && hasDigit(token);
  return mixed && ([..."-_."].some((j) => token.includes(j)) || token.length >= 5);
}

/** A figure worth asking about: 3+ digits, a currency or sign, or a clock time. */
function isFigure(token: string): boolean {
  // A clock time: "9:30", "14:05".
  const [hours, minutes, more] = token.split(":");
  if (
    more === undefined &&
    isDigits(hours) &&
    hours.length <= 2 &&
    isDigits(minutes ?? "") &&
    (minutes ?? "").length === 2
  )
    return true;
  // A sum or a signed figure: "€40", "+3".
  if ("€$£+".includes(token[0]) && startsAs(token.slice(1), "digit")) return true;
  // A number of 3 digits or more: "1,024", "99.5%".
  const number = token.endsWith("%") ? token.slice(0, -1) : token;
  return startsAs(number, "digit") && madeOf(number, ",.", "digit") && countOf(number, "digit") >= 3;
}

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
  const valueWords = new Set(
    values.flatMap((v) =>
      v
        .toLowerCase()
        .split(SPACES)
        .flatMap((w) => w.split(",")),
    ),
  );
  // Plain numbers stay with the value: "runs in 12 minutes" and "runs in 40 minutes" share one key.
  // Surfaces are the same stemmed or not: the stemmed tokens, which summarising has already made.
  const words = contentTokens(sentence)
    .map((t) => t.surface)
    .filter((w) => !madeOf(w, ".,", "digit") && !valueWords.has(w.toLowerCase()) && !values.some((v) => v.includes(w)));
  if (words.length === 0) return null;
  return `${words.slice(0, KEY_WORDS).join(" ")}${FACT_SEPARATOR}${values.slice(0, 2).join(", ")}`;
}

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
    let words = m[0].split(" ");
    while (words.length > 0 && isStopword(words[0].toLowerCase())) words = words.slice(1);
    if (words.length === 0 || hasDigit(words.join(""))) continue;
    const atStart = !holds(sentence.slice(0, m.index), "letter", "number");
    const acronym = words.length === 1 && [...words[0]].length >= 2 && allAs(words[0], "upper");
    if (atStart && words.length === 1 && !acronym) continue;
    const joined = words.join(" ");
    const name = joined.endsWith("'s") || joined.endsWith("’s") ? joined.slice(0, -2) : joined;
    if (name.length > 1) out.push(name);
  }
  return out;
}

const CAPITALISED_RUN = /\b\p{Lu}[\p{L}\p{N}'’]*(?:[ ]\p{Lu}[\p{L}\p{N}'’]*)*(?![-\p{L}\p{N}])/gu;

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

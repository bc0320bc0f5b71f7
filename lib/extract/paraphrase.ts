import { hasDigit, isDigits } from "./chars";
import porter2 from "wink-porter2-stemmer";
import { UPDATE_WORDS } from "./answer";
import { stem } from "./stem";
import { contentWords } from "./tokens";
import { isStopword } from "./stopwords";

/**
 * How a question in other words meets the text: Porter2 stems ("reserve" and "reservations",
 * "hourly" and "hour"), a number the asker supplies rather than names ("a group of 10 people"),
 * and a modifier that makes the question about another thing than a passage ("the engineering
 * budget" is not "the marketing budget").
 */

const cache = new Map<string, string>();

/** The Porter2 stem of a word (lower case), for matching words the light stemmer keeps apart. */
export function porterStem(word: string): string {
  const w = word.toLowerCase();
  let s = cache.get(w);
  if (s === undefined) {
    s = hasDigit(w) ? w : porter2(w);
    if (cache.size > 50_000) cache.clear();
    cache.set(w, s);
  }
  return s;
}

/**
 * True when `term`, a bare number of the question, is a quantity the asker supplies ("a group of
 * 10 people", "a 4 hour flight"): after a small word or at the start, before a plain lower-case
 * word. Such a number is not a name the context must hold; after a noun it names
 * one ("version 4", "room 12").
 */
export function isSuppliedQuantity(question: string, term: string): boolean {
  if (!isDigits(term)) return false;
  for (const m of question.matchAll(new RegExp(`(?:^|([\\p{L}']+)\\s+)${term}\\s+([a-z]{2,})\\b`, "gu")))
    if (m[1] === undefined || isStopword(m[1].toLowerCase())) return true;
  return false;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;
const words = (text: string) => [...text.matchAll(WORD)].map((m) => m[0].toLowerCase());

/**
 * True when the question names a thing by a modifier the context never uses ("the engineering
 * budget") and the passage names that thing with another modifier ("the marketing budget"): the
 * passage is about something else. `held(term)` says whether the context holds a (stemmed) word;
 * `same(asked, said)` whether the passage's modifier is another word for the question's ("soil
 * samples" for "dirt samples"): then it is the same thing in other words.
 */
export function contrastsModifier(
  question: string,
  passage: string,
  held: (term: string) => boolean,
  same: (asked: string, said: string) => boolean = () => false,
): boolean {
  const q = words(question);
  const p = words(passage);
  for (let i = 0; i + 1 < q.length; i++) {
    const [modifier, head] = [q[i], q[i + 1]];
    if (isStopword(modifier) || isStopword(head) || hasDigit(modifier) || UPDATE_WORDS.has(modifier)) continue;
    if (held(stem(modifier)) || !held(stem(head))) continue;
    for (let j = 1; j < p.length; j++) {
      if (stem(p[j]) !== stem(head)) continue;
      const before = p[j - 1];
      if (
        isStopword(before) ||
        hasDigit(before) ||
        before.endsWith("'s") ||
        before.endsWith("’s") ||
        UPDATE_WORDS.has(before)
      )
        continue;
      if (porterStem(before) !== porterStem(modifier) && !same(modifier, before)) return true;
    }
  }
  return false;
}

/**
 * True when the text holds every content word of the question, by the light stem or Porter2's
 * ("presenting" in "present", "hourly" in "hour"); update cues ("now") are phrasing, not content.
 * One word the context holds nowhere (`held` says no) may be missing: the asker's own wording
 * ("happening"), when the text holds the rest.
 */
export function holdsEveryWord(question: string, text: string, held: (term: string) => boolean = () => true): boolean {
  const stems = new Set(contentWords(text).flatMap((w) => [w, porterStem(w)]));
  const asked = contentWords(question).filter((w) => !UPDATE_WORDS.has(w));
  const missing = asked.filter((w) => !stems.has(w) && !stems.has(porterStem(w)));
  return asked.length > missing.length && (missing.length === 0 || (missing.length === 1 && !held(missing[0])));
}

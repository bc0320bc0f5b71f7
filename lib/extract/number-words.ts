import { squeezeSpaces, wordsAsWritten } from "./chars";

/**
 * Numbers written in words: the one list the offline heuristics read them from (a size "two bytes",
 * a span "thirty seconds", a count "twelve columns", a claim "fifty people", a question's "thirteen
 * root servers").
 */
const UNITS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
];
const TENS = ["twenty", "thirty", "forty", "fifty", "sixty", "seventy", "eighty", "ninety"];
const LARGE: [string, number][] = [
  ["hundred", 100],
  ["thousand", 1000],
  ["million", 1_000_000],
  ["dozen", 12],
];

/** Every number word and its value ("zero" … "nineteen", the tens, "hundred", "thousand", "million", "dozen"). */
export const NUMBER_WORDS: ReadonlyMap<string, number> = new Map([
  ...UNITS.map((w, i) => [w, i] as [string, number]),
  ...TENS.map((w, i) => [w, (i + 2) * 10] as [string, number]),
  ...LARGE,
]);

/**
 * A regular expression source (no flags, no anchors) matching a number word, a ten joined to a unit
 * first ("thirty-two", "sixty-four"), then the longer words before their prefixes ("fourteen" before
 * "four"). Callers put it between word boundaries.
 */
export const NUMBER_WORD_SOURCE = `(?:(?:${TENS.join("|")})-(?:${UNITS.slice(1, 10).join("|")})|${[
  ...NUMBER_WORDS.keys(),
]
  .sort((a, b) => b.length - a.length)
  .join("|")})`;

/**
 * The value of a number written as one word ("thirteen": 13, "forty": 40, "thirty-two": 32,
 * "hundred": 100, "dozen": 12), any case, or null.
 */
export function numberWordValue(word: string): number | null {
  const w = word.toLowerCase();
  // A ten joined to a unit ("thirty-two"); no number word holds a hyphen otherwise.
  const joined = w.split("-");
  if (joined.length === 2) {
    const ten = TENS.indexOf(joined[0]);
    const unit = UNITS.indexOf(joined[1]);
    return ten >= 0 && unit >= 1 && unit <= 9 ? (ten + 2) * 10 + unit : null;
  }
  return NUMBER_WORDS.get(w) ?? null;
}

/** The words that multiply what comes before them in a number said in several words. */
const SCALE_WORDS = new Map([
  ["hundred", 100],
  ["thousand", 1000],
  ["million", 1_000_000],
]);

const A_SCALE = `a\\s+(?:${[...SCALE_WORDS.keys()].join("|")})\\b`;
/**
 * A number said in several words; "a thousand" (or "half a million") alone only before what it counts
 * ("a thousand cards", "half a million dollars"; not "thanks a million").
 */
const PHRASE = new RegExp(
  `\\b(?:${A_SCALE}(?:(?:\\s+and\\s+|\\s+)${NUMBER_WORD_SOURCE})+|(?:half\\s+)?${A_SCALE}(?=\\s+[a-z])|${NUMBER_WORD_SOURCE}(?:(?:\\s+and\\s+|\\s+)${NUMBER_WORD_SOURCE})+)\\b(?!-)`,
  "gi",
);

/**
 * The value of a number said in several words ("one hundred and twenty": 120, "a hundred and twenty": 120,
 * "nine hundred and ninety-nine": 999, "two thousand five hundred": 2500, "twenty one": 21), or null when the words
 * do not make one number ("two three", "hundred", "five dozen"). A word after a unit or a teen must
 * multiply it; a unit may follow a ten; "and" stands only after "hundred", "thousand" or "million".
 */
export function numberPhraseValue(phrase: string): number | null {
  const words = wordsAsWritten(phrase.toLowerCase());
  // "half a million", "half a thousand": half of the scale, said alone.
  if (words.length === 3 && words[0] === "half" && words[1] === "a" && SCALE_WORDS.has(words[2]))
    return SCALE_WORDS.get(words[2])! / 2;
  // "a hundred and twenty", "a thousand and one": "a" before a word that multiplies is one.
  if (words[0] === "a" && SCALE_WORDS.has(words[1] ?? "")) words[0] = "one";
  if (words.length < 2) return null;
  let total = 0;
  let current = 0;
  let previous: string | null = null;
  let afterAnd = false;
  for (const word of words) {
    if (word === "and") {
      if (previous === null || !SCALE_WORDS.has(previous) || afterAnd) return null;
      afterAnd = true;
      continue;
    }
    const value = numberWordValue(word);
    if (value === null || word === "dozen" || word === "zero") return null;
    const scale = SCALE_WORDS.get(word);
    if (scale !== undefined) {
      if (previous === null || afterAnd) return null;
      const before = SCALE_WORDS.get(previous);
      // "hundred thousand" multiplies again; "thousand hundred" does not make a number.
      if (before !== undefined && before >= scale) return null;
      if (scale === 100) current = (current || 1) * 100;
      else {
        total += (current || 1) * scale;
        current = 0;
      }
    } else {
      // After a unit or a teen comes a word that multiplies it; after a ten, a unit ("twenty one").
      if (previous !== null && !SCALE_WORDS.has(previous)) {
        const ten = numberWordValue(previous)!;
        if (!(ten >= 20 && ten % 10 === 0 && value >= 1 && value <= 9 && !previous.includes("-"))) return null;
      }
      current += value;
    }
    previous = word;
    afterAnd = false;
  }
  return afterAnd ? null : total + current;
}

/**
 * Numbers said in several words in `text`, each with where it stands and its value ("about one
 * hundred and twenty cows" -> 120 at 6..28). A run of number words that does not make one number
 * is left out, and so is one word alone (read as such by the callers).
 */
export function numberPhrases(text: string): { at: number; end: number; value: number }[] {
  const out: { at: number; end: number; value: number }[] = [];
  for (const m of text.matchAll(PHRASE)) {
    const value = numberPhraseValue(m[0]);
    if (value !== null) out.push({ at: m.index, end: m.index + m[0].length, value });
  }
  return out;
}

/** The ordinals of the units, where they are not the unit with "th" ("first", "second", ..., "twelfth"). */
const IRREGULAR_ORDINALS: Record<string, string> = {
  one: "first",
  two: "second",
  three: "third",
  five: "fifth",
  eight: "eighth",
  nine: "ninth",
  twelve: "twelfth",
};
const ordinalOf = (word: string) =>
  IRREGULAR_ORDINALS[word] ?? (word.endsWith("y") ? `${word.slice(0, -1)}ieth` : `${word}th`);

/** The days of a month in ordinal words: "first" … "thirty-first" (also "twenty first"), each with its day. */
export const DAY_ORDINALS: ReadonlyMap<string, number> = new Map([
  ...UNITS.slice(1).map((w, i) => [ordinalOf(w), i + 1] as [string, number]),
  ...["twenty", "thirty"].map((w, i) => [ordinalOf(w), (i + 2) * 10] as [string, number]),
  ...UNITS.slice(1, 10).flatMap((w, i) =>
    ["-", " "].map((join) => [`twenty${join}${ordinalOf(w)}`, 21 + i] as [string, number]),
  ),
  ["thirty-first", 31],
  ["thirty first", 31],
]);

/** A regular expression source matching a day's ordinal word ({@link DAY_ORDINALS}), the longer first; callers put it between word boundaries. */
export const DAY_ORDINAL_SOURCE = `(?:${[...DAY_ORDINALS.keys()]
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(" ", "\\s+"))
  .join("|")})`;

/** The day an ordinal word names ("fifteenth": 15, "Twenty-First": 21), or null. */
export const dayOrdinalValue = (word: string): number | null =>
  DAY_ORDINALS.get(squeezeSpaces(word.toLowerCase())) ?? null;

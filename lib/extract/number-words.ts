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

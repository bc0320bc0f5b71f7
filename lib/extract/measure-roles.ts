import { wordsAsWritten } from "./chars";

/**
 * What a figure is of its measure, by a word of the words around it: the most allowed ("a 2 TB
 * limit"), what is aimed at ("our target was 500"), what was reached or is in use so far ("we're
 * using 1.3 TB", "we took £412"), a whole ("£390 in total"). Two figures of one measure in
 * different roles are two facts, not one fact restated ("the quota is 500 GB" / "we're using 430
 * GB"); the same role, or none said, leaves them one. A price per item is the role "item"
 * (`perItem` in ./facts.ts).
 */
export type MeasureRole = "limit" | "target" | "reached" | "total" | "item";

/** The words and phrases that give a figure its role, as written (lower case). */
export const MEASURE_ROLE_WORDS: Record<Exclude<MeasureRole, "item">, readonly string[]> = {
  limit: [
    "limit",
    "quota",
    "cap",
    "capped",
    "maximum",
    "max",
    "allowance",
    "allows",
    "ceiling",
    "capacity",
    "at most",
    "up to",
    "budget",
    "set aside",
  ],
  target: ["target", "goal", "aim", "aiming", "aimed", "forecast", "forecasting", "projected", "hoping"],
  reached: [
    "using",
    "used",
    "usage",
    "balance",
    "so far",
    "currently",
    "actual",
    "spent",
    "took",
    "raised",
    "to date",
    "came in at",
    "collected",
  ],
  total: ["total", "totals", "in all", "altogether", "all in"],
};

const PHRASES = Object.entries(MEASURE_ROLE_WORDS).flatMap(([role, words]) =>
  words.map((w) => ({ role: role as MeasureRole, words: w.split(" ") })),
);

/** The roles the words of `text` give a figure in it ({@link MEASURE_ROLE_WORDS}). */
export function measureRoles(text: string): Set<MeasureRole> {
  const words = wordsAsWritten(text.toLowerCase());
  const out = new Set<MeasureRole>();
  for (const { role, words: phrase } of PHRASES)
    for (let i = 0; i + phrase.length <= words.length; i++)
      if (phrase.every((w, j) => words[i + j] === w)) {
        out.add(role);
        break;
      }
  return out;
}

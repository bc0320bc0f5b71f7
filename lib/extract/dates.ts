import { FULL_MONTH, MONTH, WEEKDAY } from "./months";

/**
 * Dates: the one place their written forms live. Two tables, each checked row by row from its own
 * examples (dates.test.ts):
 * - {@link DATE_READINGS}: forms read into their parts (year, month, day, quarter, weekday), what
 *   claims compare ("7 March" = "March 7th" = "2026-03-07");
 * - {@link DATE_SHAPES}: forms a text holding a date shows, what a sentence's kind (statements), a
 *   passage's value kind (value-kinds.ts) and the offline engine's "When ...?" test read.
 * Pure, no imports but the month names (./months.ts), so any module can load it first.
 */

/** What a date states; a part left out was not written ("7 March": no year). */
export interface DateParts {
  year?: number;
  month?: number;
  day?: number;
  quarter?: number;
  /** 1 (Monday) to 7. */
  weekday?: number;
}

/** Month names, full and short, lower case ("march", "mar", "sept"): words no frame or name is made of. */
export const MONTH_NAMES: ReadonlySet<string> = new Set(
  `january february march april may june july august september october november december jan feb mar apr jun jul aug
   sep sept oct nov dec`.split(/\s+/),
);

const MONTH_KEYS = ["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"];
const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"];

const monthOf = (word: string) => MONTH_KEYS.indexOf(word.slice(0, 3).toLowerCase()) + 1;
const num = (s: string | undefined) => (s === undefined ? undefined : Number(s));

/** One written form of a date and how its captures read. */
export interface DateReading {
  name: string;
  /** Pattern source; matched case-insensitively between word boundaries. */
  source: string;
  read(groups: readonly (string | undefined)[]): DateParts | null;
  /** Texts the form reads, with the key ({@link dateKey}) each gives; texts it must not read. */
  examples: { reads: readonly [string, string][]; lacks: readonly string[] };
}

/** A month's name, full or short, and nothing longer ("Mar", "March", "Sept."; not "marbles"). */
const MONTH_NAME =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";

const validDay = (p: DateParts) => (p.day === undefined || (p.day >= 1 && p.day <= 31) ? p : null);

/** The forms dates are read from, longest first (a form's span is not read again by a later one). */
export const DATE_READINGS: readonly DateReading[] = [
  {
    name: "iso",
    source: "(\\d{4})-(\\d{2})-(\\d{2})",
    read: ([y, m, d]) => validDay({ year: num(y), month: num(m), day: num(d) }),
    examples: { reads: [["2026-03-07", "2026-03-07"]], lacks: ["2026-0307"] },
  },
  {
    name: "month day",
    source: `(${MONTH_NAME})\\s+(\\d{1,2})(?:st|nd|rd|th)?(?![\\d:])(?:,?\\s+(\\d{4}))?`,
    read: ([m, d, y]) => validDay({ year: num(y), month: monthOf(m!), day: num(d) }),
    examples: {
      reads: [
        ["March 7th", "03-07"],
        ["Mar 7, 2026", "2026-03-07"],
        ["Sept. 30", "09-30"],
      ],
      lacks: ["at 10:30"],
    },
  },
  {
    name: "day month",
    source: `(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${MONTH_NAME})(?:,?\\s+(\\d{4}))?`,
    read: ([d, m, y]) => validDay({ year: num(y), month: monthOf(m!), day: num(d) }),
    examples: {
      reads: [
        ["7 March", "03-07"],
        ["7th of Mar", "03-07"],
        ["7 March 2026", "2026-03-07"],
      ],
      lacks: ["7 marbles"],
    },
  },
  {
    name: "month year",
    source: `(${FULL_MONTH})\\s+(\\d{4})`,
    read: ([m, y]) => ({ year: num(y), month: monthOf(m!) }),
    examples: { reads: [["December 2010", "2010-12"]], lacks: ["the May 20th"] },
  },
  {
    name: "quarter",
    source: "Q([1-4])(?:\\s+(\\d{4}))?",
    read: ([q, y]) => ({ year: num(y), quarter: num(q) }),
    examples: {
      reads: [
        ["Q3", "q3"],
        ["Q3 2026", "2026-q3"],
      ],
      lacks: ["Q5"],
    },
  },
  {
    name: "end of month",
    source: `(?:the\\s+)?(?:end|close|last\\s+day)\\s+of\\s+(${FULL_MONTH})`,
    read: ([m]) => ({ month: monthOf(m!), day: MONTH_DAYS[monthOf(m!) - 1] }),
    examples: {
      reads: [
        ["end of June", "06-30"],
        ["the last day of February", "02-28"],
      ],
      lacks: ["end of the month"],
    },
  },
  {
    name: "weekday",
    source: `(${WEEKDAY})`,
    read: ([w]) => ({ weekday: WEEKDAYS.indexOf(w!.toLowerCase()) + 1 }),
    examples: { reads: [["Friday", "friday"]], lacks: ["Fridays"] },
  },
  {
    // Written with a capital only ("Tue, Thu, Sat"): "sat", "sun" and "wed" in lower case are words.
    name: "short weekday",
    source: "(Mon|Tues?|Wed|Thu(?:rs?)?|Fri|Sat|Sun)\\.?(?![\\w-])",
    read: ([w]) =>
      /^\p{Lu}/u.test(w!) ? { weekday: WEEKDAYS.findIndex((d) => d.startsWith(w!.toLowerCase())) + 1 } : null,
    examples: {
      reads: [
        ["Wed", "wednesday"],
        ["Thurs", "thursday"],
      ],
      lacks: ["Monsoon"],
    },
  },
];

/** Days in each month (February as in a common year: "the end of February" is the 28th). */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The reading patterns, made once (global, case-insensitive; matchAll copies them, so sharing is safe). */
const READERS = DATE_READINGS.map((r) => ({ reading: r, pattern: new RegExp(`\\b${r.source}\\b`, "gi") }));

/** One date found in a text. */
export interface FoundDate {
  at: number;
  end: number;
  text: string;
  parts: DateParts;
  key: string;
}

/**
 * The normal form of a date: "2026-03-07", "03-07" (no year), "2026-12" (a month), "q3",
 * "2026-q3", "friday".
 */
export function dateKey(p: DateParts): string {
  const two = (n: number) => String(n).padStart(2, "0");
  const year = p.year !== undefined ? `${p.year}-` : "";
  if (p.weekday !== undefined) return WEEKDAYS[p.weekday - 1];
  if (p.quarter !== undefined) return `${year}q${p.quarter}`;
  if (p.day === undefined) return `${year}${two(p.month ?? 0)}`;
  return `${year}${two(p.month ?? 0)}-${two(p.day)}`;
}

/**
 * Whether two date keys name the same day: equal, or the same month and day when one of them has
 * no year ("7 March" = "2026-03-07"; "2025-03-07" is not "2026-03-07").
 */
export function sameDateKey(a: string, b: string): boolean {
  if (a === b) return true;
  const [ya, ra] = splitYear(a);
  const [yb, rb] = splitYear(b);
  return ra === rb && (ya === null) !== (yb === null);
}

/** A key's year and the rest ("2026-03-07": "2026", "03-07"); a key without a year starts with two digits or a letter. */
function splitYear(key: string): [string | null, string] {
  return key.length > 5 && key[4] === "-" ? [key.slice(0, 4), key.slice(5)] : [null, key];
}

/** The dates of `text` in reading order, each span read by the first form that reads it. */
export function findDates(text: string): FoundDate[] {
  const out: FoundDate[] = [];
  for (const { reading, pattern } of READERS) {
    for (const m of text.matchAll(pattern)) {
      const at = m.index;
      const end = at + m[0].length;
      if (out.some((f) => at < f.end && end > f.at)) continue;
      const parts = reading.read(m.slice(1));
      if (parts) out.push({ at, end, text: m[0], parts, key: dateKey(parts) });
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

/** One form of a text that holds a date; `examples` hold it, `lacks` do not. */
export interface DateShape {
  name: string;
  source: string;
  examples: { holds: readonly string[]; lacks: readonly string[] };
}

/**
 * The forms a passage holds a date in (value-kinds.ts, "When ...?"): a year needs a word that dates
 * it ("in 2019", "since 1999": "the default is 2000" is a number); a day of a month named in full
 * needs no year ("August 1", "ships on 12 June"), nor does a weekday a plan is set for ("by Friday").
 */
export const DATE_SHAPES: readonly DateShape[] = [
  { name: "iso", source: "\\d{4}-\\d{2}-\\d{2}", examples: { holds: ["on 2022-10-13"], lacks: [] } },
  {
    name: "day month year",
    source: `\\d{1,2} ${MONTH} \\d{4}`,
    examples: { holds: ["12 March 2024"], lacks: [] },
  },
  {
    name: "month day year",
    source: `${MONTH} \\d{1,2},? \\d{4}`,
    examples: { holds: ["March 12, 2024"], lacks: [] },
  },
  {
    // As changelogs head their entries: "20110102" (Postfix's HISTORY), years 1980-2039.
    name: "compact",
    source: "(?:19[89]\\d|20[0-3]\\d)(?:0[1-9]|1[0-2])(?:0[1-9]|[12]\\d|3[01])",
    examples: { holds: ["20110102"], lacks: ["20111402"] },
  },
  {
    name: "dated year",
    source:
      "(?:in|since|from|until|till|by|before|after|year|of|on|during|around|circa|early|late|mid) (?:1[89]|20)\\d{2}",
    examples: { holds: ["since 1999"], lacks: ["The default is 2000."] },
  },
  { name: "quarter year", source: "(?:Q[1-4]|H[12]) (?:1[89]|20)\\d{2}", examples: { holds: ["Q3 2024"], lacks: [] } },
  {
    name: "full month day",
    source: `${FULL_MONTH} \\d{1,2}(?![\\d:])`,
    examples: { holds: ["August 1"], lacks: ["Aug 1"] },
  },
  {
    name: "day full month",
    source: `\\d{1,2}(?:st|nd|rd|th)? (?:of )?${FULL_MONTH}`,
    examples: { holds: ["ships on 12 June", "the 3rd of March"], lacks: [] },
  },
  {
    name: "planned weekday",
    source: `(?:on|by|next|this|until|before|after|every) ${WEEKDAY}`,
    examples: { holds: ["due by Friday"], lacks: ["Friday's"] },
  },
];

/** The pattern of {@link DATE_SHAPES}, case-insensitive, between word boundaries. */
export const DATE_SHAPE = new RegExp(`\\b(?:${DATE_SHAPES.map((s) => s.source).join("|")})\\b`, "i");

/**
 * A sentence that states a date, as statements, fields and "about" items read it: an ISO date,
 * "March 12(, 2024)", "12 March 2024", "Q3 2024".
 */
export const STATED_DATE = new RegExp(
  `\\b(?:\\d{4}-\\d{2}-\\d{2}|${MONTH} \\d{1,2}(?:st|nd|rd|th)?(?:,? \\d{4})?|\\d{1,2} ${MONTH} \\d{4}|Q[1-4] \\d{4})\\b`,
  "i",
);

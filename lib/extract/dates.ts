import { FULL_MONTH, FULL_MONTHS, MONTH_KEYS, SHORT_MONTHS, WEEKDAY, WEEKDAYS } from "./months";
import { hasDigit, stripEdges } from "./chars";
import { STOPWORDS } from "./stopwords";
import { DAY_ORDINAL_SOURCE, dayOrdinalValue } from "./number-words";

/**
 * Dates: the one place their written forms live, and the one reader of them. One table,
 * {@link DATE_READINGS}, checked row by row from its own examples (dates.test.ts): each form is read
 * into its parts (year, month, day, quarter, weekday), what claims compare ("7 March" = "March 7th"
 * = "2026-03-07"), and says when, found alone, it makes a text hold a date ({@link statesDate}): what
 * a passage's value kind (value-kinds.ts), a statement's kind (statements.ts, fields.ts), a
 * sentence's values (about.ts) and the offline engine's "When ...?" test read.
 * Pure: it imports only the month names (months.ts), white space (chars.ts), the stopwords (stopwords.ts) and the
 * ordinal words (number-words.ts), so any module can load it first.
 */

/** What a date states; a part left out was not written ("7 March": no year). */
export interface DateParts {
  year?: number;
  month?: number;
  day?: number;
  quarter?: number;
  /** A half-year: 1 or 2 ("H2 2024"). */
  half?: number;
  /** 1 (Monday) to 7. */
  weekday?: number;
}

/** Month names, full and short, lower case ("march", "mar", "sept"): words no frame or name is made of. */
export const MONTH_NAMES: ReadonlySet<string> = new Set([...FULL_MONTHS, ...SHORT_MONTHS]);

const monthOf = (word: string) => MONTH_KEYS.indexOf(word.slice(0, 3).toLowerCase()) + 1;
const num = (s: string | undefined) => (s === undefined ? undefined : Number(s));
const startsUpper = (word: string) => word[0] !== word[0].toLowerCase();

/** One written form of a date and how its captures read. */
export interface DateReading {
  name: string;
  /** Pattern source; matched case-insensitively between word boundaries. */
  source: string;
  read(groups: readonly (string | undefined)[]): DateParts | null;
  /**
   * When the form, found in a text, makes the text hold a date ({@link statesDate}): "always";
   * "dated" when its year is written or its month in full ("August 1", "Mar 7, 2026"; not "Aug 1",
   * "Q3"); "planned" after a word that sets a plan ("by Friday"); "never" (read for claims only).
   */
  stands: "always" | "dated" | "planned" | "never";
  /**
   * Texts the form reads, with the key ({@link dateKey}) each gives; texts it must not read; texts
   * that hold a date ({@link statesDate}) by this form, and texts like them that hold none.
   */
  examples: {
    reads: readonly [string, string][];
    lacks: readonly string[];
    holds?: readonly string[];
    holdsNot?: readonly string[];
  };
}

/** A weekday's short form, its dot or not ("Tue", "Thurs.", "Fri"). */
const SHORT_WEEKDAY = "(?:Mon|Tues?|Wed|Thu(?:rs?)?|Fri|Sat|Sun)\\.?";
/**
 * A weekday's number (1, Monday, to 7) from its name or short form; a short form only with a
 * capital ("sat", "sun" and "wed" in lower case are words): 0 for none.
 */
function weekdayOf(word: string): number {
  const w = word.replace(/\.$/, "").toLowerCase();
  const full = WEEKDAYS.indexOf(w);
  if (full >= 0) return full + 1;
  return startsUpper(word) ? WEEKDAYS.findIndex((d) => d.startsWith(w)) + 1 : 0;
}

/** A month's name, full or short, and nothing longer ("Mar", "March", "Sept."; not "marbles"). */
const MONTH_NAME =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?";

/** Month names that are also ordinary words ("values may cause", "march on", "mar the view"). */
const WORD_MONTHS: ReadonlySet<string> = new Set(["may", "march", "mar"]);
/**
 * Whether a month's name, written with a day, names the month: a name that is also a word does so
 * only with a capital ("10 May"; "above 10 may cause") or a year ("10 may 2024"), as "month year" reads it.
 */
const namesMonth = (month: string, year: string | undefined) =>
  year !== undefined || startsUpper(month) || !WORD_MONTHS.has(stripEdges(month, "", ".").toLowerCase());

const validDay = (p: DateParts) =>
  (p.day === undefined || (p.day >= 1 && p.day <= 31)) &&
  (p.month === undefined || (p.month >= 1 && p.month <= 12)) &&
  // No 30th of February: a day within its month (the 29th of February allowed).
  (p.day === undefined || p.month === undefined || p.day <= (p.month === 2 ? 29 : MONTH_DAYS[p.month - 1]))
    ? p
    : null;
/** A year as texts date things: 1800-2099. */
const YEAR = "(?:1[89]|20)\\d{2}";
/** A year written after a day or a quarter ("7 March 2026", "Q3 2025"): four figures, not a time's ("8 June, 0800"). */
const A_YEAR = "[12]\\d{3}";
/** Words that date a year written after them ("in 2019", "since 1999"; "the default is 2000" is a number). */
const DATING = "in|since|from|until|till|by|before|after|year|of|on|during|around|circa|early|late|mid";
/** Words after a dated year that leave it a year ("in 2019 we", "from 2019 onwards"): function words, not a noun or a unit. */
const YEAR_FOLLOWERS: ReadonlySet<string> = new Set([...STOPWORDS, "onward", "onwards", "alone", "ago"]);
/** Words that set a plan for a weekday after them ("by Friday", "next Monday"). */
const PLANNING: ReadonlySet<string> = new Set(["on", "by", "next", "this", "until", "before", "after", "every"]);

/**
 * What may follow a range's last day ("August 4th to 8th"): the clause's end or a word that opens
 * another phrase; not a noun it counts ("May 3 to 5 people"), a clock's minutes or a unit.
 */
const DATE_END =
  "(?![.:]\\d|\\s*(?:[ap]\\.?m\\b|%))(?=\\s*(?:$|[.,;:!?)\\]–—-]|(?:and|or|in|at|on|for|with|from|inclusive|to|until|is|was|will)\\b))";
/** What may follow a day in words without "of" ("twenty-first June."): only the clause's end ("the first March meeting" is none). */
const WORDS_END = "(?![.:]\\d)(?=\\s*(?:$|[.,;:!?)\\]–—-]))";

/**
 * A day and a month in figures, a year after them or not ("15/03", "15/03/2026", "03/04"): read here
 * where only one reading is a date, by the claims' reader (facts.ts) as either where both are.
 */
export const NUMERIC_DAY_MONTH = "(?<![\\d/.])(\\d{1,2})/(\\d{1,2})(?:/(\\d{4}|\\d{2}))?(?![\\d/])";
/** The year of a date in figures, two figures this century's ("26" = 2026). */
export const numericYear = (y: string | undefined) =>
  y === undefined ? undefined : y.length === 2 ? 2000 + Number(y) : Number(y);

/** The forms dates are read from, longest first (a form's span is not read again by a later one). */
export const DATE_READINGS: readonly DateReading[] = [
  {
    name: "iso",
    source: "(\\d{4})-(\\d{2})-(\\d{2})",
    read: ([y, m, d]) => validDay({ year: num(y), month: num(m), day: num(d) }),
    stands: "always",
    examples: { reads: [["2026-03-07", "2026-03-07"]], lacks: ["2026-0307"], holds: ["on 2022-10-13"] },
  },
  {
    // As some changelogs and release pages write a day: "2020.07.29".
    name: "dotted",
    source: "(\\d{4})\\.(\\d{2})\\.(\\d{2})",
    read: ([y, m, d]) => validDay({ year: num(y), month: num(m), day: num(d) }),
    stands: "always",
    examples: { reads: [["2020.07.29", "2020-07-29"]], lacks: ["2020.7.29"], holds: ["released 2020.07.29"] },
  },
  {
    // A day, a month and a year with dots, day first, as continental letters and forms write it: "02.04.2027".
    name: "continental dotted",
    source: "(?<![\\d.])(\\d{1,2})\\.(\\d{1,2})\\.((?:19|20)\\d{2})(?![\\d]|\\.\\d)",
    read: ([d, m, y]) => validDay({ year: num(y), month: num(m), day: num(d) }),
    stands: "never",
    examples: {
      reads: [
        ["02.04.2027", "2027-04-02"],
        ["7.3.2026", "2026-03-07"],
      ],
      lacks: ["32.01.2027", "04.13.2027", "1.2.3", "v1.10.2012.4", "12.04.27"],
      holdsNot: ["delivery on 02.04.2027"],
    },
  },
  {
    // As changelogs head their entries: "20110102" (Postfix's HISTORY), years 1980-2039; where they write it only:
    // at a line's start ("(20190106)"), after a date, release or version word ("introduced: 20140218"), or after a
    // version number ("Postfix 2.5, 20080104", "2.40.1 (20161225)"). "Call 20120304." is a number.
    name: "compact",
    source:
      "(?<=(?:^|\\n)[ \\t]*[([]?|\\b(?:date|dated|released?|version|snapshot|introduced|update)[ \\t]*[:=]?[ \\t]*|\\d\\.\\d+,?[ \\t]+\\(?)((?:19[89]\\d|20[0-3]\\d))(0[1-9]|1[0-2])(0[1-9]|[12]\\d|3[01])",
    read: ([y, m, d]) => ({ year: num(y), month: num(m), day: num(d) }),
    stands: "always",
    examples: {
      reads: [["20110102", "2011-01-02"]],
      lacks: ["20111402", "Call 20120304.", "The limit is 20120304 bytes."],
      holds: [
        "20110102 Cleanup",
        "Fixes.\n\t20110102: Feature: STARTTLS",
        "\t(20190106) ncurses",
        "Date: 20110102",
        "Bugfix (introduced: 20140218): TLS",
        "defect introduced Postfix 2.5, 20080104",
        "version 2.40.1 (20161225)",
      ],
    },
  },
  {
    // A range's first day, the month written once after the last ("4–8 August", "3 to 5 May"): a day of that month.
    name: "range's first day",
    source: `(\\d{1,2})(?:st|nd|rd|th)?(?=\\s*(?:-|–|to|until|and)\\s*\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${MONTH_NAME})(?:,?\\s+(${A_YEAR}))?)`,
    read: ([d, m, y]) => (namesMonth(m!, y) ? validDay({ year: num(y), month: monthOf(m!), day: num(d) }) : null),
    stands: "never",
    examples: {
      reads: [
        ["4–8 August", "08-04 08-08"],
        ["3rd to 5th May 2027", "2027-05-03 2027-05-05"],
      ],
      lacks: ["between 4 and 8 marbles", "Values 4 to 10 may cause errors."],
      holdsNot: ["from 4–8 Aug"],
    },
  },
  {
    // A range's last day after a month and its first ("August 4th to 8th", "May 3–5"): a day of that month.
    name: "range's last day",
    source: `(?<=\\b(${MONTH_NAME})\\s+\\d{1,2}(?:st|nd|rd|th)?\\s*(?:-|–|to|until|and)\\s*)(\\d{1,2})(?:st|nd|rd|th)?${DATE_END}`,
    read: ([m, d]) => (namesMonth(m!, undefined) ? validDay({ month: monthOf(m!), day: num(d) }) : null),
    stands: "never",
    examples: {
      reads: [
        ["August 4th to 8th", "08-04 08-08"],
        ["May 3–5", "05-03 05-05"],
      ],
      lacks: ["May 3 to 5pm", "Sept 3 to 5:30", "Book May 3 to 5 people.", "Trip is Aug 4 to 8 km"],
      holdsNot: ["Aug 4 to 8"],
    },
  },
  {
    // A day in words: "the fifteenth of March", "twenty-first June".
    name: "ordinal day month",
    source: `(?:the\\s+)?(${DAY_ORDINAL_SOURCE})\\s+(?:of\\s+(${MONTH_NAME})|(${MONTH_NAME})${WORDS_END})`,
    read: ([d, of, bare]) => {
      const m = (of ?? bare)!;
      return namesMonth(m, undefined) ? validDay({ month: monthOf(m), day: dayOrdinalValue(d!) ?? undefined }) : null;
    },
    stands: "dated",
    examples: {
      reads: [
        ["the fifteenth of March", "03-15"],
        ["twenty-first June", "06-21"],
      ],
      lacks: [
        "the first march of the band",
        "a second Marathon",
        "The first March meeting ran long.",
        "My first May in London",
      ],
      holds: ["due on the first of October"],
    },
  },
  {
    // "March the fifteenth", "June twenty-first".
    name: "month ordinal day",
    source: `(${MONTH_NAME})\\s+(?:the\\s+)?(${DAY_ORDINAL_SOURCE})${WORDS_END}`,
    read: ([m, d]) =>
      namesMonth(m!, undefined) ? validDay({ month: monthOf(m!), day: dayOrdinalValue(d!) ?? undefined }) : null,
    stands: "dated",
    examples: {
      reads: [
        ["March the fifteenth", "03-15"],
        ["June twenty first", "06-21"],
      ],
      lacks: ["may second thoughts arise", "in March, the first", "The March second round went better."],
      holds: ["opens on October the first"],
    },
  },
  {
    // A day and month in figures where only one reading is a date: "15/03" (the 15th of March), "15/03/2026";
    // with a year, month first when the second figure is past 12 ("12/25/2026"). "24/7", "3/4", "05/06" are none.
    name: "numeric day and month",
    source: NUMERIC_DAY_MONTH,
    read: ([a, b, y]) => {
      const [first, second] = [Number(a), Number(b)];
      const year = numericYear(y);
      if (y === undefined && b!.length !== 2) return null;
      if (first > 12 && second <= 12) return validDay({ year, month: second, day: first });
      if (y !== undefined && second > 12 && first <= 12) return validDay({ year, month: first, day: second });
      return null;
    },
    stands: "never",
    examples: {
      reads: [
        ["15/03", "03-15"],
        ["15/03/2026", "2026-03-15"],
        ["12/25/2026", "2026-12-25"],
      ],
      lacks: ["24/7 support", "3/4 of the rooms", "on 05/06", "due 31/02"],
      holdsNot: ["paid on 15/03"],
    },
  },
  {
    name: "month day",
    source: `(${MONTH_NAME})\\s+(\\d{1,2})(?:st|nd|rd|th)?(?![\\d:]|\\.\\d)(?:,?\\s+(${A_YEAR}))?`,
    read: ([m, d, y]) => (namesMonth(m!, y) ? validDay({ year: num(y), month: monthOf(m!), day: num(d) }) : null),
    stands: "dated",
    examples: {
      reads: [
        ["March 7th", "03-07"],
        ["Mar 7, 2026", "2026-03-07"],
        ["Sept. 30", "09-30"],
        ["May 3", "05-03"],
      ],
      lacks: ["at 10:30", "Each may 2 times retry.", "3 Feb 8.20am"],
      holds: ["August 1", "March 12, 2024"],
      holdsNot: ["Aug 1"],
    },
  },
  {
    name: "day month",
    source: `(\\d{1,2})(?:st|nd|rd|th)?\\s+(?:of\\s+)?(${MONTH_NAME})(?:,?\\s+(${A_YEAR}))?`,
    read: ([d, m, y]) => (namesMonth(m!, y) ? validDay({ year: num(y), month: monthOf(m!), day: num(d) }) : null),
    stands: "dated",
    examples: {
      reads: [
        ["7 March", "03-07"],
        ["7th of Mar", "03-07"],
        ["7 March 2026", "2026-03-07"],
      ],
      lacks: ["7 marbles", "Values above 10 may cause errors.", "Set it to 3 march steps."],
      holds: ["ships on 12 June", "the 3rd of March", "12 Mar 2024", "due 10 May", "on 10 may 2024", "on 3 june"],
      holdsNot: ["7 Mar", "Values above 10 may cause errors."],
    },
  },
  {
    // A month's name with a capital ("December 2010", "Sep 2000"): "the queue may 2048 entries" is no date.
    name: "month year",
    source: `(${MONTH_NAME})\\s+(${YEAR})`,
    read: ([m, y]) => (startsUpper(m!) ? { year: num(y), month: monthOf(m!) } : null),
    stands: "always",
    examples: {
      reads: [
        ["December 2010", "2010-12"],
        ["Sep 2000", "2000-09"],
      ],
      lacks: ["the May 20th"],
      holds: ["released in September 2000"],
      holdsNot: ["the queue may 2048 entries"],
    },
  },
  {
    name: "quarter",
    source: `Q([1-4])(?:\\s+(${A_YEAR}))?`,
    read: ([q, y]) => ({ year: num(y), quarter: num(q) }),
    stands: "dated",
    examples: {
      reads: [
        ["Q3", "q3"],
        ["Q3 2026", "2026-q3"],
      ],
      lacks: ["Q5"],
      holds: ["Q3 2024"],
      holdsNot: ["in Q3"],
    },
  },
  {
    // A half-year, as plans and reports write it ("H2 2024"); "H2" alone is as often a heading's tag.
    name: "half-year",
    source: `H([12])\\s+(${YEAR})`,
    read: ([h, y]) => ({ year: num(y), half: num(h) }),
    stands: "always",
    examples: {
      reads: [
        ["H2 2024", "2024-h2"],
        ["H1 2026", "2026-h1"],
      ],
      lacks: ["H3 2024", "an <h2> heading", "H2 title"],
      holds: ["Rollout slips to H2 2024."],
      holdsNot: ["Use an H2 for the title."],
    },
  },
  {
    name: "end of month",
    source: `(?:the\\s+)?(?:end|close|last\\s+day)\\s+of\\s+(${FULL_MONTH})`,
    read: ([m]) => ({ month: monthOf(m!), day: MONTH_DAYS[monthOf(m!) - 1] }),
    stands: "always",
    examples: {
      reads: [
        ["end of June", "06-30"],
        ["the last day of February", "02-28"],
      ],
      lacks: ["end of the month"],
      holds: ["due by the end of June"],
    },
  },
  {
    // A year alone is a date only after a word that dates it; the word is not part of the date. A noun or
    // a unit after it makes it a count ("a maximum of 2000 connections", "in 1800 seconds"): the word
    // after it on its line is read too, and the year stands only when that word is a function word
    // ("in 2019 we", "since 1999 the") or a name ("in 2019 Heron").
    name: "dated year",
    source: `(?<=\\b(?:${DATING})\\s)(${YEAR})(?=(?:[ \\t]+([A-Za-z][A-Za-z-]*))?)`,
    read: ([y, next]) =>
      next === undefined || startsUpper(next) || YEAR_FOLLOWERS.has(next) ? { year: num(y) } : null,
    stands: "always",
    examples: {
      reads: [["since 1999", "1999"]],
      lacks: [
        "The default is 2000.",
        "The pool allows a maximum of 2000 connections.",
        "Cap it by 1900 units.",
        "It expires in 1800 seconds.",
        "We run it on 2021 hosts.",
      ],
      holds: [
        "in 2019",
        "in 2019 we moved",
        "since 1999 the project grew",
        "from 2019 onwards",
        "in 2019 Heron shipped",
      ],
      holdsNot: ["The pool allows a maximum of 2000 connections.", "It expires in 1800 seconds."],
    },
  },
  {
    // A year naming the period a figure is of, read for claims: before its noun after a determiner or an
    // owner ("the 2019 family reunion", "the club's 2024 subscription", "the 2023/24 accounts"), in
    // brackets ("last summer (2023)"), after "for" or "to" before a function word ("the charge for 2024
    // is ..."); a financial year ("2023/24"). A round hundred is as often a count ("the 1500 metres", "for
    // 2000 people"), and so is a figure before a plural ("the 1850 tickets").
    name: "year of a period",
    source: `(?:(?<![\\d/.])(${YEAR})/(\\d{2})(?![\\d/])|(?<=\\b(?:the|our|this|that|its|their|his|her|my|your)\\s|['’]s\\s)(${YEAR})(?=[ \\t]+[A-Za-z]+(?<![a-rt-z]s)\\b)|(?<=\\()(${YEAR})(?=\\))|(?<=\\b(?:for|to)\\s)(${YEAR})(?=(?:[ \\t]+([A-Za-z][A-Za-z-]*))?))`,
    read: ([span, spanEnd, owned, bracketed, dated, next]) => {
      // A year and the next's last two figures: a financial or academic year ("2023/24").
      if (span !== undefined) return (Number(span) + 1) % 100 === Number(spanEnd) ? { year: num(span) } : null;
      const y = owned ?? bracketed ?? dated!;
      if (Number(y) % 100 === 0 || Number(y) < 1900) return null;
      // After "for" or "to", a function word or nothing follows ("for 2024 is"); a unit or a code is a figure's ("to 2048 MB", "for 1999 USD").
      if (dated !== undefined && next !== undefined && !YEAR_FOLLOWERS.has(next)) return null;
      return { year: num(y) };
    },
    stands: "never",
    examples: {
      reads: [
        ["At the 2019 family reunion", "2019"],
        ["the archery club's 2024 annual subscription", "2024"],
        ["the 2023/24 accounts", "2023"],
        ["exemption for 2022/23", "2022"],
        ["last summer (2023)", "2023"],
        ["the service charge for 2024 is", "2024"],
        ["tickets going back to 2016", "2016"],
      ],
      lacks: [
        "the 1500 metres",
        "tickets for 2000 people",
        "for 2023 entry",
        "scale it to 2048 nodes",
        "it holds 2019 rows",
        "2019/12",
        "They sold it for 1999 USD.",
        "Bumped the heap to 2048 MB.",
        "All the 1850 tickets sold.",
        "The 1985 members voted yes.",
      ],
      holdsNot: ["the 2019 family reunion"],
    },
  },
  {
    // A weekday with its day of the month, as people fix a day in a month they share: "Monday the 9th",
    // "Friday 6th". Read after the forms with a month ("Friday 6 March" is the 6th of March).
    name: "weekday and day",
    source: `(${WEEKDAY}|${SHORT_WEEKDAY}),?\\s+(?:the\\s+(\\d{1,2})(?:st|nd|rd|th)?|(\\d{1,2})(?:st|nd|rd|th))(?![\\d:.,]\\d)`,
    read: ([w, the, bare]) => {
      const day = Number(the ?? bare);
      const weekday = weekdayOf(w!);
      return weekday && day >= 1 && day <= 31 ? { weekday, day } : null;
    },
    stands: "always",
    examples: {
      reads: [
        ["Monday the 9th", "d09@monday"],
        ["Friday 6th", "d06@friday"],
        ["Friday, the 13th", "d13@friday"],
        ["Thu 19th", "d19@thursday"],
      ],
      lacks: ["Monday 9", "Friday the 45th", "Sunday 10 am", "sat 3rd"],
      holds: ["it moved from Friday the 6th to Monday the 9th."],
      holdsNot: ["Monday 9 colleagues came."],
    },
  },
  {
    name: "weekday",
    source: `(${WEEKDAY})`,
    read: ([w]) => ({ weekday: WEEKDAYS.indexOf(w!.toLowerCase()) + 1 }),
    stands: "planned",
    examples: { reads: [["Friday", "friday"]], lacks: ["Fridays"], holds: ["due by Friday"], holdsNot: ["Friday"] },
  },
  {
    // Written with a capital only ("Tue, Thu, Sat"): "sat", "sun" and "wed" in lower case are words.
    name: "short weekday",
    source: `(${SHORT_WEEKDAY})(?![\\w-])`,
    read: ([w]) => {
      const weekday = weekdayOf(w!);
      return weekday ? { weekday } : null;
    },
    stands: "never",
    examples: {
      reads: [
        ["Wed", "wednesday"],
        ["Thurs", "thursday"],
      ],
      lacks: ["Monsoon"],
      holdsNot: ["by Wed"],
    },
  },
];

/** Days in each month (February as in a common year: "the end of February" is the 28th). */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** The reading patterns, made once (global, case-insensitive; matchAll copies them, so sharing is safe). */
const READERS = DATE_READINGS.map((r) => {
  const pattern = new RegExp(`\\b${r.source}\\b`, "gi");
  // A reading that needs a figure is not tried on a text without one (most sentences): every form
  // whose source writes a digit ("\\d", "[1-4]") needs one, and no other does (dates.test.ts).
  return { reading: r, pattern, figure: hasDigit(r.source) };
});

/** One date found in a text. */
export interface FoundDate {
  at: number;
  end: number;
  text: string;
  parts: DateParts;
  key: string;
  /** The form it was read by. */
  reading: DateReading;
}

/**
 * The normal form of a date: "2026-03-07", "03-07" (no year), "2026-12" (a month), "q3",
 * "2026-q3", "2026-h2" (a half-year), "friday", "d06@friday" (a weekday with its day of the month).
 */
export function dateKey(p: DateParts): string {
  const two = (n: number) => String(n).padStart(2, "0");
  const year = p.year !== undefined ? `${p.year}-` : "";
  // A weekday with its day of the month: the day, "d" before it, the weekday after "@" ("d06@friday").
  if (p.weekday !== undefined)
    return p.day === undefined ? WEEKDAYS[p.weekday - 1] : `d${two(p.day)}@${WEEKDAYS[p.weekday - 1]}`;
  if (p.quarter !== undefined) return `${year}q${p.quarter}`;
  if (p.half !== undefined) return `${year}h${p.half}`;
  if (p.month === undefined) return String(p.year ?? "");
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
export function findDates(text: string): readonly FoundDate[] {
  // Read once per text: a sentence is read for its dates by its value kinds, its statements and its
  // claims (the last few thousand texts are kept; the reading depends on the text alone).
  let found = DATES_READ.get(text);
  if (!found) {
    if (DATES_READ.size >= 4_096) DATES_READ.clear();
    found = readDates(text);
    DATES_READ.set(text, found);
  }
  return found;
}
const DATES_READ = new Map<string, readonly FoundDate[]>();

function readDates(text: string): FoundDate[] {
  const out: FoundDate[] = [];
  const figures = hasDigit(text);
  for (const { reading, pattern, figure } of READERS) {
    if (figure && !figures) continue;
    for (const m of text.matchAll(pattern)) {
      const at = m.index;
      const end = at + m[0].length;
      if (out.some((f) => at < f.end && end > f.at)) continue;
      const parts = reading.read(m.slice(1));
      if (parts) out.push({ at, end, text: m[0], parts, key: dateKey(parts), reading });
    }
  }
  return out.sort((a, b) => a.at - b.at);
}

/** Whether a date found in `text` makes the text hold a date: its form's {@link DateReading.stands}. */
function stands(found: FoundDate, text: string): boolean {
  switch (found.reading.stands) {
    case "always":
      return true;
    case "dated": {
      const lower = found.text.toLowerCase();
      return found.parts.year !== undefined || FULL_MONTHS.some((m) => lower.includes(m));
    }
    case "planned": {
      const before = text.slice(Math.max(0, found.at - 8), found.at);
      return before.endsWith(" ") && PLANNING.has(before.trim().split(" ").pop()!.toLowerCase());
    }
    case "never":
      return false;
  }
}

/** The dates `text` states, in reading order: those found whose form stands alone ({@link DateReading.stands}). */
export function datesStated(text: string): FoundDate[] {
  return findDates(text).filter((f) => stands(f, text));
}

/**
 * Whether `text` states a date: what a passage's value kind "date" (value-kinds.ts), a statement's
 * kind (statements.ts, fields.ts) and the offline engine's "When ...?" read.
 */
export function statesDate(text: string): boolean {
  return datesStated(text).length > 0;
}

/**
 * {@link statesDate} as a pattern-like test, where a table holds patterns: the one definition, which
 * value-kinds.ts (its "date" row) and shapes.ts (its DATE) name, not copy.
 */
export const DATE_SHAPE = { test: statesDate };

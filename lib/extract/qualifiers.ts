/**
 * Qualifiers in contrast: words that make two statements of the same words about two different
 * values of a thing, each true of its own ("the last inspection was on 3 June" / "the next
 * inspection is on 10 June"; "the limit is 8 hives" / "6 hives there at the moment"). One table,
 * {@link QUALIFIER_CONTRASTS}, checked row by row from its own examples (qualifiers.test.ts). The
 * conflict model weighs what it finds as one feature (lib/extract/claims.ts); it decides nothing
 * alone. Pure.
 */
import { lowerWords } from "./chars";

/** The sides of a contrast: a statement qualified by one side's words is of another value than one qualified by another's. */
export interface QualifierContrast {
  name: string;
  /** Each side's words or phrases (lower case; a phrase's words in order), two sides or more. */
  sides: readonly (readonly string[])[];
  examples: {
    /** Pairs of statements qualified in contrast. */
    contrasting: readonly (readonly [string, string])[];
    /** Pairs sharing a side, or holding both sides in one statement: no contrast. */
    notContrasting: readonly (readonly [string, string])[];
  };
}

export const QUALIFIER_CONTRASTS: readonly QualifierContrast[] = [
  {
    name: "before and after now",
    sides: [
      ["last", "previous", "prior", "ago", "past", "earlier"],
      ["next", "upcoming", "coming", "following", "future"],
    ],
    examples: {
      contrasting: [
        ["Last inspection 3 June, all good.", "Next inspection booked for 10 June."],
        ["The previous tuning cost £85.", "The upcoming tuning is £95."],
      ],
      notContrasting: [
        ["Next inspection 3 June.", "The next inspection is on 10 June."],
        ["Last time it was £80, next time £95.", "Next time it is £90."],
      ],
    },
  },
  {
    name: "a bound and what stands",
    sides: [
      ["limit", "max", "maximum", "capacity", "cap", "allowed", "allowance", "up to", "at most", "no more than"],
      ["currently", "current", "at the moment", "so far", "right now", "booked", "used", "sold", "spent", "registered"],
    ],
    examples: {
      contrasting: [
        ["The landowner's limit is 8 hives.", "6 hives there at the moment."],
        ["Capacity is 320 seated.", "We have sold 240 so far."],
      ],
      notContrasting: [
        ["The limit is 8 hives.", "The cap is 10 hives."],
        ["Up to 40 people, 32 booked so far.", "The limit is 40."],
      ],
    },
  },
  {
    name: "a plan and how it came out",
    sides: [
      [
        "planned",
        "estimated",
        "expected",
        "target",
        "forecast",
        "forecasting",
        "quoted",
        "budgeted",
        "projected",
        "aiming",
        "aim",
        "goal",
      ],
      ["actual", "actually came", "came to", "ended up", "in the end", "outturn"],
    ],
    examples: {
      contrasting: [["The quoted cost was £1,200.", "The bill came to £1,340."]],
      notContrasting: [["The planned start is 9:00.", "The target start is 9:30."]],
    },
  },
  {
    name: "this year and another",
    sides: [
      ["this year", "this season", "this time"],
      ["last year", "last season", "last time", "next year", "next season", "next time"],
    ],
    examples: {
      contrasting: [["This year the first swarm came on 19 April.", "Last year's first swarm was on 2 May."]],
      notContrasting: [["This year it opens on 19 April.", "This season it opens mid April."]],
    },
  },
  {
    name: "parts of a whole told apart",
    sides: [
      ["north", "northern"],
      ["south", "southern"],
      ["east", "eastern"],
      ["west", "western"],
    ],
    examples: {
      contrasting: [["The north clinic sees 60 a day.", "The south clinic sees 45 a day."]],
      notContrasting: [["The north car park holds 80.", "North car park: 80 spaces."]],
    },
  },
  {
    name: "times of the day or shift",
    sides: [
      ["morning", "early shift", "earlies"],
      ["afternoon"],
      ["evening", "late shift", "lates"],
      ["night", "overnight", "night shift", "nights"],
    ],
    examples: {
      contrasting: [["The early shift has 4 nurses.", "Night shift is down to 2 nurses."]],
      notContrasting: [["The morning class has 12.", "Morning class: twelve booked."]],
    },
  },
  {
    name: "where software runs",
    sides: [
      ["staging", "test", "testing", "dev", "development"],
      ["production", "prod", "live"],
    ],
    examples: {
      contrasting: [["Staging runs PostgreSQL 16.", "Production still runs PostgreSQL 14."]],
      notContrasting: [["Staging runs 16.", "The staging database is on 16."]],
    },
  },
];

/** The rows' sides as word sequences, read once. */
const ROWS = QUALIFIER_CONTRASTS.map((row) => row.sides.map((side) => side.map((w) => w.split(" "))));

/** Whether `words` holds `phrase` as consecutive words. */
function holdsPhrase(words: string[], phrase: string[]): boolean {
  for (let i = 0; i + phrase.length <= words.length; i++) if (phrase.every((w, j) => words[i + j] === w)) return true;
  return false;
}

/** Which side of each row a text's words take: its index, or -1 for none or several. */
export function qualifierSides(text: string): number[] {
  const words = lowerWords(text).filter(Boolean);
  return ROWS.map((sides) => {
    const held = sides.flatMap((side, i) => (side.some((phrase) => holdsPhrase(words, phrase)) ? [i] : []));
    return held.length === 1 ? held[0] : -1;
  });
}

/** Whether two texts take opposite sides of one contrast ("last inspection" / "next inspection"). */
export function inContrast(a: number[], b: number[]): boolean {
  return a.some((side, i) => side >= 0 && b[i] >= 0 && side !== b[i]);
}

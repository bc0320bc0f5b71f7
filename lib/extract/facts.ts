import type { ValueKind } from "./value-kinds";
import { contentTokens, isStopword, type ContentToken } from "@/lib/extract";
import porter2 from "wink-porter2-stemmer";
import { dateKey, findDates, MONTH_NAMES, NUMERIC_DAY_MONTH, numericYear, sameDateKey } from "./dates";
import { FULL_MONTHS, WEEKDAYS } from "./months";
import { NEGATION, denies } from "./denials";
import { NUMBER_WORD_SOURCE, NUMBER_WORDS, numberPhrases, numberPhraseValue, numberWordValue } from "./number-words";
import { hasDigit, holds as holdsAny, isDottedNumber, lowerWords, SPACES, wordsAsWritten } from "./chars";

/**
 * The fact reader: what a sentence asserts, as facts with a frame (what each is about: its subject
 * and attribute words) and typed, normalised values (dates, times, figures with their unit,
 * identifiers, names), and whether it is negated; several facts per sentence, each value with the
 * words nearest it. Compared with {@link compareFacts}: about the same thing and a value of one kind
 * differing on both sides is a conflict, the same values however written agree. Pure, no model; it
 * imports nothing that compares sentences.
 * claims.ts builds the merge conflict check and the fact diff on it.
 */

/** The kinds a claim's values take: a subset of the one {@link ValueKind}. */
export type ClaimValueKind = Extract<ValueKind, "date" | "time" | "number" | "identifier" | "name">;

/** One value a claim states; `key` is its normal form ("date:05-03", "number:usd:40000"). */
export interface ClaimValue {
  kind: ClaimValueKind;
  key: string;
  /** As written ("May 3rd", "$40k"). */
  text: string;
  /** A figure naming a thing after a word that numbers things ("gate 12", "meeting number 4"). */
  numbered?: true;
}

/**
 * Whether two values are the same: equal keys, dates naming one day ("7 March" = "2026-03-07"), or a
 * month and a day of it ("October" / "14 October": one says it more precisely).
 */
export function sameValue(a: string, b: string): boolean {
  if (a === b) return true;
  if (a.startsWith("name:") && b.startsWith("name:")) return shortName(a.slice(5), b.slice(5));
  if (a.startsWith("time:") && b.startsWith("time:")) return sameClock(a.slice(5), b.slice(5));
  if (a.startsWith("number:") && b.startsWith("number:")) return convertedAlike(a, b);
  if (!a.startsWith("date:") || !b.startsWith("date:")) return false;
  // A date in figures that reads either way ("date:04-03|03-04") is the same as a date either reading is.
  if (a.includes("|") || b.includes("|")) {
    const readings = (k: string) => k.slice(5).split("|");
    return readings(a).some((x) => readings(b).some((y) => sameValue(`date:${x}`, `date:${y}`)));
  }
  // A date said with its weekday ("06-14@saturday"): its day against another date, its weekday
  // against a weekday said alone ("saturday").
  let [da, db] = [a.slice(5), b.slice(5)];
  const [wa, wb] = [weekdayOf(da), weekdayOf(db)];
  if (wa !== null || wb !== null) {
    if (WEEKDAYS.includes(da)) return da === wb;
    if (WEEKDAYS.includes(db)) return db === wa;
    // A day said without its month is told by its weekday too ("Thu 19th" / "Fri 19th"); a whole
    // date's day decides (a wrong weekday beside it is a slip).
    const dayOnly = (k: string) => k[0] === "d" && isDigitAt(k, 1);
    if (wa !== null && wb !== null && wa !== wb && (dayOnly(da) || dayOnly(db))) return false;
    [da, db] = [da.split("@")[0], db.split("@")[0]];
  }
  // A day of the month said alone ("the 14th") tells nothing against a date naming no day ("in June", "on Saturday").
  const noWeekday = !a.includes("@") && !b.includes("@");
  if (noWeekday && ((dayAlone(da) && !namesDay(db)) || (dayAlone(db) && !namesDay(da)))) return true;
  return da === db || sameDateKey(da, db) || inMonth(da, db) || inMonth(db, da) || dayOf(da, db) || dayOf(db, da);
}

/** A date key of a day of the month said alone ("d14"). */
const dayAlone = (key: string) => key[0] === "d" && isDigitAt(key, 1);
/** A date key that names a day ("d14", "06-14", "2026-06-14"), not a month, a year, a quarter or a weekday alone. */
const namesDay = (key: string) =>
  dayAlone(key) || (key.length === 5 && key[2] === "-") || (key.length === 10 && key[4] === "-");

/** `day`, a day of the month said without its month ("d06", from "Friday the 6th"), is `date`'s day ("06-06", "2026-03-06"). */
function dayOf(day: string, date: string): boolean {
  // A day of a month ("06-19", "2026-06-19"), not a month of a year ("2026-10").
  const dated = (date.length === 5 && date[2] === "-") || (date.length === 10 && date[4] === "-" && date[7] === "-");
  return day.length === 3 && day[0] === "d" && dated && date.endsWith(day.slice(1));
}

/** Units of another system than the metric one: a measure said in one and rounded in the other is the same ("3 miles" = "4.8 km"). */
const IMPERIAL = ["mile", "ft", "inch", "ft²", "yd²", "mi²", "acre", "ft³", "yd³", "fahrenheit"];
/** How near a measure rounded into the other system comes to it (1%: "3 miles" = "4.8 km", not "4.9 km" or "5 km"). */
const CONVERTED_WITHIN = 0.01;
/** How near a whole number of the base unit (metres, grams, litres) may come to a measure it rounds (3%: "18 m" = "60 feet", 18.29 m; not "5 km" = "3 miles", 4,828 m). */
const ROUNDED_WITHIN = 0.03;

/** A figure that is a whole or tenths ("4.8", "145"), as one rounded in its own unit is said. */
const tenths = (v: number) => Math.abs(v * 10 - Math.round(v * 10)) < 1e-6;

/**
 * Two measures of one kind, one said in imperial units (a whole or tenths of miles, feet, inches,
 * degrees Fahrenheit) and the other in metric ones, within {@link CONVERTED_WITHIN} of each other.
 */
function convertedAlike(a: string, b: string): boolean {
  const [, ma, va] = a.split(":");
  const [, mb, vb] = b.split(":");
  if (ma !== mb || va === undefined || vb === undefined) return false;
  const [x, y] = [Number(va), Number(vb)];
  const imperial = (v: number) =>
    IMPERIAL.map((u) => MEASURES_OF[u]).some(([measure, size, offset]) => {
      // On a scale with another zero than the base's ("°F"), a whole or a tenth of the base is said in the base.
      if (measure !== ma || (offset !== undefined && tenths(v))) return false;
      return tenths(v / size - (offset ?? 0));
    });
  if (!(x > 0 && y > 0) || imperial(x) === imperial(y)) return false;
  const near = Math.abs(x - y) / Math.max(x, y);
  if (near <= CONVERTED_WITHIN) return true;
  // A whole number of the base unit rounds the other to its own figure ("18 m" = "60 feet", 18.29 m), a little further off.
  const [metric, other] = imperial(x) ? [y, x] : [x, y];
  return near <= ROUNDED_WITHIN && Number.isInteger(metric) && Math.round(other) === metric;
}

/** The weekday a date key carries after "@" ("06-14@saturday"), or null. */
const weekdayOf = (key: string) => {
  const at = key.indexOf("@");
  return at < 0 ? null : key.slice(at + 1);
};

/** `month`, a month's key ("10", "2026-10"), is the month of `day`'s key ("10-14", "2026-10-14"). */
function inMonth(month: string, day: string): boolean {
  // A month of a year ("2027-03") holds that year's days ("2027-03-31").
  if (month.length === 7 && month[4] === "-" && isDigitAt(month, 5))
    return day.length === 10 && day.startsWith(`${month}-`);
  if (month.length !== 2 || !isDigitAt(month, 0) || !isDigitAt(month, 1)) return false;
  const parts = day.split("-");
  return parts.length >= 2 && parts.at(-2) === month;
}

/** A street's kind as addresses shorten it, after its name ("Brook St" = "Brook Street"; "St James" is a saint). */
const STREET_SHORT: Record<string, string> = {
  st: "street",
  rd: "road",
  ave: "avenue",
  ln: "lane",
  sq: "square",
  cres: "crescent",
};

/** A name's key: lower case, a street's shortened kind at its end written out ("brook st" -> "brook street"). */
function nameKey(name: string): string {
  const words = name.toLowerCase().split(" ");
  const last = STREET_SHORT[words.at(-1)!];
  return words.length > 1 && last !== undefined ? [...words.slice(0, -1), last].join(" ") : words.join(" ");
}

/** Words after a one-word name that make it a business or a venue the name alone also stands for ("Hollins Farm"). */
const VENUE_WORDS: ReadonlySet<string> = new Set(
  "farm house manor hotel inn ltd limited plc centre center studios nurseries nursery garage surgery practice bakery brewery".split(
    " ",
  ),
);

/**
 * Two names of one thing: one word the other begins with, of six letters or more, a short form
 * ("Postgres" / "PostgreSQL"); the other's last words, the rest qualifying it ("English" /
 * "GCSE English", "Okafor" / "Dr Okafor"); or its first words, two or more ("Oak Lane" / "Oak Lane Brewery").
 */
function shortName(a: string, b: string): boolean {
  const [short, long] = a.length < b.length ? [a, b] : [b, a];
  if (long.endsWith(` ${short}`)) return true;
  // A name of two words or more the other opens with ("Oak Lane" / "Oak Lane Brewery"); one word alone is
  // not ("Okafor" / "Okafor Lane"), but before a word naming a business or a venue it is ("Hollins" /
  // "Hollins Farm", "Ashcombe" / "Ashcombe House").
  if (long.startsWith(`${short} `) && (short.includes(" ") || VENUE_WORDS.has(long.slice(short.length + 1))))
    return true;
  return short.length >= 6 && !short.includes(" ") && !long.includes(" ") && long.startsWith(short);
}

export const holds = (keys: Iterable<string>, key: string) => [...keys].some((k) => sameValue(k, key));

export interface Claim {
  /** The message the claim comes from. */
  itemId: string;
  /** The sentence that states it. */
  text: string;
  /** The fact itself: the clause of the sentence that states it ("the launch is on 7 March"). */
  fact: string;
  /** Stemmed, synonym-folded content words without the values and update cues. */
  frame: string[];
  /** Surface forms of the frame words, in reading order (for the "about" label). */
  frameSurface: Map<string, string>;
  values: ClaimValue[];
  negated: boolean;
  /** Keys of the values the claim says no longer hold ("5832, not 5823": the 5823). */
  retracted?: string[];
}

/** How two claims relate: the same fact, a contradiction (what differs), or unrelated. */
export type ClaimRelation =
  /** `why`: two subjects (identifiers, names or qualifiers tell them apart), or no topic in common by their words. */
  | { kind: "unrelated"; why?: "subjects" | "topic" }
  | { kind: "agree"; about: string }
  | { kind: "conflict"; about: string; reason: "value" | "negation" | "restated" };

/** Words that frame an update or a statement without saying what it is about. */
export const CUES = new Set(
  `actually now new newly currently update updated updating change changed changing instead correction corrected
   longer anymore still moved move moving switched switch replaced replace postponed rescheduled reassigned pushed
   mind minds heads today final finally confirm confirmed confirmation latest sorry turns turned out plan plans planned
   think thought believe guess looks look seems seem decided decide decision going gonna let agreed agree
   officially official definitely probably also please note`.split(SPACES),
);

/** The update cues that say when or how surely, never which thing ("now begins"; not "the new policy"). */
const UPDATE_ADVERBS = new Set(
  "now still actually currently newly finally officially definitely probably also instead".split(" "),
);

/** Stemmed words folded into one concept, so that paraphrases share their frame. */
export const SYNONYMS: Record<string, string> = {
  owner: "own",
  owns: "own",
  own: "own",
  lead: "own",
  leads: "own",
  responsible: "own",
  charge: "own",
  handl: "own",
  releas: "launch",
  release: "launch",
  ship: "launch",
  launch: "launch",
  live: "launch",
  deadlin: "due",
  deadline: "due",
  due: "due",
  cost: "cost",
  price: "cost",
  pric: "cost",
  begin: "start",
  began: "start",
  begun: "start",
  commenc: "start",
  start: "start",
  meet: "meet",
  meeting: "meet",
  sync: "meet",
  standup: "meet",
  kickoff: "meet",
  chos: "choose",
  chose: "choose",
  choos: "choose",
  choose: "choose",
  pick: "choose",
  select: "choose",
  settl: "choose",
  opt: "choose",
  use: "choose",
  us: "choose",
  going: "choose",
  budget: "budget",
  fund: "budget",
  spend: "budget",
  host: "run",
  run: "run",
  deploy: "run",
  liv: "run",
  lives: "run",
  located: "locat",
  locat: "locat",
  based: "locat",
  bas: "locat",
  office: "office",
  headcount: "staff",
  staff: "staff",
  hire: "staff",
  people: "staff",
  engineer: "staff",
  latency: "latency",
  respons: "latency",
  capacity: "capacity",
  limit: "limit",
  cap: "limit",
  quota: "limit",
  maximum: "limit",
  max: "limit",
  bring: "pack",
  pack: "pack",
  near: "near",
  nearby: "near",
  clos: "near",
  close: "near",
};

/** Verbs that say how, not what: sharing only these is not sharing a topic ("Billing runs ..." / "Analytics runs ..."). */
export const LIGHT = new Set(
  "run go went gone have get make take choose hold own do put set keep need want work will say said stay come end".split(
    " ",
  ),
);

/** Units folded to one name: "$", "usd", "dollars" -> usd; "k" and "million" scale the figure. */
export const UNIT_ALIASES: Record<string, string> = {
  $: "usd",
  usd: "usd",
  dollar: "usd",
  dollars: "usd",
  "€": "eur",
  eur: "eur",
  euro: "eur",
  euros: "eur",
  "£": "gbp",
  "¥": "jpy",
  jpy: "jpy",
  yen: "jpy",
  gbp: "gbp",
  pound: "gbp",
  pounds: "gbp",
  quid: "gbp",
  "%": "percent",
  percent: "percent",
  pct: "percent",
  ms: "ms",
  millisecond: "ms",
  milliseconds: "ms",
  sec: "s",
  secs: "s",
  second: "s",
  seconds: "s",
  minute: "min",
  minutes: "min",
  mins: "min",
  h: "h",
  min: "min",
  hour: "h",
  hours: "h",
  hrs: "h",
  hr: "h",
  day: "day",
  days: "day",
  week: "week",
  weeks: "week",
  fortnight: "fortnight",
  fortnights: "fortnight",
  month: "month",
  months: "month",
  mo: "month",
  mos: "month",
  year: "year",
  years: "year",
  yr: "year",
  yrs: "year",
  s: "s",
  gb: "gb",
  gigabyte: "gb",
  gigabytes: "gb",
  mb: "mb",
  megabyte: "mb",
  megabytes: "mb",
  tb: "tb",
  terabyte: "tb",
  terabytes: "tb",
  kg: "kg",
  tonne: "tonne",
  tonnes: "tonne",
  ton: "tonne",
  tons: "tonne",
  kilogram: "kg",
  kilograms: "kg",
  kilo: "kg",
  kilos: "kg",
  g: "g",
  gram: "g",
  grams: "g",
  mg: "mg",
  milligram: "mg",
  milligrams: "mg",
  metre: "metre",
  metres: "metre",
  meter: "metre",
  meters: "metre",
  km: "km",
  kilometre: "km",
  kilometres: "km",
  kilometer: "km",
  kilometers: "km",
  mile: "mile",
  miles: "mile",
  cm: "cm",
  centimetre: "cm",
  centimetres: "cm",
  centimeter: "cm",
  centimeters: "cm",
  millimetre: "millimetre",
  millimetres: "millimetre",
  millimeter: "millimetre",
  millimeters: "millimetre",
  ft: "ft",
  foot: "ft",
  feet: "ft",
  inch: "inch",
  inches: "inch",
  ml: "ml",
  millilitre: "ml",
  millilitres: "ml",
  milliliter: "ml",
  milliliters: "ml",
  l: "litre",
  litre: "litre",
  litres: "litre",
  liter: "litre",
  liters: "litre",
  // Written in lower case against a figure, without money beside it, "m" and "mm" are lengths ("12m tall",
  // "5mm"); in capitals or beside money they scale it ("12M", "$40m": {@link SCALE}).
  m: "metre",
  mm: "millimetre",
  // Temperatures: a sign ("21 °C", "21°C"), a letter against the figure ("21C") or words ("21 degrees").
  "°c": "celsius",
  "°": "degree",
  c: "celsius",
  celsius: "celsius",
  degree: "degree",
  degrees: "degree",
  "°f": "fahrenheit",
  fahrenheit: "fahrenheit",
  // Rates of data: "10 Gbps" = "10 Gbit/s" = "10,000 Mbps".
  kbps: "kbps",
  kbit: "kbps",
  "kbit/s": "kbps",
  mbps: "mbps",
  mbit: "mbps",
  "mbit/s": "mbps",
  gbps: "gbps",
  gbit: "gbps",
  "gbit/s": "gbps",
  // Power and energy by their symbols ("2.5 MW" = "2,500 kW", "2,900 kWh").
  kw: "kw",
  mw: "mw",
  gw: "gw",
  kwh: "kwh",
  mwh: "mwh",
  // Areas: a sign ("95 m²"), one word ("38 hectares", "2 acres"; not "ha", a laugh as often); two words are
  // read by {@link SQUARE_UNITS}.
  "m²": "m²",
  "m³": "m³",
  sqm: "m²",
  "km²": "km²",
  "ft²": "ft²",
  sqft: "ft²",
  acre: "acre",
  acres: "acre",
  hectare: "hectare",
  hectares: "hectare",
};
/** Units of area in two words after a figure, "square" or "sq" first ("85 square metres", "50 sq ft"): the second word's unit. */
const SQUARE_UNITS: Record<string, string> = {
  m: "m²",
  metre: "m²",
  metres: "m²",
  meter: "m²",
  meters: "m²",
  km: "km²",
  kilometre: "km²",
  kilometres: "km²",
  kilometer: "km²",
  kilometers: "km²",
  ft: "ft²",
  foot: "ft²",
  feet: "ft²",
  yd: "yd²",
  yard: "yd²",
  yards: "yd²",
  mile: "mi²",
  miles: "mi²",
};
/** Units of volume in two words after a figure, "cubic" first ("42 cubic metres"). */
const CUBIC_UNITS: Record<string, string> = {
  m: "m³",
  metre: "m³",
  metres: "m³",
  meter: "m³",
  meters: "m³",
  ft: "ft³",
  foot: "ft³",
  feet: "ft³",
  yd: "yd³",
  yard: "yd³",
  yards: "yd³",
};

const CURRENCIES = new Set(["usd", "eur", "gbp", "jpy"]);
/** The units of the table (a word after a figure that is none of them is what it counts: "3 replicas"). */
const UNITS = new Set(Object.values(UNIT_ALIASES));
/**
 * Measures a figure is compared in, one base unit each: a unit's measure and its size in the base
 * ("1.4 kg" = "1,400 grams" = mass 1400; "2.5 km" = "2,500 metres"; "2 TB" = "2 terabytes"), and
 * what is added to a figure before it is scaled, where the two scales' zeros differ ("104 °F" =
 * (104 - 32) x 5/9 = 40 °C). Spans of time are {@link SECONDS}.
 */
export const MEASURES_OF: Record<string, [measure: string, size: number, offset?: number]> = {
  mg: ["mass", 0.001],
  g: ["mass", 1],
  kg: ["mass", 1000],
  tonne: ["mass", 1e6],
  millimetre: ["length", 0.001],
  cm: ["length", 0.01],
  inch: ["length", 0.0254],
  ft: ["length", 0.3048],
  metre: ["length", 1],
  km: ["length", 1000],
  mile: ["length", 1609.344],
  ml: ["volume", 0.001],
  litre: ["volume", 1],
  mb: ["data", 1e6],
  gb: ["data", 1e9],
  tb: ["data", 1e12],
  // Calendar spans: a month is no fixed number of seconds, a year is twelve of them ("1 year" = "12 months").
  month: ["months", 1],
  year: ["months", 12],
  // A degree said without its scale is read as one of Celsius ("21 degrees" = "21 °C").
  celsius: ["temperature", 1],
  degree: ["temperature", 1],
  fahrenheit: ["temperature", 5 / 9, -32],
  kw: ["power", 1e3],
  mw: ["power", 1e6],
  gw: ["power", 1e9],
  kwh: ["energy", 1e3],
  mwh: ["energy", 1e6],
  // A cubic metre is a thousand litres.
  "m³": ["volume", 1000],
  "ft³": ["volume", 28.316846592],
  "yd³": ["volume", 764.554857984],
  // Areas in square metres: "1 ha" = "10,000 m²", "1 acre" = "4,046.86 m²".
  "m²": ["area", 1],
  "km²": ["area", 1e6],
  "ft²": ["area", 0.09290304],
  "yd²": ["area", 0.83612736],
  "mi²": ["area", 2589988.110336],
  acre: ["area", 4046.8564224],
  hectare: ["area", 1e4],
  kbps: ["rate", 1e3],
  mbps: ["rate", 1e6],
  gbps: ["rate", 1e9],
};
/** Words after a figure that are not its unit ("25,000 per night"). */
const NOT_UNITS = new Set(["per", "each", "every", "apiece", "a", "an", "now", "x"]);
/** Notes named as one word, an amount of money each ("a tenner a head" = "£10 per person"). */
const MONEY_WORDS: Record<string, [currency: string, amount: number]> = { tenner: ["gbp", 10], fiver: ["gbp", 5] };
const MONEY_WORD = new RegExp(`\\b(?:an?\\s+)?(${Object.keys(MONEY_WORDS).join("|")})\\b`, "g");
/** Counts of times written as one word, read as "N times" ("twice a week" = "2 times a week"). */
export const TIMES_WORDS: Record<string, number> = { once: 1, twice: 2, thrice: 3 };

/** Words and letters after a figure that multiply it ("40k", "five hundred", "two dozen", "$12M"). */
const SCALE: Record<string, number> = {
  k: 1e3,
  hundred: 100,
  dozen: 12,
  thousand: 1e3,
  grand: 1e3,
  m: 1e6,
  million: 1e6,
  mm: 1e6,
  bn: 1e9,
  billion: 1e9,
};
/** Scales that are also adjectives ("2 grand masters", "3 grand pianos"; "5 grand a month" is 5,000). */
const ALSO_ADJECTIVES: ReadonlySet<string> = new Set(["grand"]);
/** Plural-looking words after a scale that say how an amount stands, not what it counts ("5 grand tops"). */
const NOT_COUNTED: ReadonlySet<string> = new Set(["plus", "tops", "extras", "bucks", "quids"]);
/**
 * Whether a scale word after a figure (`scale` as written) is an adjective of the word after it (`next`),
 * not a multiplier: one of {@link ALSO_ADJECTIVES} before a plural it counts, not a unit nor a word of
 * {@link NOT_COUNTED} ("2 grand masters", "3 grand pianos"; "5 grand plus VAT" is 5,000), or written with
 * a capital ("12 Grand Prix cars"). Only without a sign of money before the figure.
 */
function scaleAsAdjective(scale: string, next: string | undefined): boolean {
  if (!ALSO_ADJECTIVES.has(scale.toLowerCase()) || next === undefined) return false;
  const word = next.toLowerCase();
  if (!unitOfWord(word) || UNIT_ALIASES[word] !== undefined) return false;
  return /^\p{Lu}\p{Ll}/u.test(scale) || (/[^su]s$/.test(word) && !NOT_COUNTED.has(word));
}
/** A letter of any script: it has a capital and a small form. */
const isLetter = (c: string | undefined) => c !== undefined && c.toLowerCase() !== c.toUpperCase();
/** Signs of money before a figure ("$", "€"). */
const CURRENCY_SIGNS = new Set(
  Object.keys(UNIT_ALIASES).filter((u) => !isLetter(u[0]) && CURRENCIES.has(UNIT_ALIASES[u])),
);
/** Units written as a sign after a figure, with or without a space ("12%", "21 °C"): the aliases not led by a letter, money aside. */
const SIGN_UNITS = Object.keys(UNIT_ALIASES).filter((u) => !isLetter(u[0]) && !CURRENCIES.has(UNIT_ALIASES[u]));
/** What may follow a figure and multiply it or give its unit as a sign, longest first ("°c" before "°"). */
const AFTER_FIGURE = [
  ...Object.keys(SCALE),
  ...SIGN_UNITS,
  ...Object.keys(UNIT_ALIASES).filter((u) => u.endsWith("²") || u.endsWith("³")),
].sort((a, b) => b.length - a.length);

/** Figures with their unit: "$40k", "40,000 dollars", "3 replicas", "250 ms", "three engineers", "twice" (compiled once). */
const FIGURE = new RegExp(
  `([$€£¥]|\\b(?:usd|eur|gbp|jpy)\\b)?\\s?(\\d{1,3}(?:\\.\\d{3})+,\\d{1,2}(?![\\d,.])|\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d{1,3}(?:[ \\u00a0\\u202f]\\d{3})+(?![\\d,.])|(?<!\\d,)\\d+,\\d{2}(?!,?\\d)|\\d+(?:\\.\\d+)?|\\b(?!(?:thousand|million)\\b)(?:${NUMBER_WORD_SOURCE}|${Object.keys(TIMES_WORDS).join("|")})\\b)\\s?(?:(${AFTER_FIGURE.join("|")}|per\\s?cent)(?![a-z]))?(?:(?![\\w-])(?:\\s+([a-z%]+))?|-([a-z]+)\\b|(?<=\\d)([a-z]+)\\b)`,
  "gi",
);

/** Units of time in seconds: a span is compared in one unit. */
const SECONDS: Record<string, number> = {
  ms: 0.001,
  s: 1,
  min: 60,
  h: 3600,
  day: 86400,
  week: 604800,
  fortnight: 1209600,
};

/** Text after these words names a value that no longer holds ("from May 3 to May 10", "MySQL, not Postgres"). */
const OLD_VALUE = /\b(?:instead of|rather than|no longer|not|replacing|replaces|previously|originally)\s+$/i;

/**
 * A value the sentence says was replaced: "not X", "instead of X", "moved from X to Y". Without a
 * word of change before it, "from X to Y" is a range ("from 8:00 to 16:30"): both hold.
 */
function isOld(text: string, at: number, end: number): boolean {
  const before = text.slice(Math.max(0, at - 14), at);
  if (OLD_VALUE.test(before)) return true;
  if (!/\bfrom\s+$/i.test(before) || !/^\s+(?:to|until)\b/i.test(text.slice(end))) return false;
  return lowerWords(text.slice(0, at)).some((w) => CUES.has(w) || CHANGE_STEMS.some((stem) => w.startsWith(stem)));
}

/** Verbs that move a value ("went up from", "raised from", "cut from"): with them "from X to Y" is a change. */
const CHANGE_STEMS = [
  "went",
  "go",
  "rais",
  "increas",
  "reduc",
  "cut",
  "lower",
  "bump",
  "grew",
  "fell",
  "drop",
  "push",
  "shift",
  "delay",
  "extend",
  "shorten",
  "revis",
  "resched",
  "postpon",
];

/** Times of day written as words, as the clock reads them. */
export const TIME_WORDS: Record<string, string> = { noon: "12:00", midday: "12:00", midnight: "00:00" };
/**
 * Clock phrases before an hour and the minutes they add to it ("half past five" = 5:30, "quarter to
 * nine" = 8:45, "half six" = 6:30 as said in Britain); minutes said before "past" ("twenty past ten")
 * are read by `TIME_WORD`.
 */
export const CLOCK_PHRASES: Record<string, number> = {
  "half past": 30,
  "quarter past": 15,
  "quarter to": -15,
  half: 30,
};
/** An hour as a clock phrase names it: a figure, a number word, or noon or midnight ("ten past midnight"). */
const CLOCK_HOUR = `(\\d{1,2}|${NUMBER_WORD_SOURCE}|${Object.keys(TIME_WORDS).join("|")})`;
/** A time of day in words: "noon", "half past five", "quarter to 9", "seven o'clock", "twenty past ten". */
const TIME_WORD = new RegExp(
  `\\b(?:${Object.keys(TIME_WORDS).join("|")})\\b|\\b(${Object.keys(CLOCK_PHRASES)
    .map((p) => p.split(" ").join("\\s+"))
    .join(
      "|",
    )})\\s+${CLOCK_HOUR}\\b|\\b${CLOCK_HOUR}\\s+o['’]clock\\b|\\b(\\d{1,2}|${NUMBER_WORD_SOURCE}(?:\\s+${NUMBER_WORD_SOURCE})?)\\s+(?:minutes\\s+)?past\\s+${CLOCK_HOUR}\\b`,
  "gi",
);

/** A number written in figures or as one word ("9", "nine", "thirty-two"), or null. */
const figureOrWord = (text: string) => (isDigitAt(text, 0) ? Number(text) : numberWordValue(text));

/**
 * "at" and an hour in a figure or a word, with the word before "at" ("off at nine", "Tuesday at 9"), then
 * the clause's end or the word after it; not before decimals, a unit's sign or a range ("at 5%", "at 2–8").
 */
const AT_HOUR = new RegExp(
  `(?:\\b([A-Za-z]+(?:['’][a-z]+)?)\\s+)?\\bat\\s+(\\d{1,2}|${NUMBER_WORD_SOURCE})\\b(?![.,:]\\d|\\s*[%°'’–—/x×-])(?=\\s*(?:[.,;:!?)]|$)|\\s+([A-Za-z]+))`,
  "gi",
);
/**
 * Words before "at" that make the figure after it a measure, a level or a standing, not a time ("priced
 * at 9", "capped at twelve", "we're at 6", "peaked at 9", "bid at 5").
 */
const MEASURED_AT: ReadonlySet<string> = new Set(
  "priced capped set valued rated measured stuck kept held sits sitting stands standing fixed pegged charged billed ranked scored we're they're you're i'm all peaked came finished placed sold selling bid ask even profit level".split(
    " ",
  ),
);
/** Words that may follow an hour said after "at" ("at nine on Friday", "at six then"). */
const AT_HOUR_FOLLOWERS: ReadonlySet<string> = new Set("on then so but or please every".split(" "));
/** Words after an hour that belong to the time said ("at 10 sharp", "at 8 tomorrow"): part of its value. */
const AT_HOUR_TAIL: ReadonlySet<string> = new Set("sharp tomorrow tonight today latest ish".split(" "));
/** A part of the day after a time, which tells its half ("half six in the morning", "2.30 this afternoon", "ten at night"). */
const PART_OF_DAY =
  /^\s+(?:(?:in\s+the|this)\s+(morning)|(?:in\s+the|this)\s+(afternoon|evening)|(at\s+night|tonight))\b/i;
/** The hours (of twelve, noon and midnight 0) each part of the day holds. */
const PART_HOURS: Record<string, [from: number, to: number]> = {
  morning: [1, 11],
  afternoon: [0, 6],
  evening: [4, 11],
  night: [0, 11],
};
/** Words before an hour that say when, before a part of the day ("from 6 in the morning"; "take 2 in the morning" is a dose). */
const HOUR_BEFORE: ReadonlySet<string> = new Set("at from by until till before after around about".split(" "));
/** An hour before a part of the day ("from 6 in the morning", "by 3 in the afternoon", "at 10 at night"). */
const HOUR_OF_THE_DAY = new RegExp(
  `\\b(\\d{1,2}|${NUMBER_WORD_SOURCE})(?=\\s+(?:in\\s+the\\s+(?:morning|afternoon|evening)|at\\s+night)\\b)`,
  "gi",
);

/**
 * A time's key with its half told by the part of the day after it (`rest`): "half six in the morning" =
 * 06:30, "quarter to eight in the evening" = 19:45, "ten at night" = 22:00; unchanged when its half is
 * known or no part of the day follows.
 */
function withPartOfDay(key: string, rest: string): string {
  const part = PART_OF_DAY.exec(rest);
  const [hourText, minutes] = key.slice("time:".length).split(":");
  if (!part || (hourText.length === 2 && hourText[0] !== "~")) return key;
  const hour = Number(hourText.replace("~", "")) % 12;
  const [from, to] = PART_HOURS[(part[1] ?? part[2] ?? "night").toLowerCase()];
  // Only an hour the part of the day holds ("9 in the afternoon", "3 in the evening" are none).
  if (hour < from || hour > to) return key;
  // "at night" is the evening's from six, the small hours' before ("2 at night" = 02:00, "12 at night" = 00:00).
  const evening = part[2] !== undefined || (part[3] !== undefined && hour >= 6);
  return clockKey(hour + (evening ? 12 : 0), minutes, true);
}

/**
 * A time of day in four figures, as rotas, site notes and timetables write it ("on site 0630",
 * "0800–1400", "expected 1415"): hours 00-23, minutes 00-59, no figure, sign or decimal against it.
 * {@link standsAsTime} decides from the words around it.
 */
const FOUR_FIGURES = /(?<![\d.,:/#£$€¥-])\b([01]\d|2[0-3])([0-5]\d)\b(?![.,:/]?\d)/g;
/** The unit a word after a figure gives it: its alias ("kg", "usd"), else the word without a plural's "s" ("bags" = "bag"); none for a function word. */
const unitOfWord = (word: string): string | undefined =>
  UNIT_ALIASES[word] ?? (isStopword(word) || NOT_UNITS.has(word) ? undefined : word.replace(/s$/, ""));

/** Time zones said after a clock's figures ("2130 UT", "22:00 BST"): each marks them as a time of day. */
const CLOCK_ZONES = ["UTC", "UT", "GMT", "Z", "BST", "CET", "CEST", "EET", "EEST", "EST", "EDT", "PST", "PDT", "local"];

/**
 * Four figures of a clock, or hours and minutes with a colon or a dot, with a mark of the clock after
 * them: glued "hrs", "hr", "h" or "Z" ("0800hrs", "1342Z"), a time zone ("2130 UT", "22:00 BST"), or
 * "hrs", "hours", "h" or "Uhr" after a space (read only after a leading zero or a separator, "0800
 * hours", "15.00 h": {@link claimValues}).
 */
const MARKED_CLOCK = new RegExp(
  `(?<![\\d.,:/#£$€¥-])\\b([01]\\d|2[0-3])([:.]?)([0-5]\\d)(?:(hrs?|h|Z)\\b|\\s?(${CLOCK_ZONES.join("|")})\\b|\\s(hrs|hours|h|Uhr)\\b)`,
  "g",
);
/** A count marked after the word it counts, "x" or "×" then figures ("fender x8", "tyres × 4"; not "2 x 20 m"). */
const COUNT_MARK = /(?<!\p{L})(\p{L}{2,})\s+([x×]\s?(\d{1,4}))(?!\w|[.,]\d|\s*(?:\d|[x×]))/gu;
/** Words before four figures, or a few words before, that number a thing ("invoice 0217", "PIN is 0630", "card ending 0412"). */
const NUMBERED_BY: ReadonlySet<string> = new Set(
  "invoice ref pin code no account order plot unit house flat job case page model type card extension combination mobile phone dial".split(
    " ",
  ),
);
/** Words before four figures from 1000 up that make them a time ("at 1930", "expected 1415"; "from 1500 to 1200", "by 2030" are none). */
const WHEN_BEFORE: ReadonlySet<string> = new Set(["at", "expected", "due"]);
/**
 * Words that may follow a time in four figures or a day of the month said alone, a weekday aside ("0615
 * start", "1415 to dig", "the 16th now"; a day also before any function word).
 */
const WHEN_FOLLOWERS: ReadonlySet<string> = new Set(
  "start finish sharp to and on until till tomorrow today tonight latest or then daily now instead please onwards".split(
    " ",
  ),
);

/**
 * Whether four figures at `first` (through a range's end at `last`) are a time of day: not after another
 * group of figures or a word, up to three words back, that numbers a thing; before nothing but the
 * clause's end, a weekday or a word of {@link WHEN_FOLLOWERS} ("2320 metres", "1204 cases" are none);
 * from 1000 up only after a word of {@link WHEN_BEFORE}.
 */
function standsAsTime(text: string, first: number, last: number): boolean {
  const before = wordsBefore(text, first, 3);
  const prev = firstWord(before.at(-1) ?? "");
  // Not after another group of figures ("0207 946 0958") nor a few words after what it numbers ("PIN is 0630").
  if (
    isDigitAt(before.at(-1) ?? "", 0) ||
    before.some((w) => NUMBERED_BY.has(firstWord(w)) || NUMBERING_WORDS.has(firstWord(w)))
  )
    return false;
  const rest = text.slice(last + 4, last + 4 + NEAR).trimStart();
  const word = firstWord(rest);
  if (word === "" ? rest !== "" && !CLAUSE_ENDS.has(rest[0]) : !WHEN_FOLLOWERS.has(word) && !isWeekday(word))
    return false;
  const value = Number(text.slice(first, first + 4));
  return value < 1000 || WHEN_BEFORE.has(prev);
}

/** How far around a value its neighbouring words are looked for (characters): reading a long text stays linear. */
const NEAR = 64;
/** The last `n` words before `at`, read from the {@link NEAR} characters before it. */
const wordsBefore = (text: string, at: number, n: number) =>
  text
    .slice(Math.max(0, at - NEAR), at)
    .trimEnd()
    .split(SPACES)
    .slice(-n);

/** Marks that end a clause, after which four figures may stand as a time ("on site 0630."). */
const CLAUSE_ENDS: ReadonlySet<string> = new Set([".", ",", ";", ":", "!", "?", ")"]);
/** A weekday or its short form ("wednesday", "tues", "sat"). */
const isWeekday = (word: string) => word.length >= 3 && WEEKDAYS.some((d) => d.startsWith(word));

/**
 * A time of day's key: a clock of 24 hours as "HH:MM" ("07:30", "19:30"), an hour said without its
 * half of the day ("7:30", "half past seven") as "H:MM" and, from ten to twelve, "~H:MM" ("quarter past
 * ten"), which {@link sameValue} takes for either half. Two figures of an hour ("10:15") are a 24-hour clock's.
 */
function clockKey(hour: number, minutes: string, halfKnown: boolean): string {
  const h =
    halfKnown || hour === 0 || hour > 12 ? String(hour).padStart(2, "0") : hour >= 10 ? `~${hour}` : String(hour);
  return `time:${h}:${minutes.padStart(2, "0")}`;
}

/** Whether two clock keys ("H:MM", "~H:MM" or "HH:MM") name one time: an hour without its half is either half's. */
function sameClock(a: string, b: string): boolean {
  const [ha, ma] = a.split(":");
  const [hb, mb] = b.split(":");
  if (ma !== mb) return false;
  const halfUnknown = (h: string) => h.length === 1 || h[0] === "~";
  const hour = (h: string) => Number(h[0] === "~" ? h.slice(1) : h);
  return ha === hb || ((halfUnknown(ha) || halfUnknown(hb)) && hour(ha) % 12 === hour(hb) % 12);
}

/**
 * Whether "H.MM" at `at` is a time of day ("at 9.30", "17.30"), not a decimal or a version: an hour
 * and minutes of a clock, the hour in two digits or after "at", after no word that numbers things or
 * name ("room 2.14", "macOS 10.15", "Node to 20.11") and before no unit ("2.50 km").
 */
function dottedClock(text: string, at: number, hour: string, minutes: string): boolean {
  if (Number(hour) > 23 || Number(minutes) > 59) return false;
  const prev = text.slice(0, at).trimEnd().split(" ").at(-1) ?? "";
  const next = text.slice(at + hour.length + 1 + minutes.length);
  if (hour.length === 1 && prev.toLowerCase() !== "at" && !PART_OF_DAY.test(next)) return false;
  // A name's figure it is moved to is its version ("Node to 20.11", "upgrade Postgres to 16.2").
  // Not a sentence's first word ("Moved to 17.30"): any word is capitalised there.
  const prevAt = text.lastIndexOf(prev, at);
  const before = text.slice(0, prevAt).trimEnd().split(" ").at(-1) ?? "";
  const name = before !== before.toLowerCase() && !atStartOf(text, text.lastIndexOf(before, prevAt));
  if (prev.toLowerCase() === "to" && name) return false;
  if (prev !== prev.toLowerCase() && !atStartOf(text, prevAt)) return false;
  if (NUMBERING_WORDS.has(prev.toLowerCase()) || VERSION_WORDS.has(prev.toLowerCase())) return false;
  if (CURRENCY_SIGNS.has(prev.at(-1) ?? "")) return false;
  return UNIT_ALIASES[firstWord(next)] === undefined && !SIGN_UNITS.some((u) => next.trimStart().startsWith(u));
}

/**
 * "7:30 pm", "7.30 am", "four pm" (an hour in figures or a word, then its half), or "19:30", "19h30", "17.30".
 * Not after a figure's dot or colon, nor after a comma unless with a colon or "h" ("1,19.50", "Widget,12.50";
 * a row's fields "Night,19:00", "2026-06-17,19:00" hold a time).
 */
const AM_PM_OR_CLOCK = new RegExp(
  `(?<![\\d.,:])\\b(\\d{1,2}|${NUMBER_WORD_SOURCE})(?:[:.](\\d{2}))?\\s*(am|pm|a\\.m\\.|p\\.m\\.)(?![a-z])|(?<![\\d.:])(?<!,(?!\\d{1,2}[:h]\\d{2}))\\b(\\d{1,2})([:h.])(\\d{2})\\b(?![.,]\\d)`,
  "gi",
);

/** A distance a pace is per, right after its minutes and seconds: "/km", " per mile", " min/km". */
const PACE = /^\s*(?:min(?:utes?)?\s*)?(?:\/|per\s+)(km|kilomet(?:re|er)s?|mi|miles?|100\s?m)\b/i;

/**
 * The key of a bare hour opening a range of times that ends at `endKey` ("4" of "4-6pm" = 16:00, "10"
 * of "10 till 2pm" = 10:00): before an end with its half of the day ("6pm"), the same half when the
 * hour comes first on the clock, else the other half; its half unknown otherwise ("8–9:30").
 */
function openingKey(hour: number, endKey: string | null): string {
  if (endKey === null || hour > 12) return clockKey(hour, "00", false);
  const end = Number(endKey.slice("time:".length).split(":")[0]);
  const sameHalf = hour % 12 < end % 12;
  return clockKey((hour % 12) + (end >= 12 === sameHalf ? 12 : 0), "00", true);
}

/** A bare hour right before a time, joined to it as a range: "8–" (no space), "from 2 to ", "between 2 and ". */
const RANGE_OPENER = /(?:(?<![\d.,:/-])\b(\d{1,2})[-–]|\b(?:from|between)\s+(\d{1,2})\s+(?:to|till|until|and)\s+)$/i;

/** "us", "you" after a figure's "of": the figure counts people ("27 of us"; "10 of them" may be eggs). */
const OF_PEOPLE = /^\s+(?:us|you)\b/i;
/** A host name: words joined by dots, two dots at least, ending in letters ("ebooks.northmere-libraries.org.uk", "api.example.com"). */
const HOST_NAME = /^(?:[a-z0-9-]+\.){2,}[a-z]{2,}$/i;
/** A word and a capital letter alone after it ("band C", "Row F"), nothing joined to the letter ("A&E", "B-road"). */
const LETTER_LABEL = /\b([A-Za-z]{2,})\s([A-Z])(?![\p{L}\p{N}&'’-])/gu;
/** A day of the month in figures after "the" ("the 19th"), not before "of" and a month (a date's, read above). */
const DAY_ALONE = /\bthe\s+(\d{1,2})(st|nd|rd|th)\b(?!\s+of\b)/gi;
/** A day and a month in figures ({@link NUMERIC_DAY_MONTH}), read as either when both readings are dates. */
const EITHER_WAY_DATE = new RegExp(NUMERIC_DAY_MONTH, "g");

/** What stands between a weekday and the date it names ("Saturday 14 June", "Sat, June 14", "Saturday the 6th of June"). */
const DATE_GAPS = new Set([" ", ", ", " the ", ", the "]);

const isDigitAt = (text: string, at: number) => text[at] >= "0" && text[at] <= "9";

/** True when nothing but punctuation comes before `at` (the sentence's first word). */
function atStartOf(text: string, at: number): boolean {
  return !holdsAny(text.slice(0, at), "letter", "number");
}

/** Verbs that open an imperative sentence ("Use Kafka ..."): never the first word of a name. */
export const IMPERATIVES = new Set(
  `use go run keep give deploy promise hold set pick choose plan put make take let ship host move buy get add
   start stop switch try consider prefer book send build bring pack contact email call fly stay rent lease visit
   avoid skip recommend suggest`.split(SPACES),
);

/**
 * The values of `text` in reading order; `old` marks a value the sentence says no longer holds
 * ("from May 3 to May 10", "Grenoble, not Lyon").
 */
export function claimValues(written: string): (ClaimValue & { old: boolean; at: number; end: number })[] {
  // Read with the powers typed as digits written as signs; each value's text is quoted as written.
  const text = withPowerSigns(written);
  const found: { at: number; end: number; value: ClaimValue }[] = [];
  // The characters a value already holds: a span overlapping one is not read again (linear in the text,
  // however many values it holds).
  const held = new Uint8Array(text.length + 1);
  const taken = (at: number, end: number) => held.subarray(at, Math.max(end, at + 1)).includes(1);
  const add = (at: number, end: number, value: ClaimValue) => {
    if (taken(at, end)) return;
    found.push({ at, end, value });
    held.fill(1, at, end);
  };
  const dates = findDates(text);
  for (const [i, d] of dates.entries()) {
    // So is a weekday before a date of a day and a month ("Saturday 14 June", "Sat, June 14"): the
    // date's key, the weekday after "@" (`sameValue` reads it against a weekday said alone).
    const next = dates[i + 1];
    if (
      d.parts.weekday !== undefined &&
      next?.parts.day !== undefined &&
      next.parts.month !== undefined &&
      DATE_GAPS.has(text.slice(d.end, next.at))
    ) {
      add(d.at, next.end, { kind: "date", key: `date:${next.key}@${d.key}`, text: text.slice(d.at, next.end) });
      continue;
    }
    // A weekday with its day of the month ("Friday the 6th") is keyed "d06@friday" by the date reader:
    // `sameValue` reads the day against a date's.
    add(d.at, d.end, { kind: "date", key: `date:${d.key}`, text: d.text });
  }
  // A day of the month said alone after "the" ("on the 19th", "it's the 22nd?", "due by the 5th"): its key
  // "d19", which {@link sameValue} reads against a date's day. Not before a word it ranks ("the 19th century",
  // "the 3rd floor") nor before "to" ("the 5th to arrive").
  for (const m of text.matchAll(DAY_ALONE)) {
    const day = Number(m[1]);
    const next = firstWord(text.slice(m.index + m[0].length, m.index + m[0].length + NEAR));
    if (day < 1 || day > 31 || next === "to" || (next !== "" && !isStopword(next) && !WHEN_FOLLOWERS.has(next)))
      continue;
    const at = m.index + m[0].length - m[1].length - m[2].length;
    add(at, m.index + m[0].length, {
      kind: "date",
      key: `date:d${m[1].padStart(2, "0")}`,
      text: text.slice(at, m.index + m[0].length),
    });
  }
  // A day and a month in figures that read either way ("03/04/2025", "Sat 12/04"): a date of either
  // reading, the day first and the month first, its key both ("date:04-03|03-04"; {@link sameValue}).
  for (const m of text.matchAll(EITHER_WAY_DATE)) {
    const [first, second] = [Number(m[1]), Number(m[2])];
    // With a year, or both in two figures one led by a zero ("03/04/2025", "12/04"; "10/10" is a score).
    const dated = m[3] !== undefined || (m[0].length === 5 && (m[1][0] === "0" || m[2][0] === "0"));
    if (first < 1 || second < 1 || first > 12 || second > 12 || !dated) continue;
    const year = numericYear(m[3]);
    const keys = [dateKey({ year, month: second, day: first }), dateKey({ year, month: first, day: second })];
    add(m.index, m.index + m[0].length, { kind: "date", key: `date:${[...new Set(keys)].join("|")}`, text: m[0] });
  }
  // "7:30 pm", "7.30 am", "19:30", "19h30", "17.30"; a figure's decimals are not an hour ("7.30 am" is not "30 am").
  for (const m of text.matchAll(AM_PM_OR_CLOCK)) {
    if (m[5] === "." && !dottedClock(text, m.index, m[4], m[6])) continue;
    // Minutes and seconds per a distance are a pace, not a time of day ("5:45/km", "8:30 per mile").
    const pace = m[5] === ":" ? PACE.exec(text.slice(m.index + m[0].length)) : null;
    if (pace) {
      const written = pace[1].toLowerCase().split(SPACES).join("");
      const unit = UNIT_ALIASES[written] ?? written;
      const seconds = Number(m[4]) * 60 + Number(m[6]);
      add(m.index, m.index + m[0].length + pace[0].length, {
        kind: "number",
        key: `number:pace-${unit}:${seconds}`,
        text: m[0] + pace[0],
      });
      continue;
    }
    const key = m[3]
      ? clockKey((figureOrWord(m[1])! % 12) + (/^p/i.test(m[3]) ? 12 : 0), m[2] ?? "00", true)
      : clockKey(Number(m[4]), m[6], m[4].length === 2);
    add(m.index, m.index + m[0].length, { kind: "time", key, text: m[0] });
    // A bare hour opening a range of times is a time of day ("8–9:30", "from 2 to 4pm").
    const before = text.slice(Math.max(0, m.index - 24), m.index);
    const open = RANGE_OPENER.exec(before);
    const hour = open?.[1] ?? open?.[2];
    if (open && hour !== undefined && Number(hour) <= 23) {
      const at = m.index - before.length + open.index + open[0].indexOf(hour);
      add(at, at + hour.length, { kind: "time", key: openingKey(Number(hour), m[3] ? key : null), text: hour });
    }
  }
  for (const m of text.matchAll(TIME_WORD)) {
    const word = TIME_WORDS[m[0].toLowerCase()];
    if (word !== undefined) {
      const [h, min] = word.split(":");
      add(m.index, m.index + m[0].length, { kind: "time", key: clockKey(Number(h), min, true), text: m[0] });
      continue;
    }
    const hourText = m[2] ?? m[3] ?? m[5];
    // Noon and midnight name their half ("quarter to midnight" = 23:45, "ten past noon" = 12:10).
    const named = TIME_WORDS[hourText.toLowerCase()];
    const namedHour = named === undefined ? undefined : Number(named.split(":")[0]);
    const hour = namedHour === undefined ? figureOrWord(hourText) : namedHour || 12;
    if (hour === null || hour < 1 || hour > 12) continue;
    // Minutes past the hour ("twenty past ten", "5 past 3"): fewer than half an hour.
    const past =
      m[4] === undefined
        ? null
        : isDigitAt(m[4], 0)
          ? Number(m[4])
          : (numberWordValue(m[4]) ?? numberPhraseValue(m[4]));
    // Past noon or midnight a clock counts up to 59 minutes ("forty past midnight"); past another hour, under half of it.
    if (m[4] !== undefined && (past === null || past < 1 || past > (namedHour === undefined ? 29 : 59))) continue;
    const offset = m[1] ? CLOCK_PHRASES[m[1].toLowerCase().split(SPACES).join(" ")] : (past ?? 0);
    if (namedHour !== undefined && m[3] === undefined) {
      const minutes = (namedHour * 60 + offset + 1440) % 1440;
      add(m.index, m.index + m[0].length, {
        kind: "time",
        key: clockKey(Math.floor(minutes / 60), String(minutes % 60), true),
        text: m[0],
      });
      continue;
    }
    const minutes = (hour * 60 + offset + 720) % 720;
    const h = Math.floor(minutes / 60) || 12;
    add(m.index, m.index + m[0].length, {
      kind: "time",
      key: clockKey(h, String(minutes % 60), false),
      text: m[0],
    });
  }
  // An hour said after "at" and before nothing it counts or measures ("flag off at nine.", "Tuesday at 9,
  // no breakfast", "at 10 sharp"): a time of day of either half. Not "capped at twelve months", "at 5%",
  // "at 4 °C", "at 2 to 8", nor a figure a word before "at" measures ("priced at 9", "measured at 4").
  for (const m of text.matchAll(AT_HOUR)) {
    const hour = figureOrWord(m[2]);
    const before = (m[1] ?? "").toLowerCase().replace("’", "'");
    if (hour === null || hour < 1 || hour > 12 || MEASURED_AT.has(before)) continue;
    const next = m[3]?.toLowerCase();
    const at = m.index + m[0].length - m[2].length;
    const tail = next !== undefined && AT_HOUR_TAIL.has(next);
    const inTheDay = (next === "in" || next === "this") && PART_OF_DAY.test(text.slice(at + m[2].length));
    if (next !== undefined && !tail && !inTheDay && !AT_HOUR_FOLLOWERS.has(next)) continue;
    const end = tail ? text.indexOf(m[3]!, at + m[2].length) + m[3]!.length : at + m[2].length;
    add(at, end, { kind: "time", key: clockKey(hour, "00", false), text: text.slice(at, end) });
  }
  // A note named as one word ("a tenner"): its amount of money.
  for (const m of text.matchAll(MONEY_WORD)) {
    const [currency, amount] = MONEY_WORDS[m[1].toLowerCase()];
    add(m.index, m.index + m[0].length, { kind: "number", key: figureKey(amount, currency), text: m[0] });
  }
  // An hour before a part of the day ("from 6 in the morning"); its half is told below ({@link withPartOfDay}).
  for (const m of text.matchAll(HOUR_OF_THE_DAY)) {
    const hour = figureOrWord(m[1]);
    const prev = firstWord(wordsBefore(text, m.index, 1)[0] ?? "");
    if (hour !== null && hour >= 1 && hour <= 12 && HOUR_BEFORE.has(prev))
      add(m.index, m.index + m[1].length, { kind: "time", key: clockKey(hour, "00", false), text: m[1] });
  }
  // A clock's four figures with a mark of the clock after them ("0800hrs", "1342Z", "2130 UT", "21:30Z";
  // "0800 hours" with a leading zero: "1200 hours" apart is a span).
  for (const m of text.matchAll(MARKED_CLOCK)) {
    // "hrs" or "hours" apart: after a leading zero or a separator ("0800 hours", "15.00 h"; "1200 hours" is a span).
    if (m[6] !== undefined && m[1][0] !== "0" && m[2] === "") continue;
    const end = m.index + m[0].length;
    add(m.index, end, { kind: "time", key: clockKey(Number(m[1]), m[3], true), text: m[0] });
  }
  // A count marked after what it counts ("F4 round fender x8", "tyres × 4"): that many of the word before.
  for (const m of text.matchAll(COUNT_MARK)) {
    const unit = unitOfWord(m[1].toLowerCase()) ?? "";
    const end = m.index + m[0].length;
    add(end - m[2].length, end, { kind: "number", key: figureKey(Number(m[3]), unit), text: m[2] });
  }
  // Four figures of a clock: a range's two ends ("0800–1400", "at 0930 to 1030") are read together,
  // both times or neither, the words before the first and after the last deciding.
  const clocks = [...text.matchAll(FOUR_FIGURES)];
  for (let i = 0; i < clocks.length; i++) {
    const [m, next] = [clocks[i], clocks[i + 1]];
    const join =
      next !== undefined &&
      RANGE_JOINS.has(
        text
          .slice(m.index + 4, next.index)
          .trim()
          .toLowerCase(),
      );
    if (standsAsTime(text, m.index, join ? next.index : m.index))
      for (const c of join ? [m, next] : [m])
        add(c.index, c.index + 4, { kind: "time", key: clockKey(Number(c[1]), c[2], true), text: c[0] });
    if (join) i++;
  }
  // A letter that labels a thing after its word ("band C", "Row F", "block B"): an identifier with the word.
  for (const m of text.matchAll(LETTER_LABEL)) {
    // Not initials or Title Case ("Sarah K", "Win A Free Holiday"), nor "I" or "U".
    const titled = m[1][0] !== m[1][0].toLowerCase() && !atStartOf(text, m.index);
    const nextTitled = /^\s+\p{Lu}/u.test(text.slice(m.index + m[0].length));
    if (isStopword(m[1].toLowerCase()) || m[2] === "I" || m[2] === "U" || titled || nextTitled) continue;
    add(m.index, m.index + m[0].length, { kind: "identifier", key: `id:${m[0].toLowerCase()}`, text: m[0] });
  }
  // Names: capitalised runs; a sentence's first word only when it is followed by a verb.
  // A titled person's name ends at its owner's "'s" ("Mrs Okafor's Golf": Mrs Okafor, Golf; "St James's Park" stays one).
  for (const m of text.matchAll(
    /\p{Lu}[\p{L}\p{N}'’]*(?:(?<!\b(?:Mr|Mrs|Ms|Miss|Dr|Prof)\.?\s+\p{Lu}[\p{L}\p{N}]*['’]s)\s+\p{Lu}[\p{L}\p{N}'’]*)*(?![\p{L}\p{N}-])/gu,
  )) {
    // Letters right after a figure are its unit or scale ("40K", "5G"), not a name; nor is a capital inside
    // a word ("kWh", "7kW").
    if (m.index > 0 && (isDigitAt(text, m.index - 1) || isLetter(text[m.index - 1]))) continue;
    // Nor is the end of a code joined by a hyphen to letters and figures ("KX21-PLM", "AB12-CD34"): the
    // whole code is an identifier, read below.
    if (text[m.index - 1] === "-" && isCodePart(wordBefore(text, m.index - 1))) continue;
    // A month on its own ("in October", "In October we ...") is a date of that month; a short form is not.
    // A weekday said of every week ("on Tuesdays") is that weekday.
    const { word: lone, at: loneAt } = pastStopwords(m[0]);
    const lower = lone.toLowerCase();
    const weekday = WEEKDAYS.indexOf(lower.endsWith("s") ? lower.slice(0, -1) : lower) + 1;
    if (weekday > 0) {
      add(m.index + loneAt, m.index + m[0].length, { kind: "date", key: `date:${dateKey({ weekday })}`, text: lone });
      continue;
    }
    const month = FULL_MONTHS.indexOf(lower) + 1;
    if (month > 0) {
      // Opening a sentence before a doer's verb, a month is a name ("June leads ..."); "May" opening one ("May I ...") is no date.
      const opens = atStartOf(text, m.index + loneAt);
      if (opens && isDoerVerb(wordAfter(text, m.index + m[0].length)))
        add(m.index + loneAt, m.index + m[0].length, { kind: "name", key: `name:${lower}`, text: lone });
      else if (month !== 5 || !opens)
        add(m.index + loneAt, m.index + m[0].length, { kind: "date", key: `date:${dateKey({ month })}`, text: lone });
      continue;
    }
    let words = m[0].split(SPACES).map((w) => w.replace(/['’]s$/, ""));
    let at = m.index;
    // A stop word leads no name, nor does its contraction ("We've", "I'm", "They'll").
    while (words.length && isStopword(wordsAsWritten(words[0].toLowerCase())[0] ?? "")) {
      at += m[0].indexOf(words[0]) + words[0].length;
      words = words.slice(1);
    }
    if (!words.length) continue;
    const atStart = atStartOf(text, m.index);
    if (atStart && words.length === 1) {
      // The word after it, past update cues ("Kenji now leads ...").
      const after = text
        .slice(m.index + m[0].length)
        .trimStart()
        .toLowerCase()
        .split(SPACES);
      const next = after.find((w) => !CUES.has(w)) ?? "";
      const verbLike = /^(?:is|was|will|has|had|can|should|must|and|said|'s|[a-z]{2,}[^s\W]s|[a-z]{3,}ed)$/.test(next);
      // A plural, a participle or a noun of a common ending opening a sentence ("Backups", "Approval") is not a name.
      const first = words[0].toLowerCase();
      // An owner opening a sentence ("Sofia's flat costs ...") is a name as a doer is.
      const owner = m[0] !== words[0] && !CUES.has(first);
      if (
        !(verbLike || owner) ||
        IMPERATIVES.has(first) ||
        /(?:ing|ed|ly|s|al|ion|ment|ity|ure|ness|ance|ence)$/.test(first)
      )
        continue;
    }
    // An imperative opening a sentence ("Use Kafka", "Give the server ...") is not part of a name.
    if (atStartOf(text, m.index) && words.length > 1 && IMPERATIVES.has(words[0].toLowerCase())) {
      at += m[0].indexOf(words[1]);
      words = words.slice(1);
    }
    const name = words.join(" ");
    if (/^(?:I|OK|Okay)$/.test(name) || MONTH_NAMES.has(name.toLowerCase())) continue;
    // A number written in words opening a sentence ("Fourteen volunteers ...") is a figure, read below.
    if (words.every((w) => numberWordValue(w) !== null)) continue;
    // A unit written in capitals beside a figure ("32 GB", "USD 400") belongs to it; elsewhere it is a name ("Min", "L").
    // So does a sign's letter ("°F").
    const unitName = UNIT_ALIASES[name.toLowerCase()] ?? UNIT_ALIASES[`${text[at - 1] ?? ""}${name.toLowerCase()}`];
    if (unitName !== undefined && figureBeside(text, at, at + name.length)) continue;
    add(at, at + name.length, { kind: "name", key: `name:${nameKey(name)}`, text: name });
  }
  // Identifiers: letters and digits mixed (ORCHID-7, pg-02, v2.1, OPS-4471), snake_case, paths,
  // e-mail addresses and dotted versions of three parts or more (3.14.12).
  for (const m of text.matchAll(/[A-Za-z0-9][\w.@+/-]*[A-Za-z0-9]/g)) {
    const t = m[0];
    // A figure per a unit ("€139/night", "£11.45/hr") is a figure, read below.
    if (/^\d+(?:[.,]\d+)?\/[a-z]+$/i.test(t)) continue;
    if (
      (isCodePart(t) && !figureWithUnit(t) && !HYPHENED_FIGURE.test(t)) ||
      /^[a-z0-9]+(?:_[a-z0-9]+)+$/.test(t) ||
      isDottedNumber(t, 3) ||
      HOST_NAME.test(t) ||
      (t.includes("@") && t.includes("."))
    )
      add(m.index, m.index + t.length, { kind: "identifier", key: idKey(t), text: t });
  }
  // A span in words: "a day and a half", "half an hour", "an hour", "half a year" (not a rate: "3 times a day", "5 km a day").
  for (const m of text.matchAll(
    /\b(?:(?:an?|one)\s+([a-z]+)\s+and\s+a\s+half|half\s+an?\s+([a-z]+)|an?\s+([a-z]+))\b/gi,
  )) {
    const unit = UNIT_ALIASES[(m[1] ?? m[2] ?? m[3]).toLowerCase()];
    // Months and years are spans of the calendar ({@link MEASURES_OF}): "half a year" = "6 months".
    if (SECONDS[unit] === undefined && MEASURES_OF[unit]?.[0] !== "months") continue;
    if (m[3] !== undefined && isRate(text.slice(Math.max(0, m.index - NEAR), m.index))) continue;
    // "a/an X" is a span only from a minute up: "a second" is an ordinal ("a second reviewer").
    if (m[3] !== undefined && SECONDS[unit] < 60) continue;
    const key = figureKey(m[1] ? 1.5 : m[2] ? 0.5 : 1, unit);
    add(m.index, m.index + m[0].length, { kind: "number", key, text: m[0] });
  }
  // Figures with their unit: "$40k", "40,000 dollars", "3 replicas", "250 ms", "three engineers", "twice".
  const figures: { end: number; unit: string; amount: number; value: ClaimValue }[] = [];
  for (const m of spokenAsDigits(text).matchAll(FIGURE)) {
    const start = m.index + (m[0].length - m[0].trimStart().length);
    const numText = m[2];
    const digits = /^\d/.test(numText);
    const times = TIMES_WORDS[numText.toLowerCase()];
    // A comma before two last digits is a decimal one ("€12,50", "3,80 EUR"); before three it groups thousands.
    // Dots grouping thousands before a decimal comma ("1.250,00 EUR") are read the continental way.
    // (Two groups of dots or more, "1.250.000", are read above as a dotted identifier.)
    const comma = numText.indexOf(",");
    const dotted = numText.indexOf(".");
    const decimal =
      dotted > 0 && comma > dotted
        ? numText.replaceAll(".", "").replace(",", ".")
        : comma > 0 && numText.length - comma === 3
          ? numText.replace(",", ".")
          : numText;
    const raw = digits ? Number(decimal.replace(/[,\s]/g, "")) : (times ?? numberWordValue(numText)!);
    if (!Number.isFinite(raw)) continue;
    // A count before a sign of quantity ("12 x floor lamp", "3 × spare tyres") counts the word after it.
    // (Glued to the figure, "2x floor lamps" reads as an identifier: reading it as a count lost left one set out.)
    const item =
      m[5] === undefined && m[6] === undefined ? itemCounted(m[4], text.slice(m.index + m[0].length)) : undefined;
    // A unit written against its figure ("3kg", "250ms") only when the units table knows it ("2nd", "4a" are none).
    if (m[6] !== undefined && UNIT_ALIASES[m[6].toLowerCase()] === undefined) continue;
    const unitText = item === undefined ? (m[4] ?? m[5] ?? m[6]) : undefined;
    const unitWord = item ?? unitText?.toLowerCase();
    const after = m[3]?.toLowerCase();
    const money = m[1] !== undefined || CURRENCIES.has(UNIT_ALIASES[unitWord ?? ""] ?? "");
    // A letter that both scales and measures ("m", "mm") measures in lower case without money ("12m tall",
    // "5mm"), scales in capitals or beside money ("12M users", "$40m").
    const measures = after !== undefined && after === m[3] && UNIT_ALIASES[after] !== undefined && !money;
    const adjective = !m[1] && after !== undefined && scaleAsAdjective(m[3], m[4]);
    const scale = after !== undefined && !measures && !adjective ? (SCALE[after] ?? 1) : 1;
    // "Once the build passes", "twice as fast": a count of times only before what it counts by ("twice a week",
    // "once daily") or at a clause's end ("we met twice.").
    if (times !== undefined && unitWord !== undefined && !countsBy(unitWord, text.slice(m.index + m[0].length)))
      continue;
    // A unit of area or volume in two words ("85 square metres", "50 sq ft", "42 cubic metres"): the value
    // runs to its second word.
    const powers =
      unitWord === "square" || unitWord === "sq" ? SQUARE_UNITS : unitWord === "cubic" ? CUBIC_UNITS : null;
    const afterUnit = text.slice(m.index + m[0].length, m.index + m[0].length + NEAR);
    const second =
      m[4] !== undefined && powers ? firstWord(afterUnit.startsWith(".") ? afterUnit.slice(1) : afterUnit) : "";
    const twoWordUnit = second !== "" ? powers![second] : undefined;
    // People counted as a share of a group ("27 of us", "ten of you"): a count of people.
    const ofPeople = unitWord === "of" && OF_PEOPLE.test(afterUnit);
    const unit =
      twoWordUnit ||
      (ofPeople && "people") ||
      (times !== undefined && "time") ||
      (m[1] && UNIT_ALIASES[m[1].toLowerCase()]) ||
      (after !== undefined && (measures || SCALE[after] === undefined)
        ? (UNIT_ALIASES[after] ?? "percent")
        : undefined) ||
      (unitWord && unitOfWord(unitWord)) ||
      "";
    // A unit that is a word of the topic ("3 replicas") stays in the frame; "ms", "$" do not.
    const end = twoWordUnit
      ? m.index + m[0].length + afterUnit.toLowerCase().indexOf(second) + second.length
      : adjective
        ? m.index + m[0].indexOf(numText) + numText.length
        : m.index + m[0].length - (unitText && !UNIT_ALIASES[unitWord ?? ""] ? unitText.length : 0);
    // A figure after a word that numbers things ("version 5.0", "gate 12") names one: an identifier.
    // So does a version before its word ("the 7.2 build").
    const release = numText.split(".").length === 2 && isDottedNumber(numText);
    const previous =
      text
        .slice(Math.max(0, start - NEAR), start)
        .trimEnd()
        .split(" ")
        .at(-1)
        ?.toLowerCase() ?? "";
    // "one" after a word that picks a thing out ("the next one", "this one") stands for that thing: no count.
    if (unit === "" && numText.toLowerCase() === "one" && PICKING_WORDS.has(previous)) continue;
    const named =
      NUMBERING_WORDS.has(previous) ||
      (release && VERSION_WORDS.has(unitWord ?? "")) ||
      // A bare decimal, without a currency, scale or unit ("7.2 is out", "in 8.3"), reads as a version.
      (release && !m[1] && !m[3] && unit === "");
    if (named && digits) {
      add(start, start + numText.length, { kind: "identifier", key: idKey(numText), text: numText, numbered: true });
      continue;
    }
    // Money has two decimals at most: "40.000 EUR" groups thousands with a dot. So does a count of
    // things whose three decimals end in a nought ("9.000 words", "3.500 visitors"), which English
    // writes only of a measure ("1.250 kg"); "0.875 probability", "14.566 points" stay decimals.
    const dot = numText.indexOf(".");
    const thousands = dot > 0 && dot <= 3 && numText.length - dot === 4 && !m[3];
    const counted =
      unit !== "" &&
      SECONDS[unit] === undefined &&
      MEASURES_OF[unit] === undefined &&
      numText[0] !== "0" &&
      numText.endsWith("0");
    const grouped = thousands && (CURRENCIES.has(unit) || counted);
    let amount = (grouped ? Number(numText.replace(".", "")) : raw) * scale;
    // Pence or cents said after the currency's word ("eighty-eight pounds fifty", "12 dollars 99"): its decimals.
    let close = end;
    const minor = CURRENCIES.has(unit) && m[4] !== undefined ? MINOR_AFTER.exec(text.slice(end)) : null;
    const cents = minor ? figureOrWord(minor[1]) : null;
    if (minor && cents !== null && cents >= 1 && cents <= 99 && Number.isInteger(amount)) {
      amount += cents / 100;
      close = end + minor[0].length;
    }
    // Spans of time in one unit ("2 hours" = "120 minutes"); amounts of money in one slot, their currency in the value.
    const value: ClaimValue = { kind: "number", key: figureKey(amount, unit), text: text.slice(start, close).trim() };
    add(start, close, value);
    // A bare figure opening a range or a pair takes the unit the last one writes ("2–8 °C", "2 and 8 km").
    const last = figures.at(-1);
    const join = text
      .slice(last?.end ?? start, start)
      .trim()
      .toLowerCase();
    // Dimensions ("8 x 6 m") share a length; "2 x 500 mg" is two of 500 mg.
    const shares = RANGE_JOINS.has(join) && (!DIMENSION_JOINS.has(join) || MEASURES_OF[unit]?.[0] === "length");
    if (last?.unit === "" && UNITS.has(unit) && shares) last.value.key = figureKey(last.amount, unit);
    figures.push({ end: close, unit, amount, value });
  }
  for (const f of found)
    if (f.value.kind === "time")
      f.value = { ...f.value, key: withPartOfDay(f.value.key, text.slice(f.end, f.end + NEAR)) };
  return joinSpans(
    text,
    found.sort((a, b) => a.at - b.at),
  ).map((f) => ({
    ...f.value,
    // A value quoting the text at its start (all but a few joined readings) is quoted from `written`, its powers as typed.
    text:
      text !== written && text.startsWith(f.value.text, f.at)
        ? written.slice(f.at, f.at + f.value.text.length)
        : f.value.text,
    old: isOld(text, f.at, f.end),
    at: f.at,
    end: f.end,
  }));
}

/**
 * The word a count counts after a sign of quantity, "x" read as the figure's word (`sign`) or "×"
 * opening `rest`, the text after the figure's match ("floor lamp" after "12 x"). None before a
 * figure ("8 x 6": a pair of dimensions).
 */
function itemCounted(sign: string | undefined, rest: string): string | undefined {
  const marked = sign === undefined ? /^\s?×\s*/.exec(rest) : sign.toLowerCase() === "x" ? [""] : null;
  if (!marked) return undefined;
  // A code counted ("3 x C6-305W") is counted whole: its letters alone are no unit ("C" is no Celsius).
  const word = /^\s*(\p{L}[\p{L}\p{N}]*(?:-[\p{L}\p{N}]+)*)/u.exec(rest.slice(marked[0].length))?.[1].toLowerCase();
  return word !== undefined && !isStopword(word) && !NOT_UNITS.has(word) ? word : undefined;
}

/** Units of area and volume typed with a digit for the power ("85 m2", "6 m3"): the sign each stands for. */
export const TYPED_POWERS: Record<string, string> = { m2: "m²", m3: "m³", km2: "km²", ft2: "ft²" };
const TYPED_POWER = new RegExp(
  `(?<=\\d ?|\\bper |\\d/)(?:${Object.keys(TYPED_POWERS).join("|")})(?![\\p{L}\\p{N}])`,
  "giu",
);

/** `text` with each unit of {@link TYPED_POWERS} after a figure written as its sign (the same length). */
function withPowerSigns(text: string): string {
  return text.replace(TYPED_POWER, (typed) => typed.slice(0, -1) + TYPED_POWERS[typed.toLowerCase()].slice(-1));
}

/**
 * `text` with each number said in several words written in digits over the same span, zeros before
 * them ("one hundred and twenty cows" -> "0000000000000000000120 cows"), so that figures are read
 * from it at the places they stand in `text`.
 */
function spokenAsDigits(text: string): string {
  let out = text;
  for (const { at, end, value } of numberPhrases(text)) {
    const digits = String(value);
    if (digits.length <= end - at) out = out.slice(0, at) + digits.padStart(end - at, "0") + out.slice(end);
  }
  return out;
}

/** Pence or cents after a currency's word, at a clause's end ("pounds fifty;"; not "40 euros 20 each"). */
const MINOR_AFTER = new RegExp(`^\\s+(\\d{1,2}|${NUMBER_WORD_SOURCE})(?=\\s*(?:$|[,.;:!?)]))`, "i");

/** What joins the figures of a range or a pair ("2–8", "2 to 8", "2 and 8", "8 by 6"). */
const RANGE_JOINS = new Set(["-", "–", "to", "and", "or", "by", "x", "×"]);
/** The joins of a pair of dimensions, which share only a length ("8 by 6 foot"). */
const DIMENSION_JOINS = new Set(["by", "x", "×"]);

/**
 * A figure's key: a span of time in seconds, a measure in its base unit ({@link MEASURES_OF}), an
 * amount of money with its currency, else the figure with its unit word ("number:replica:3").
 */
function figureKey(amount: number, unit: string): string {
  const seconds = SECONDS[unit];
  const measure = MEASURES_OF[unit];
  if (seconds) return `number:duration:${Math.round(amount * seconds * 1000) / 1000}`;
  if (measure) return `number:${measure[0]}:${Number(((amount + (measure[2] ?? 0)) * measure[1]).toPrecision(12))}`;
  return CURRENCIES.has(unit) ? `number:money:${unit}:${amount}` : `number:${unit}:${amount}`;
}

/**
 * Text ending in a count or a unit: a span after it is a rate ("3 times a day", "5 km a day", "twice a
 * week"); or in "of": a part of it ("a quarter of an hour").
 */
function isRate(before: string): boolean {
  const word = before.trimEnd().split(" ").at(-1)?.toLowerCase() ?? "";
  return (
    hasDigit(word) ||
    word === "times" ||
    word === "per" ||
    word === "of" ||
    TIMES_WORDS[word] !== undefined ||
    UNIT_ALIASES[word] !== undefined ||
    numberWordValue(word) !== null
  );
}

/** What a count of times written as one word counts by: the word after it, or after its "a" ("once daily", "twice a week"). */
const TIMES_BY = new Set(
  `per every each daily weekly nightly monthly hourly yearly annually day week month year hour minute night fortnight quarter`.split(
    " ",
  ),
);

/** The first word of `text` in lower case, its letters only ("week." -> "week"). */
function firstWord(text: string): string {
  // Read from the first letter on, not the whole rest: called once per value, it stays linear in the text.
  let start = 0;
  while (start < text.length && text[start].trim() === "") start++;
  let end = start;
  for (let c = text[end]?.toLowerCase(); end < text.length && ((c >= "a" && c <= "z") || c === "'");)
    c = text[++end]?.toLowerCase();
  return text.slice(start, end).toLowerCase();
}

/** True when `word` (after a count of times, `after` following it) is what the count counts by. */
function countsBy(word: string, after: string): boolean {
  return TIMES_BY.has(word) || ((word === "a" || word === "an") && TIMES_BY.has(firstWord(after)));
}

/** The word after `end`, past update cues ("June now leads" -> "leads"). */
function wordAfter(text: string, end: number): string {
  let rest = text.slice(end);
  for (;;) {
    const word = firstWord(rest);
    if (!CUES.has(word) || word === "") return word;
    rest = rest.trimStart().slice(word.length);
  }
}

/** A doer's verb in the present or the past ("leads", "signed"), not a copula or a modal ("is", "will"). */
const isDoerVerb = (word: string) =>
  word.length > 3 && ((word.endsWith("s") && !word.endsWith("ss")) || word.endsWith("ed"));

/** A run's last word when only stopwords stand before it ("In October" -> "October"), with its offset in the run. */
function pastStopwords(run: string): { word: string; at: number } {
  const at = run.lastIndexOf(" ") + 1;
  const ok = run
    .slice(0, at)
    .split(" ")
    .every((w) => w === "" || isStopword(w.toLowerCase()));
  return ok ? { word: run.slice(at), at } : { word: run, at: 0 };
}

/**
 * True when a figure stands right before `at` ("32 GB", "5 L"), past a sign or a unit of its own
 * ("21 °C", "4 degrees Celsius"), or right after `end` ("USD 400").
 */
function figureBeside(text: string, at: number, end: number): boolean {
  const words = text.slice(0, at).trimEnd().split(" ");
  let prev = words.at(-1) ?? "";
  if (prev !== "" && UNIT_ALIASES[prev.toLowerCase()] !== undefined && words.length > 1) prev = words.at(-2)!;
  return (
    hasDigit(prev) ||
    numberWordValue(prev) !== null ||
    SCALE[prev.toLowerCase()] !== undefined ||
    isDigitAt(text.slice(end).trimStart(), 0)
  );
}

/** What may stand between the parts of one span of time ("1 hour 45 minutes", "2 days and 3 hours"). */
const SPAN_JOINS = new Set(["", "and"]);

const spanSeconds = (v: ClaimValue) => (v.key.startsWith("number:duration:") ? Number(v.key.slice(16)) : null);

/**
 * Spans of time written in parts, larger unit first, read as one ("1 hour 45 minutes" = "105
 * minutes", "an hour and 45 minutes").
 */
function joinSpans(text: string, found: { at: number; end: number; value: ClaimValue }[]) {
  const out: typeof found = [];
  for (const f of found) {
    const last = out.at(-1);
    const before = last ? spanSeconds(last.value) : null;
    // "m" after whole hours is minutes, not metres ("1h 32m").
    const minutes =
      before !== null &&
      /^\d+\s?h$/i.test(last!.value.text) &&
      /^\d+m$/i.test(f.value.text) &&
      text.slice(last!.end, f.at) === " ";
    const seconds = minutes ? Number(f.value.text.replace(/\D/g, "")) * 60 : spanSeconds(f.value);
    if (seconds === null) {
      out.push(f);
      continue;
    }
    if (
      !last ||
      before === null ||
      before <= seconds ||
      !SPAN_JOINS.has(text.slice(last.end, f.at).trim().toLowerCase())
    ) {
      out.push(f);
      continue;
    }
    out.pop();
    out.push({
      at: last.at,
      end: f.end,
      value: { kind: "number", key: `number:duration:${before + seconds}`, text: text.slice(last.at, f.end) },
    });
  }
  return out;
}

/** The run of letters and figures ending at `end` ("KX21" before "-PLM"). */
function wordBefore(text: string, end: number): string {
  let start = end;
  while (start > 0 && (isLetter(text[start - 1]) || isDigitAt(text, start - 1))) start--;
  return text.slice(start, end);
}

/** Letters and figures mixed, as a code's part is ("KX21", "AB12"; not "2" of "2-Day", nor "Smith"). */
function isCodePart(word: string): boolean {
  return [...word].some(isLetter) && hasDigit(word);
}

/** Letters after a figure that are no identifier's: an ordinal's or a clock's ("2nd", "9am"). */
const FIGURE_ENDINGS = new Set(["st", "nd", "rd", "th", "am", "pm"]);

/** "3kg", "250ms", "40k", "2nd": a figure with its unit, scale or ending written against it, not an identifier. */
function figureWithUnit(token: string): boolean {
  let at = 0;
  while (at < token.length && (isDigitAt(token, at) || token[at] === ".")) at++;
  const rest = token.slice(at).toLowerCase();
  return (
    at > 0 &&
    rest !== "" &&
    !hasDigit(rest) &&
    (UNIT_ALIASES[rest] !== undefined || SCALE[rest] !== undefined || FIGURE_ENDINGS.has(rest))
  );
}

/** "5-kilometre", "45-second": a figure and its unit joined by a hyphen, not an identifier. */
const HYPHENED_FIGURE = /^\d+(?:\.\d+)?-[a-z]+$/i;

/** Words a version stands before ("the 7.2 build"). */
const VERSION_WORDS = new Set(["release", "version", "build", "patch"]);

/** An identifier's normal form: lower case, a version's "v" dropped ("v2.3.1" = "2.3.1"). */
function idKey(text: string): string {
  return `id:${text.toLowerCase().replace(/^v(?=\d+\.\d)/, "")}`;
}

/** Words after which "one" stands for a thing, not a count ("the next one", "which one", "this one"). */
const PICKING_WORDS: ReadonlySet<string> = new Set(
  "the this that which each every another next last first same new old other any no".split(" "),
);

/** Words whose figure names a thing rather than counts it ("version 5.0", "room 12"). */
const NUMBERING_WORDS = new Set(
  "version release build v patch ticket issue gate room flight platform terminal seat row bay line track number deck plot pitch court stall cabin locker ward phase".split(
    " ",
  ),
);

/**
 * A frame word's concept: its synonym group ({@link SYNONYMS}), else its Porter2 stem, so that words
 * the light stemmer keeps apart meet ("rotate" / "rotation", "inspect" / "inspection", "renew" /
 * "renewal"). Cached: every claim folds its words.
 */
export function fold(term: string): string {
  const synonym = SYNONYMS[term];
  if (synonym !== undefined) return synonym;
  let folded = FOLDED.get(term);
  if (folded === undefined) {
    const root = hasDigit(term) ? term : porter2(term);
    folded = SYNONYMS[root] ?? root;
    if (FOLDED.size >= 50_000) FOLDED.clear();
    FOLDED.set(term, folded);
  }
  return folded;
}
const FOLDED = new Map<string, string>();

/** The claim a statement makes. */
export function toClaim(itemId: string, text: string, statement = text): Claim {
  const all = claimValues(text);
  const values: ClaimValue[] = all
    .filter((v) => !v.old)
    .map(({ kind, key, text: written, numbered }) => ({ kind, key, text: written, ...(numbered ? { numbered } : {}) }));
  const frameSurface = new Map<string, string>();
  for (const t of contentTokens(text)) {
    const lower = t.surface.toLowerCase();
    // A word inside a value is the value's; the same word elsewhere is frame ("Backups go to backup-02").
    if (all.some((v) => t.index >= v.at && t.index < v.end) || hasDigit(t.term)) continue;
    if (CUES.has(lower) || CUES.has(t.term) || NUMBER_WORDS.has(lower) || MONTH_NAMES.has(lower)) continue;
    if (NOT_UNITS.has(lower)) continue; // "per night": what a figure is counted by, not a topic
    if (NEGATION.test(lower)) continue;
    const key = fold(t.term);
    if (!frameSurface.has(key)) frameSurface.set(key, t.surface);
  }
  // A negation inside an old-value phrase ("MySQL, not Postgres") does not deny the claim, nor do the
  // phrases that deny nothing ("no more than 4", "not bad": denials.ts).
  const negated = denies(text.replace(/,?\s*(?:and )?not\s+(?:\p{Lu}\S*|\d\S*)/gu, ""));
  const retracted = all.filter((v) => v.old).map((v) => v.key);
  return {
    itemId,
    text: statement,
    fact: text,
    frame: [...frameSurface.keys()],
    frameSurface,
    values,
    negated,
    ...(retracted.length > 0 ? { retracted } : {}),
  };
}

/**
 * A clause stating figures, dates or times of different kinds, each beside words of its own
 * ("launch on 7 March with a budget of 40k euros"), as one fact per value: each value takes the
 * words of the clause nearest it; names and identifiers (its subject) go with every fact. The
 * clause stays one fact when a value would be left without a word of its own.
 */
export function nearestFacts(claim: Claim): Claim[] {
  const text = claim.fact;
  const values = claimValues(text).filter(
    (v) => !v.old && (v.kind === "date" || v.kind === "time" || v.kind === "number"),
  );
  const slots = new Set(values.map((v) => byKind([v]).keys().next().value));
  if (values.length < 2 || slots.size < values.length) return [claim];
  const words = contentTokens(text).filter((t) => {
    const key = fold(t.term);
    return claim.frameSurface.has(key) && !values.some((v) => t.index >= v.at && t.index < v.end);
  });
  const distance = (t: ContentToken, v: { at: number; end: number }) =>
    t.index < v.at ? v.at - (t.index + t.surface.length) : t.index - v.end;
  // Between two values, a word that opens a phrase ("with", "for") starts the next value's words.
  const opens = values.slice(1).map((v, i) => {
    const between = text.slice(values[i].end, v.at);
    let at = -1;
    for (const w of PHRASE_OPENERS) {
      const found = ` ${between.toLowerCase()} `.indexOf(` ${w} `);
      if (found >= 0 && (at < 0 || found < at)) at = found;
    }
    return at < 0 ? null : values[i].end + at;
  });
  const groups = values.map(() => [] as ContentToken[]);
  for (const t of words) {
    let best = 0;
    for (let i = 1; i < values.length; i++) if (distance(t, values[i]) < distance(t, values[best])) best = i;
    const next = values.findIndex((v) => v.at > t.index);
    const open = next > 0 ? opens[next - 1] : null;
    if (open !== null && next > 0) best = t.index >= open ? next : next - 1;
    groups[best].push(t);
  }
  if (groups.some((g) => !g.some((t) => !LIGHT.has(fold(t.term))))) return [claim];
  const subjects = claim.values.filter((v) => v.kind === "name" || v.kind === "identifier");
  return values.map((v, i) => {
    const frameSurface = new Map(groups[i].map((t) => [fold(t.term), t.surface] as const));
    const from = Math.min(v.at, ...groups[i].map((t) => t.index));
    const to = Math.max(v.end, ...groups[i].map((t) => t.index + t.surface.length));
    return {
      ...claim,
      fact: text.slice(from, to),
      frame: [...frameSurface.keys()],
      frameSurface,
      values: [...subjects, { kind: v.kind, key: v.key, text: v.text }],
    };
  });
}

/**
 * The facts one sentence states: its clauses, each split into one fact per value with the words
 * nearest it ({@link nearestFacts}), `itemId` the message it comes from.
 *
 * @example readFacts("The budget is 40k and the launch is on 7 March.").map((f) => f.fact) // ["The budget is 40k", "the launch is on 7 March."]
 */
export function readFacts(sentence: string, itemId = ""): Claim[] {
  const parts = clauses(sentence);
  const subject = parts.length > 1 ? subjectWords(parts[0]) : [];
  return parts.flatMap((clause, i) => {
    const facts = nearestFacts(toClaim(itemId, clause, sentence));
    if (i === 0 || !elliptic(clause)) return facts;
    // A clause opening with its verb ("... and are kept for 30 days") is about the sentence's subject.
    return facts.map((f) => {
      const frameSurface = new Map(f.frameSurface);
      for (const t of subject) if (!frameSurface.has(fold(t.term))) frameSurface.set(fold(t.term), t.surface);
      return { ...f, frame: [...frameSurface.keys()], frameSurface };
    });
  });
}

/** A clause opening with a verb, its subject left out ("are kept for 30 days", "goes with DHL"). */
function elliptic(clause: string): boolean {
  const first = clause.trimStart().split(" ")[0] ?? "";
  return first === first.toLowerCase() && (STATING_VERBS.has(first) || isDoerVerb(firstWord(first)));
}

/**
 * The words a clause is about before it states anything: its content words up to its first value or
 * "is"/"are"/..., a verb of its own right before the value left out ("Backups run nightly at 01:00"
 * -> backups, nightly; "The tent sleeps 4" -> tent), light verbs and update cues left out.
 */
function subjectWords(clause: string): ContentToken[] {
  const firstValue = claimValues(clause)[0]?.at ?? clause.length;
  const out: ContentToken[] = [];
  for (const t of contentTokens(clause)) {
    if (t.index >= firstValue) break;
    const lower = t.surface.toLowerCase();
    if (STATING_VERBS.has(lower)) break;
    if (LIGHT.has(fold(t.term)) || CUES.has(lower) || hasDigit(t.term) || NUMBER_WORDS.has(lower)) continue;
    out.push(t);
  }
  // The verb before what it states is the predicate, not the subject ("The tent sleeps 4").
  while (out.length > 1 && isDoerVerb(out[out.length - 1].surface.toLowerCase())) out.pop();
  return out;
}

/** Verbs that make a few words a statement of their own ("breakfast is included"). */
const STATING_VERBS = new Set(["is", "are", "was", "were", "will", "has", "have", "can", "must", "should"]);

/** Words that open a phrase of its own inside a clause ("on 7 March with a budget of ..."). */
const PHRASE_OPENERS = ["and", "but", "with", "for", "plus", "including", "at", "on", "by", "costing", "lasting"];

/** A sentence's opening prepositional phrase. */
const INTRO = /^(?:for|in|on|at|during|after|before|by|with|as for|regarding|about|under|within)\s/i;

/**
 * A statement's clauses; one that starts with a pronoun ("...; it now lives on pg-07") or is a
 * short tail stays with the one before, then each is split at its coordinated facts (a short one
 * too: "... two engineers and two designers").
 */
export function clauses(text: string): string[] {
  return joinedClauses(text).flatMap(coordinated);
}

function joinedClauses(text: string): string[] {
  const out: string[] = [];
  let intro = "";
  for (const raw of text.split(/\s*;\s+|\s+[—–]\s+|,\s+(?:and\s+|but\s+)?/)) {
    if (!raw.trim()) continue;
    // An opening phrase ("For the events pipeline, go with RabbitMQ") belongs to the clause after it.
    if (out.length === 0 && !intro && INTRO.test(raw.trim()) && claimValues(raw).length === 0) {
      intro = `${raw}, `;
      continue;
    }
    const part = intro + raw;
    intro = "";
    // A short tail or an old value ("Grenoble, not Lyon"; "May 3, 2026") belongs to the clause before.
    // A clause opening with a pronoun goes with the one before when that one names no value: "the
    // database moved; it now lives on pg-07" (its subject), not "2.7 isn't signed; it has 4 issues".
    const pronoun = /^(?:it|they|this|that|he|she|its|their)\b/i.test(part.trim());
    const joins =
      (pronoun &&
        (out.length === 0 || claimValues(out[out.length - 1]).length === 0 || claimValues(part).length === 0)) ||
      /^(?:which|not|instead|rather|so|then)\b/i.test(part.trim()) ||
      // A short tail, unless it denies something of its own ("4 known issues, none blocking").
      (part.trim().split(SPACES).length < 3 && !/^(?:none|no)\b/i.test(part.trim())) ||
      (out.length > 0 && continuesList(out[out.length - 1], part));
    if (out.length && joins) out[out.length - 1] += `, ${part}`;
    else out.push(part);
  }
  if (intro) out.push(intro.replace(/, $/, ""));
  return out;
}

/**
 * The rest of a list the clause before ends with ("It passes Delft" + "Leiden and Haarlem"):
 * values of the same kind and nothing else.
 */
function continuesList(before: string, part: string): boolean {
  const last = claimValues(before).at(-1);
  if (!last || holdsAny(before.slice(last.end), "letter", "number")) return false;
  const values = claimValues(`x ${part}`);
  if (values.length === 0 || values.some((v) => v.kind !== last.kind)) return false;
  const words = new Set(values.flatMap((v) => contentTokens(v.text).map((t) => t.term)));
  return contentTokens(part).every((t) => words.has(t.term));
}

/**
 * A clause's coordinated facts: split at "and", "but", "while", "whereas" when each side is a fact
 * of its own, a value with words it is about ("the budget is 40k euros and the launch is on 7
 * March"); a list of values ("Porto and Lisbon", "3 days in Porto and 2 in Lisbon") stays whole.
 */
function coordinated(clause: string): string[] {
  const parts = clause.split(/(\s+(?:and|but|while|whereas)\s+)/i);
  if (parts.length < 3) return [clause];
  // A number said in words holds its "and" ("one hundred and twenty").
  const spoken = numberPhrases(clause);
  const groups: string[] = [parts[0]];
  let at = parts[0].length;
  for (let i = 1; i < parts.length; i += 2) {
    const piece = parts[i + 1];
    const inNumber = spoken.some((n) => n.at < at && at < n.end);
    at += parts[i].length + piece.length;
    if (!inNumber && ownFact(piece)) groups.push(piece);
    else groups[groups.length - 1] += parts[i] + piece;
  }
  return groups.length > 1 && isFactOnItsOwn(groups[0]) && groups.slice(1).every(ownFact) ? groups : [clause];
}

/**
 * A coordinated piece that states a fact of its own: {@link isFactOnItsOwn}, or a value said of the
 * sentence's subject ("... and are kept for 30 days"), whose words may all be light.
 */
const ownFact = (piece: string) => isFactOnItsOwn(piece) || (elliptic(piece) && claimValues(piece).length > 0);

/**
 * A value, a denial or a statement with a verb ("breakfast is included"), and at least one word it
 * is about, not a stop word, a value's own word nor an update cue.
 */
function isFactOnItsOwn(text: string): boolean {
  const values = claimValues(text);
  if (values.length === 0 && !denies(text) && !text.split(" ").some((w) => STATING_VERBS.has(w.toLowerCase())))
    return false;
  // A name that opens the piece is what its other value is about ("Rehearsal is at 4 pm").
  if (values.length >= 2 && values[0].kind === "name" && atStartOf(text, values[0].at)) return true;
  const valueWords = new Set(values.flatMap((v) => contentTokens(v.text).map((t) => t.term)));
  return contentTokens(text).some(
    (t) => !valueWords.has(t.term) && !hasDigit(t.term) && !CUES.has(t.surface.toLowerCase()) && !LIGHT.has(t.term),
  );
}

export function byKind(values: ClaimValue[]): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const v of values) {
    // Figures compare per unit: "3 replicas" and "250 ms" are different slots.
    const slot = v.kind === "number" ? v.key.split(":").slice(0, 2).join(":") : v.kind;
    if (!out.has(slot)) out.set(slot, new Set());
    out.get(slot)!.add(v.key);
  }
  return out;
}

/**
 * What stands right before a word both claims share, qualifying what both are about: a word of
 * `claim` the other lacks (not in `words`) or a name, identifier or date it does not state (not in
 * `keys`): "word"; else a figure it does not state ("5 stages"): "value"; null when nothing does.
 */
function qualifier(
  claim: Claim,
  words: Set<string>,
  keys: string[],
  shared: string[],
  values: ClaimValue[] = claim.values,
): "word" | "value" | null {
  const spans = values
    .map((v) => ({ at: claim.fact.indexOf(v.text), end: claim.fact.indexOf(v.text) + v.text.length, v }))
    .filter((s) => s.at >= 0);
  const items = [
    ...contentTokens(claim.fact)
      .filter((t) => !spans.some((s) => t.index >= s.at && t.index < s.end))
      .map((t) => ({
        at: t.index,
        end: t.index + t.surface.length,
        word: fold(t.term),
        // A denial ("won't migrate") or an update's adverb ("now begins") qualifies nothing.
        denial: NEGATION.test(t.surface) || UPDATE_ADVERBS.has(t.surface.toLowerCase()),
        strength: null as Strength,
      })),
    ...spans.map(({ at, end, v }) => ({
      at,
      end,
      word: "",
      denial: false,
      strength: (holds(keys, v.key) ? null : v.kind === "number" ? "value" : "word") as Strength,
    })),
  ].sort((x, y) => x.at - y.at);
  const head = (w: string) => shared.includes(w) && !LIGHT.has(w);
  // The subject stands before its verb: a value qualifying a word after it ("is at Priya's place", "will use
  // Dana's van") is what the fact states, not another subject; a plain word there still is ("the export feature").
  const verb = claim.fact
    .toLowerCase()
    .split(" ")
    .findIndex((w) => STATING_VERBS.has(w));
  const subjectEnd = verb < 0 ? Infinity : claim.fact.split(" ").slice(0, verb).join(" ").length;
  // Right before: nothing but a space between ("events budget"); a verb and its preposition ("listens on port") are not.
  const before = items
    .filter(
      (item, i) =>
        i + 1 < items.length &&
        (items[i + 1].at < subjectEnd || item.word !== "") &&
        head(items[i + 1].word) &&
        OWNER_GAPS.has(claim.fact.slice(item.end, items[i + 1].at)),
    )
    .map((item) => (item.word === "" ? item.strength : words.has(item.word) || item.denial ? null : "word"));
  return before.includes("word") ? "word" : before.includes("value") ? "value" : null;
}

type Strength = "word" | "value" | null;

/** What may stand between a qualifier and the word it qualifies: a space, or an owner's "'s" ("Alice's flight"). */
const OWNER_GAPS = new Set([" ", "'s ", "’s "]);

/** Both facts say the same words in the same order, their values (a list as one) in the same places. */
function sameWordsBut(a: Claim, b: Claim): boolean {
  const words = (c: Claim) => {
    const spans = claimValues(c.fact);
    const items = [
      ...contentTokens(c.fact)
        .filter((t) => !spans.some((v) => t.index >= v.at && t.index < v.end))
        .map((t) => ({ at: t.index, word: t.term })),
      ...spans.map((v) => ({ at: v.at, word: "#" })),
    ].sort((x, y) => x.at - y.at);
    return items
      .filter((item, i) => item.word !== "#" || items[i - 1]?.word !== "#")
      .map((item) => item.word)
      .join(" ");
  };
  const wa = words(a);
  return wa.replaceAll("#", "").trim() !== "" && wa === words(b);
}

/** The name a fact opens with, its subject ("Ana takes notes"); an owner ("Ana's flight") only with `owners`. */
const openingName = (c: Claim, owners = false) =>
  c.values.find((v) => v.kind === "name" && c.fact.startsWith(v.text) && (owners || !c.fact.startsWith(`${v.text}'`)));

/**
 * Both facts open with a name of their own and say the same after it, word for word and value for
 * value ("Ana takes notes" / "Ben takes notes"; not "Priya runs 10 km" / "Tomasz runs 5 km").
 */
function subjectSwapped(a: Claim, b: Claim): boolean {
  const [na, nb] = [openingName(a), openingName(b)];
  if (!na || !nb || sameValue(na.key, nb.key)) return false;
  const rest = (c: Claim, v: ClaimValue) =>
    contentTokens(c.fact.slice(v.text.length))
      .map((t) => t.term)
      .join(" ");
  const others = (c: Claim, v: ClaimValue) => c.values.filter((w) => w !== v).map((w) => w.key);
  const [oa, ob] = [others(a, na), others(b, nb)];
  return (
    rest(a, na) !== "" && rest(a, na) === rest(b, nb) && oa.every((k) => holds(ob, k)) && ob.every((k) => holds(oa, k))
  );
}

/** Two facts worded alike but for a few words in one place ("we should rent the office", "we should buy the office"). */
function swapped(a: Claim, b: Claim): boolean {
  const wa = a.fact.toLowerCase().split(" ");
  const wb = b.fact.toLowerCase().split(" ");
  let head = 0;
  while (head < wa.length && head < wb.length && wa[head] === wb[head]) head++;
  let tail = 0;
  while (tail < wa.length - head && tail < wb.length - head && wa.at(-1 - tail) === wb.at(-1 - tail)) tail++;
  const middle = (w: string[]) => w.length - head - tail;
  if (head + tail >= 2 && middle(wa) <= 3 && middle(wb) <= 3) return true;
  // Advice opening with another verb on the same thing ("Lease the van ..." / "Buy the van").
  const verb = (w: string[]) => w[0].replace(/[^a-z]/g, "");
  let same = 1;
  const bare = (w: string) => (",.;".includes(w.at(-1) ?? "") ? w.slice(0, -1) : w);
  while (same < wa.length && same < wb.length && bare(wa[same]) === bare(wb[same])) same++;
  return IMPERATIVES.has(verb(wa)) && IMPERATIVES.has(verb(wb)) && fold(verb(wa)) !== fold(verb(wb)) && same >= 3;
}

/** The words both claims are about, as the first claim writes them ("launch date", "Priya · migration"). */
function aboutOf(a: Claim, shared: string[], sharedValues: ClaimValue[]): string {
  const words = shared.map((k) => a.frameSurface.get(k) ?? k);
  const names = sharedValues.filter((v) => v.kind === "name" || v.kind === "identifier").map((v) => v.text);
  return [...names, ...words].slice(0, 6).join(" ") || a.text.slice(0, 40);
}

/**
 * The value kinds that, stated beside an identifier, make the identifier what the fact is about:
 * a file, host, ticket or release with its size, date or time ("report-12.csv 156 bytes",
 * "api-02 restarts at 03:00"). An identifier alone is the fact's value ("the code is ORCHID-7").
 */
const STATED_OF_IDENTIFIER = new Set<ClaimValueKind>(["number", "date", "time"]);

/**
 * A fact's subject identifiers: the identifiers it writes as such (not a figure after a numbering
 * word: "gate 12" is a value), when it states a value of {@link STATED_OF_IDENTIFIER} besides.
 */
export function subjectIds(c: Claim): ClaimValue[] {
  if (!c.values.some((v) => STATED_OF_IDENTIFIER.has(v.kind))) return [];
  return c.values.filter((v) => v.kind === "identifier" && !v.numbered);
}

/** The word a name stands for when the other fact writes it as a plain word ("Budget is ..." / "the budget"). */
const nameWord = (v: ClaimValue) => fold(contentTokens(v.text)[0]?.term ?? v.text.toLowerCase());

/**
 * The keys under which a claim may meet another that {@link compareFacts} relates: its frame words,
 * its names' words and its values, each value under a key every value {@link sameValue} matches
 * shares (a name under its first six letters, a date under its month).
 */
function meetingKeys(c: Claim): string[] {
  const keys = c.frame.map((w) => `f:${w}`);
  for (const v of c.values) {
    if (v.kind === "name") keys.push(`f:${nameWord(v)}`, `n:${v.key.slice(5, 11)}`);
    else if (v.kind === "date") {
      const date = v.key.slice(5).split("@")[0];
      // A year ("2026-03-07") is left out: the day without it is the same date (`sameDateKey`).
      const day = (date.length > 5 && date[4] === "-" ? date.slice(5) : date).split("-");
      keys.push(`d:${day.length >= 2 ? day.at(-2) : day[0]}`);
    } else if (v.kind === "time") {
      // Under its hour of a 12-hour clock: "half past five" meets "17:30" (`sameClock`).
      const [hour, minutes] = v.key.slice(5).replace("~", "").split(":");
      keys.push(`t:${Number(hour) % 12}:${minutes}`);
    } else keys.push(`v:${v.key}`);
  }
  return keys;
}

/**
 * The claims of `claims` that `compareFacts` could relate to a given claim, in their order: those
 * sharing a frame word, a name's word or a value with it ({@link meetingKeys}; every relation needs
 * one) and, when it names subject identifiers ({@link subjectIds}), no others than its own. Any
 * other pair is unrelated, so a listing of a thousand lines, each about its own file, is compared
 * line to line, not every line to every line.
 */
export function relatable(claims: readonly Claim[]): (c: Claim) => Claim[] {
  const any = new Map<string, number[]>();
  const unnamed = new Map<string, number[]>();
  const byId = new Map<string, number[]>();
  const put = (map: Map<string, number[]>, key: string, i: number) => {
    const list = map.get(key);
    if (list) list.push(i);
    else map.set(key, [i]);
  };
  claims.forEach((c, i) => {
    const ids = subjectIds(c);
    for (const key of new Set(meetingKeys(c))) {
      put(any, key, i);
      if (ids.length === 0) put(unnamed, key, i);
    }
    for (const key of new Set(ids.map((v) => v.key))) put(byId, key, i);
  });
  return (c) => {
    const ids = subjectIds(c);
    const found = new Set<number>();
    for (const key of new Set(meetingKeys(c)))
      for (const i of (ids.length ? unnamed : any).get(key) ?? []) found.add(i);
    for (const v of ids) for (const i of byId.get(v.key) ?? []) found.add(i);
    return [...found].sort((x, y) => x - y).map((i) => claims[i]!);
  };
}

/** Both facts name subject identifiers ({@link subjectIds}) and share none: facts about different things. */
export function otherSubjects(a: Claim, b: Claim): boolean {
  const [ia, ib] = [subjectIds(a), subjectIds(b)];
  if (ia.length === 0 || ib.length === 0) return false;
  const keys = ib.map((v) => v.key);
  return !ia.some((v) => holds(keys, v.key));
}

/** Words after a figure that make it per item ("40 euros a box", "9 dollars each", "€3 per head"). */
const PER_ITEM_AFTER = new Set(["a", "an", "each", "apiece", "per"]);
/** Words before a figure that make it per item ("each ticket costs 9 dollars"). */
const PER_ITEM_BEFORE = new Set(["each", "every"]);

/**
 * Whether `c` states a figure per item ({@link PER_ITEM_AFTER}, {@link PER_ITEM_BEFORE}; "per the
 * contract" is not). A clock time is not: "at 7:35 each morning" says when, every day.
 */
export function perItem(c: Claim): boolean {
  return c.values.some((v) => {
    const at = v.kind === "time" ? -1 : c.fact.indexOf(v.text);
    if (at < 0) return false;
    const after = c.fact.slice(at + v.text.length);
    const next = firstWord(after);
    if (PER_ITEM_AFTER.has(next) && !(next === "per" && firstWord(after.trimStart().slice(next.length)) === "the"))
      return true;
    return wordsAsWritten(c.fact.slice(0, at).toLowerCase()).some((w) => PER_ITEM_BEFORE.has(w));
  });
}

/**
 * Whether each side states exactly one value of some measure, date or time (not a name, an
 * identifier or a bare figure) and the two differ: `["30 days"]` / `["14 days"]`, not `["30 days"]` /
 * `["30 days", "14 days"]` nor `["30 days"]` / `["12 GB"]`.
 */
function oneSlotDiffers(va: ClaimValue[], vb: ClaimValue[]): boolean {
  const kb = byKind(vb);
  for (const [slot, setA] of byKind(va)) {
    if (slot === "name" || slot === "identifier" || slot === "number:") continue;
    const setB = kb.get(slot);
    if (setB && setA.size === 1 && setB.size === 1 && !holds(setB, [...setA][0])) return true;
  }
  return false;
}

/**
 * How claim `a` relates to claim `b`: about the same thing (their frames mostly shared) and then
 * either agreeing or in conflict (a value kind both state differs on both sides, one denies the
 * other, or, about different things by their words, one restates the other with another value by
 * `restates(a, b)` (none by default).
 *
 * @example compareFacts(toClaim("1", "The launch is on May 3."), toClaim("2", "We now launch May 10.")).kind // "conflict"
 */
export function compareFacts(
  a: Claim,
  b: Claim,
  restates: (a: string, b: string) => boolean = () => false,
): ClaimRelation {
  // A name one side writes as a value and the other as a plain word ("Budget is ..." / "the budget") is frame.
  const plainA = new Set(a.frame);
  const plainB = new Set(b.frame);
  const word = nameWord;
  // So is a one-word name both open with ("Standup is at 9" / "Standup is at 09:00").
  const oneWordNames = (c: Claim) =>
    c.values.filter((v) => v.kind === "name" && !v.text.includes(" ") && c.fact.startsWith(v.text)).map(word);
  const namedA = new Set(oneWordNames(a));
  const namedB = new Set(oneWordNames(b));
  // Both, not one: a name only one side opens with is a value both state ("Hannah is our contact" /
  // "our contact at Veritas is Hannah"), not a value one side states and the other does not.
  const named = new Set([...namedA].filter((w) => namedB.has(w)));
  const keep = (values: ClaimValue[], other: Set<string>) =>
    values.filter((v) => !(v.kind === "name" && !v.text.includes(" ") && (other.has(word(v)) || named.has(word(v)))));
  const va = keep(a.values, plainB);
  const vb = keep(b.values, plainA);
  const fa = new Set([...a.frame, ...a.values.filter((v) => !va.includes(v)).map(word)]);
  const fb = new Set([...b.frame, ...b.values.filter((v) => !vb.includes(v)).map(word)]);
  const shared = [...fa].filter((w) => fb.has(w));
  const keysB = vb.map((v) => v.key);
  const sharedValues = va.filter((v) => holds(keysB, v.key));
  const dice = fa.size + fb.size === 0 ? 0 : (2 * shared.length) / (fa.size + fb.size);
  const about = aboutOf(a, shared, sharedValues);

  // Each fact holding identifiers of its own that the other does not name: two subjects ("report-1.csv
  // is 13 bytes" / "report-2.csv is 26 bytes"), whatever else they share.
  if (otherSubjects(a, b)) return { kind: "unrelated", why: "subjects" };
  const topical = shared.filter((w) => !LIGHT.has(w));
  const sameTopic =
    (dice >= 0.4 && topical.length > 0) ||
    // The same words on both sides, light ones only ("deploy to us-east-1" and "deploy to us-west-2").
    (dice === 1 && va.length > 0 && vb.length > 0) ||
    (sharedValues.some((v) => v.kind !== "number") && shared.length >= 1 && dice >= 0.3) ||
    // Two topical words and half the shorter side's: a long preamble on one side ("Notes from
    // the venue call: the hall hire ...") does not make another topic.
    (topical.length >= 2 && topical.length / Math.min(fa.size, fb.size) >= 0.5);
  // Nothing but values on both sides, all the same ("It is at 2:30 pm" / "At 14:30, yes"): the same fact.
  if (fa.size + fb.size === 0 && va.length > 0 && sharedValues.length === va.length && va.length === vb.length)
    return { kind: "agree", about: va.map((v) => v.text).join(" ") };
  if (!sameTopic) {
    // The condensed notes' restatement rule, when the two share something beyond light verbs.
    // The same values on both sides restate nothing new ("Use Redis 7" / "Go with Redis 7").
    const sameValues = va.length > 0 && sharedValues.length === va.length && va.length === vb.length;
    const restated = !sameValues && (topical.length > 0 || sharedValues.length > 0) && restates(a.fact, b.fact);
    if (restated) return { kind: "conflict", about, reason: "restated" };
    // One value of one measure on each side, different, beside a topical word both share ("Backups
    // are kept 30 days" / "retention for the backups: 14 days"): the slot restated, however little
    // else the two sentences share (the fact diff aligns answers' slots the same way).
    // A figure said per item on one side only ("40 euros a box", "each ticket costs 9 dollars") is a
    // rate, another slot than a total of the same measure; said per item on both, it is one rate.
    const restatedSlot = topical.length > 0 && perItem(a) === perItem(b) && oneSlotDiffers(va, vb);
    return restatedSlot ? { kind: "conflict", about, reason: "value" } : { kind: "unrelated", why: "topic" };
  }
  // Words one side is about and the other not: qualifiers of a subject ("the design budget" and
  // "the hiring budget") or of what it states ("removes the importer" and "removes the exporter").
  const ownA = [...fa].filter((w) => !fb.has(w) && !LIGHT.has(w));
  const ownB = [...fb].filter((w) => !fa.has(w) && !LIGHT.has(w));
  const bothQualified = ownA.length > 0 && ownB.length > 0;
  const bothOwn = [...fa].some((w) => !fb.has(w)) && [...fb].some((w) => !fa.has(w));
  // Each side qualifies the words both share, differently ("the design budget" and "the hiring
  // budget"; "version 2.0 removes" and "version 2.1 removes"; "the Berlin office" and "the Paris
  // office"): two subjects, whatever their values or denials. A figure qualifies only when both
  // sides also say something of their own ("5 stages" is a figure and its unit).
  // A name both state right before a value they do not share is part of that value ("Android 10" /
  // "Android 11"), not a subject that keeps them one.
  const headsValue = (c: Claim, v: ClaimValue, theirs: string[]) => {
    const after = c.fact.slice(c.fact.indexOf(v.text) + v.text.length);
    return c.values.some((w) => !holds(theirs, w.key) && after.startsWith(` ${w.text}`));
  };
  // A name both state after a figure they do not share is what the figure measures ("16 GB of RAM"
  // / "64 GB of RAM"), not a subject either.
  const measured = (c: Claim, v: ClaimValue, theirs: string[]) =>
    c.values.some(
      (w) => w.kind === "number" && !holds(theirs, w.key) && c.fact.indexOf(w.text) < c.fact.indexOf(v.text),
    );
  const subjectNamed = sharedValues.some(
    (v) =>
      (v.kind === "name" || v.kind === "identifier") &&
      !(
        headsValue(a, v, keysB) &&
        headsValue(
          b,
          v,
          va.map((w) => w.key),
        )
      ) &&
      !(
        measured(a, v, keysB) &&
        measured(
          b,
          v,
          va.map((w) => w.key),
        )
      ),
  );
  const wordsOf = (c: Claim, frame: Set<string>) =>
    new Set([...frame, ...contentTokens(c.fact).map((t) => fold(t.term))]);
  // A name read as a plain word ("Purchase orders ..." / "the purchase orders") qualifies as a word.
  const qa = qualifier(
    a,
    wordsOf(b, fb),
    vb.map((v) => v.key),
    shared,
    va,
  );
  const qb = qualifier(
    b,
    wordsOf(a, fa),
    va.map((v) => v.key),
    shared,
    vb,
  );
  // One name opening each fact, the rest word for word ("Ana takes notes" / "Ben takes notes"): who
  // does it is what differs, the name is no qualifier.
  if (subjectSwapped(a, b)) return { kind: "conflict", about, reason: "value" };
  if (!subjectNamed && qa && qb && ((qa === "word" && qb === "word") || (bothQualified && bothOwn)))
    return { kind: "unrelated", why: "subjects" };
  // A choice: no values, the same words but one or two swapped on each side ("lease the vans" and
  // "buy the vans"; a list with one item changed).
  if (va.length + vb.length === 0 && bothQualified && a.negated === b.negated) {
    const swap = (ownA.length <= 2 && ownB.length <= 2 && topical.length >= 2) || (topical.length > 0 && swapped(a, b));
    return swap ? { kind: "conflict", about, reason: "value" } : { kind: "agree", about };
  }
  const ka = byKind(va);
  const kb = byKind(vb);
  let differing = 0;
  const figure = (k: string) => k.split(":").at(-1);
  for (const [slot, setA] of ka) {
    const own = kb.get(slot);
    const setB = own ?? (slot.startsWith("number:") ? kb.get("number:") : undefined);
    if (!setB) continue;
    // A figure with a unit on one side and a bare one on the other compare by the figure alone ("62k last month" and "62,000").
    const same = (x: Set<string>, k: string) => (own ? holds(x, k) : [...x].some((y) => figure(y) === figure(k)));
    const onlyA = [...setA].some((k) => !same(setB, k));
    const onlyB = [...setB].some((k) => !same(setA, k));
    // A list one side states shorter, in the same words ("the approvers are Kim, Lars and Noor" /
    // "the approvers are Kim and Lars"); a list another sentence names in part is silence, not a change.
    if ((onlyA && onlyB) || (slot === "name" && (onlyA || onlyB) && sameWordsBut(a, b))) differing++;
  }
  // A bare figure on one side and a figure with a unit on the other ("budget is 40k" / "$55,000").
  if (ka.get("number:") && !kb.get("number:")) {
    const other = [...kb.entries()].filter(([s]) => s.startsWith("number:"));
    const theirs = new Set([...(other[0]?.[1] ?? [])].map(figure));
    if (other.length === 1 && ![...ka.get("number:")!].some((k) => theirs.has(figure(k)))) differing++;
  }
  // A restatement changes one thing; two differing kinds and nothing shared are two subjects
  // ("Billing runs in eu-west-1" / "Analytics runs in us-east-2").
  // Each fact opening with a name of its own and stating another value besides: two subjects, each
  // with its value ("Priya runs 10 km" / "Tomasz runs 5 km"), not one fact changed twice.
  const [na, nb] = [openingName(a, true), openingName(b, true)];
  if (differing > 1 && na && nb && !sameValue(na.key, nb.key)) return { kind: "unrelated", why: "subjects" };
  // So is each naming someone else (one word: a person's first name) with a figure of its own,
  // wherever the name stands ("so far: Tom has raised £340" / "Aisha's page is at £510").
  const names = (v: ClaimValue[]) => v.filter((x) => x.kind === "name" && !x.key.includes(" ")).map((x) => x.key);
  const [pa, pb] = [names(va), names(vb)];
  if (
    differing > 1 &&
    pa.length === 1 &&
    pb.length === 1 &&
    !sameValue(pa[0], pb[0]) &&
    va.some((x) => x.kind === "number") &&
    vb.some((x) => x.kind === "number")
  )
    return { kind: "unrelated", why: "subjects" };
  if (differing === 1 || (differing > 1 && (sharedValues.length > 0 || shared.length >= 2)))
    return { kind: "conflict", about, reason: "value" };
  if (differing > 1) return { kind: "unrelated", why: "subjects" };
  const namedAlike = sharedValues.some((v) => v.kind === "identifier");
  if (a.negated !== b.negated && (dice >= 0.5 || namedAlike) && shared.length + sharedValues.length >= 2)
    return { kind: "conflict", about, reason: "negation" };
  return { kind: "agree", about };
}

/** A contradiction between what a branch brings up and what its parent said after the branch point. */

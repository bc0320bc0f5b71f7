import type { ValueKind } from "./value-kinds";
import { supersedes } from "./answer";
import { contentTokens, isStopword, splitSentences, type ContentToken } from "@/lib/extract";
import { findDates, MONTH_NAMES, sameDateKey } from "./dates";
import { NUMBER_WORD_SOURCE, NUMBER_WORDS, numberWordValue } from "./number-words";
import { extractStatements, type CondenseSource } from "./statements";
import { statesFact } from "./filler";
import { SPACES } from "./chars";

/**
 * Claims: what a statement asserts, as a frame (what it is about) and typed values (dates, times,
 * numbers with their unit, identifiers, names), and whether it is negated. Built on the condensed
 * notes' fact extraction (`extractStatements`: filler, small talk and answered questions are not
 * claims) and compared with a rule that widens their restatement rule (`supersedes`): two claims
 * about the same thing conflict when a value of one kind differs on both sides ("the launch is May
 * 3" / "we now launch on May 10"), or when one denies what the other states ("we will ship dark
 * mode" / "dark mode won't ship"). Paraphrases with the same values agree. Pure, no model.
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

/** Whether two values are the same: equal keys, or dates naming one day ("7 March" = "2026-03-07"). */
export function sameValue(a: string, b: string): boolean {
  if (a === b) return true;
  return a.startsWith("date:") && b.startsWith("date:") && sameDateKey(a.slice(5), b.slice(5));
}

const holds = (keys: Iterable<string>, key: string) => [...keys].some((k) => sameValue(k, key));

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
}

/** How two claims relate: the same fact, a contradiction (what differs), or unrelated. */
export type ClaimRelation =
  | { kind: "unrelated" }
  | { kind: "agree"; about: string }
  | { kind: "conflict"; about: string; reason: "value" | "negation" | "restated" };

/** Words that frame an update or a statement without saying what it is about. */
const CUES = new Set(
  `actually now new newly currently update updated updating change changed changing instead correction corrected
   longer anymore still moved move moving switched switch replaced replace postponed rescheduled reassigned pushed
   mind minds heads today final finally confirm confirmed confirmation latest sorry turns turned out plan plans planned
   think thought believe guess looks look seems seem decided decide decision going gonna let agreed agree
   officially official definitely probably also please note`.split(/\s+/),
);

/** Stemmed words folded into one concept, so that paraphrases share their frame. */
const SYNONYMS: Record<string, string> = {
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
const LIGHT = new Set(
  "run go went gone have get make take choose hold own do put set keep need want work will say said stay come end".split(
    " ",
  ),
);

/** Words that deny the statement they are in. */
const NEGATION =
  /\b(?:not|never|no longer|cannot|can't|won't|isn't|aren't|wasn't|weren't|don't|doesn't|didn't|shouldn't|haven't|hasn't|nobody|none|no)\b|n['’]t\b|\b(?:cancel(?:l)?ed|scrapped|dropped|abandoned|called off|rejected|against)\b/i;

/** Units folded to one name: "$", "usd", "dollars" -> usd; "k" and "million" scale the figure. */
const UNIT_ALIASES: Record<string, string> = {
  $: "usd",
  usd: "usd",
  dollar: "usd",
  dollars: "usd",
  "€": "eur",
  eur: "eur",
  euro: "eur",
  euros: "eur",
  "£": "gbp",
  gbp: "gbp",
  pound: "gbp",
  pounds: "gbp",
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
  hour: "h",
  hours: "h",
  hrs: "h",
  day: "day",
  days: "day",
  week: "week",
  weeks: "week",
  month: "month",
  months: "month",
  gb: "gb",
  mb: "mb",
  tb: "tb",
  km: "km",
  kilometre: "km",
  kilometres: "km",
  kilometer: "km",
  kilometers: "km",
  mile: "mile",
  miles: "mile",
};
const CURRENCIES = new Set(["usd", "eur", "gbp"]);
/** Units of time in seconds: a span is compared in one unit. */
const SECONDS: Record<string, number> = { ms: 0.001, s: 1, min: 60, h: 3600, day: 86400, week: 604800 };
const SCALE: Record<string, number> = { k: 1e3, thousand: 1e3, m: 1e6, million: 1e6, mm: 1e6, bn: 1e9, billion: 1e9 };

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
  return text
    .slice(0, at)
    .toLowerCase()
    .split(/[^a-z]+/)
    .some((w) => CUES.has(w) || CHANGE_STEMS.some((stem) => w.startsWith(stem)));
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

/** True when nothing but punctuation comes before `at` (the sentence's first word). */
function atStartOf(text: string, at: number): boolean {
  return text.slice(0, at).replace(/[^\p{L}\p{N}]/gu, "") === "";
}

/** Verbs that open an imperative sentence ("Use Kafka ..."): never the first word of a name. */
const IMPERATIVES = new Set(
  `use go run keep give deploy promise hold set pick choose plan put make take let ship host move buy get add
   start stop switch try consider prefer book send build bring pack contact email call fly stay rent lease visit
   avoid skip recommend suggest`.split(/\s+/),
);

/**
 * The values of `text` in reading order; `old` marks a value the sentence says no longer holds
 * ("from May 3 to May 10", "Grenoble, not Lyon").
 */
export function claimValues(text: string): (ClaimValue & { old: boolean; at: number; end: number })[] {
  const found: { at: number; end: number; value: ClaimValue }[] = [];
  const taken = (at: number, end: number) => found.some((f) => at < f.end && end > f.at);
  const add = (at: number, end: number, value: ClaimValue) => {
    if (!taken(at, end)) found.push({ at, end, value });
  };
  for (const d of findDates(text)) add(d.at, d.end, { kind: "date", key: `date:${d.key}`, text: d.text });
  for (const m of text.matchAll(/\b(\d{1,2})(?::(\d{2}))?\s*(am|pm|a\.m\.|p\.m\.)|\b(\d{1,2}):(\d{2})\b/gi)) {
    const hour = Number(m[1] ?? m[4]) % 12;
    const pm = /^p/i.test(m[3] ?? "");
    const h = m[3] ? hour + (pm ? 12 : 0) : Number(m[4]);
    add(m.index, m.index + m[0].length, {
      kind: "time",
      key: `time:${h}:${m[2] ?? m[5] ?? "00"}`,
      text: m[0],
    });
  }
  // Names: capitalised runs; a sentence's first word only when it is followed by a verb.
  for (const m of text.matchAll(/\p{Lu}[\p{L}\p{N}'’]*(?:\s+\p{Lu}[\p{L}\p{N}'’]*)*(?![\p{L}\p{N}-])/gu)) {
    let words = m[0].split(/\s+/).map((w) => w.replace(/['’]s$/, ""));
    let at = m.index;
    while (words.length && isStopword(words[0].toLowerCase())) {
      at += m[0].indexOf(words[0]) + words[0].length;
      words = words.slice(1);
    }
    if (!words.length) continue;
    const atStart = atStartOf(text, m.index);
    if (atStart && words.length === 1) {
      const next =
        text
          .slice(m.index + m[0].length)
          .trimStart()
          .split(/\s+/)[0]
          ?.toLowerCase() ?? "";
      const verbLike = /^(?:is|was|will|has|had|can|should|must|and|said|'s|[a-z]{2,}[^s\W]s|[a-z]{3,}ed)$/.test(next);
      // A plural, a participle or a noun of a common ending opening a sentence ("Backups", "Approval") is not a name.
      const first = words[0].toLowerCase();
      if (!verbLike || IMPERATIVES.has(first) || /(?:ing|ed|ly|s|al|ion|ment|ity|ure|ness|ance|ence)$/.test(first))
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
    // A unit written in capitals ("32 GB", "USD") belongs to its figure.
    if (UNIT_ALIASES[name.toLowerCase()] !== undefined) continue;
    add(at, at + name.length, { kind: "name", key: `name:${name.toLowerCase()}`, text: name });
  }
  // Identifiers: letters and digits mixed (ORCHID-7, pg-02, v2.1, OPS-4471), snake_case, paths,
  // e-mail addresses and dotted versions of three parts or more (3.14.12).
  for (const m of text.matchAll(/[A-Za-z0-9][\w.@+/-]*[A-Za-z0-9]/g)) {
    const t = m[0];
    const mixed = /[A-Za-z]/.test(t) && /\d/.test(t);
    const parts = t.split(".");
    const version = parts.length >= 3 && parts.every((p) => p !== "" && Number.isInteger(Number(p)));
    if (
      (mixed && !/^\d+(?:\.\d+)?(?:k|m|mm|bn|ms|gb|mb|tb|st|nd|rd|th|am|pm)$/i.test(t) && !HYPHENED_FIGURE.test(t)) ||
      /^[a-z0-9]+(?:_[a-z0-9]+)+$/.test(t) ||
      version ||
      (t.includes("@") && parts.length >= 2)
    )
      add(m.index, m.index + t.length, { kind: "identifier", key: idKey(t), text: t });
  }
  // A span with a half in words: "a day and a half", "half an hour".
  for (const m of text.matchAll(/\b(?:(?:an?|one)\s+([a-z]+)\s+and\s+a\s+half|half\s+an?\s+([a-z]+))\b/gi)) {
    const unit = UNIT_ALIASES[(m[1] ?? m[2]).toLowerCase()];
    if (SECONDS[unit] === undefined) continue;
    const seconds = (m[1] ? 1.5 : 0.5) * SECONDS[unit];
    add(m.index, m.index + m[0].length, { kind: "number", key: `number:duration:${seconds}`, text: m[0] });
  }
  // Figures with their unit: "$40k", "40,000 dollars", "3 replicas", "250 ms", "three engineers".
  const figure = new RegExp(
    `([$€£]|\\b(?:usd|eur|gbp)\\b)?\\s?(\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\d{1,3}(?:[ \\u00a0\\u202f]\\d{3})+(?![\\d,.])|\\d+(?:\\.\\d+)?|\\b(?!(?:thousand|million)\\b)${NUMBER_WORD_SOURCE}\\b)\\s?(k|m|mm|bn|thousand|million|billion|%)?(?:(?![\\w-])(?:\\s+([a-z%]+))?|-([a-z]+)\\b)`,
    "gi",
  );
  for (const m of text.matchAll(figure)) {
    const start = m.index + (m[0].length - m[0].trimStart().length);
    const numText = m[2];
    const digits = /^\d/.test(numText);
    const raw = digits ? Number(numText.replace(/[,\s]/g, "")) : numberWordValue(numText)!;
    if (!Number.isFinite(raw)) continue;
    const scale = m[3] ? (SCALE[m[3].toLowerCase()] ?? 1) : 1;
    const unitText = m[4] ?? m[5];
    const unitWord = unitText?.toLowerCase();
    const unit =
      (m[1] && UNIT_ALIASES[m[1].toLowerCase()]) ||
      (m[3] === "%" ? "percent" : undefined) ||
      (unitWord && (UNIT_ALIASES[unitWord] ?? (isStopword(unitWord) ? undefined : unitWord.replace(/s$/, "")))) ||
      "";
    // A unit that is a word of the topic ("3 replicas") stays in the frame; "ms", "$" do not.
    const end = m.index + m[0].length - (unitText && !UNIT_ALIASES[unitWord ?? ""] ? unitText.length : 0);
    // Spans of time in one unit ("2 hours" = "120 minutes"); amounts of money in one slot, their currency in the value.
    const seconds = SECONDS[unit];
    // A figure after a word that numbers things ("version 5.0", "gate 12") names one: an identifier.
    // So does a version before its word ("the 7.2 build").
    const named =
      NUMBERING_WORDS.has(text.slice(0, start).trimEnd().split(" ").at(-1)?.toLowerCase() ?? "") ||
      (/^\d+\.\d+$/.test(numText) && VERSION_WORDS.has(unitWord ?? "")) ||
      // A bare decimal, without a currency, scale or unit ("7.2 is out", "in 8.3"), reads as a version.
      (/^\d+\.\d+$/.test(numText) && !m[1] && !m[3] && unit === "");
    if (named && digits) {
      add(start, start + numText.length, { kind: "identifier", key: idKey(numText), text: numText, numbered: true });
      continue;
    }
    const key = seconds
      ? `number:duration:${Math.round(raw * scale * seconds * 1000) / 1000}`
      : CURRENCIES.has(unit)
        ? `number:money:${unit}:${raw * scale}`
        : `number:${unit}:${raw * scale}`;
    add(start, end, { kind: "number", key, text: text.slice(start, end).trim() });
  }
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => ({ ...f.value, old: isOld(text, f.at, f.end), at: f.at, end: f.end }));
}

const HAS_DIGIT = /\d/;

/** "5-kilometre", "45-second": a figure and its unit joined by a hyphen, not an identifier. */
const HYPHENED_FIGURE = /^\d+(?:\.\d+)?-[a-z]+$/i;

/** Words a version stands before ("the 7.2 build"). */
const VERSION_WORDS = new Set(["release", "version", "build", "patch"]);

/** An identifier's normal form: lower case, a version's "v" dropped ("v2.3.1" = "2.3.1"). */
function idKey(text: string): string {
  return `id:${text.toLowerCase().replace(/^v(?=\d+\.\d)/, "")}`;
}

/** Words whose figure names a thing rather than counts it ("version 5.0", "room 12"). */
const NUMBERING_WORDS = new Set(
  "version release build v patch ticket issue gate room flight platform terminal seat row bay line track number".split(
    " ",
  ),
);

function fold(term: string): string {
  return SYNONYMS[term] ?? term;
}

/** The claim a statement makes. */
export function toClaim(itemId: string, text: string, statement = text): Claim {
  const all = claimValues(text);
  const values: ClaimValue[] = all
    .filter((v) => !v.old)
    .map(({ kind, key, text: written, numbered }) => ({ kind, key, text: written, ...(numbered ? { numbered } : {}) }));
  const valueWords = new Set(
    all.flatMap((v) => contentTokens(v.text).flatMap((t) => [t.term, t.surface.toLowerCase(), ...t.parts])),
  );
  const frameSurface = new Map<string, string>();
  for (const t of contentTokens(text)) {
    const lower = t.surface.toLowerCase();
    if (valueWords.has(t.term) || valueWords.has(lower) || HAS_DIGIT.test(t.term)) continue;
    if (CUES.has(lower) || CUES.has(t.term) || NUMBER_WORDS.has(lower) || MONTH_NAMES.has(lower)) continue;
    if (NEGATION.test(lower)) continue;
    const key = fold(t.term);
    if (!frameSurface.has(key)) frameSurface.set(key, t.surface);
  }
  // A negation inside an old-value phrase ("MySQL, not Postgres") does not deny the claim.
  const negated = NEGATION.test(text.replace(/,?\s*(?:and )?not\s+(?:\p{Lu}\S*|\d\S*)/gu, ""));
  return { itemId, text: statement, fact: text, frame: [...frameSurface.keys()], frameSurface, values, negated };
}

/** The claims of a span of messages: every stated fact of the condensed notes' extraction, questions left out. */
export function claimsOf(sources: CondenseSource[]): Claim[] {
  const stated = extractStatements(sources)
    .filter((s) => s.kind !== "question")
    .map((s) => ({ source: s.source, text: s.text }));
  // Advice in the imperative ("Bring a tent, a stove and a map.", "I recommend renting the flat.")
  // states what an answer holds, though it has no finite verb for the condensed notes' extraction.
  const advice = sources.flatMap((source, index) =>
    splitSentences(source.content)
      .map((text) => text.trim())
      .filter((text) => !statesFact(text) && isAdvice(text))
      .map((text) => ({ source: index, text })),
  );
  return [...stated, ...advice].flatMap((s) =>
    // Clauses joined by ";" or a dash state one fact each ("Tomasz owns it now; Priya moved to search").
    clauses(s.text).flatMap((clause) => nearestFacts(toClaim(sources[s.source].id, clause, s.text))),
  );
}

/** A sentence opening with a verb of advice ("Bring ...", "Contact ...", "I recommend ..."), not a question. */
function isAdvice(text: string): boolean {
  if (text.endsWith("?")) return false;
  const [first = "", second = ""] = text.toLowerCase().split(" ");
  return IMPERATIVES.has(first) || (first === "i" && IMPERATIVES.has(second));
}

/**
 * A clause stating figures, dates or times of different kinds, each beside words of its own
 * ("launch on 7 March with a budget of 40k euros"), as one fact per value: each value takes the
 * words of the clause nearest it; names and identifiers (its subject) go with every fact. The
 * clause stays one fact when a value would be left without a word of its own.
 */
function nearestFacts(claim: Claim): Claim[] {
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
function clauses(text: string): string[] {
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
      (part.trim().split(/\s+/).length < 3 && !/^(?:none|no)\b/i.test(part.trim())) ||
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
  if (!last || before.slice(last.end).replace(/[^\p{L}\p{N}]/gu, "") !== "") return false;
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
  const groups: string[] = [parts[0]];
  for (let i = 1; i < parts.length; i += 2) {
    const piece = parts[i + 1];
    if (isFactOnItsOwn(piece)) groups.push(piece);
    else groups[groups.length - 1] += parts[i] + piece;
  }
  return groups.length > 1 && groups.every(isFactOnItsOwn) ? groups : [clause];
}

/**
 * A value, a denial or a statement with a verb ("breakfast is included"), and at least one word it
 * is about, not a stop word, a value's own word nor an update cue.
 */
function isFactOnItsOwn(text: string): boolean {
  const values = claimValues(text);
  if (values.length === 0 && !NEGATION.test(text) && !text.split(" ").some((w) => STATING_VERBS.has(w.toLowerCase())))
    return false;
  // A name that opens the piece is what its other value is about ("Rehearsal is at 4 pm").
  if (values.length >= 2 && values[0].kind === "name" && atStartOf(text, values[0].at)) return true;
  const valueWords = new Set(values.flatMap((v) => contentTokens(v.text).map((t) => t.term)));
  return contentTokens(text).some(
    (t) =>
      !valueWords.has(t.term) && !HAS_DIGIT.test(t.term) && !CUES.has(t.surface.toLowerCase()) && !LIGHT.has(t.term),
  );
}

function byKind(values: ClaimValue[]): Map<string, Set<string>> {
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
        // A denial ("won't migrate") qualifies nothing.
        denial: NEGATION.test(t.surface),
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
  // Right before: nothing but a space between ("events budget"); a verb and its preposition ("listens on port") are not.
  const before = items
    .filter(
      (item, i) =>
        i + 1 < items.length && head(items[i + 1].word) && claim.fact.slice(item.end, items[i + 1].at) === " ",
    )
    .map((item) => (item.word === "" ? item.strength : words.has(item.word) || item.denial ? null : "word"));
  return before.includes("word") ? "word" : before.includes("value") ? "value" : null;
}

type Strength = "word" | "value" | null;

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
  while (same < wa.length && same < wb.length && wa[same].replace(/[.,;]$/, "") === wb[same].replace(/[.,;]$/, ""))
    same++;
  return IMPERATIVES.has(verb(wa)) && IMPERATIVES.has(verb(wb)) && fold(verb(wa)) !== fold(verb(wb)) && same >= 3;
}

/** The words both claims are about, as the first claim writes them ("launch date", "Priya · migration"). */
function aboutOf(a: Claim, shared: string[], sharedValues: ClaimValue[]): string {
  const words = shared.map((k) => a.frameSurface.get(k) ?? k);
  const names = sharedValues.filter((v) => v.kind === "name" || v.kind === "identifier").map((v) => v.text);
  return [...names, ...words].slice(0, 6).join(" ") || a.text.slice(0, 40);
}

/**
 * How claim `a` relates to claim `b`: about the same thing (their frames mostly shared) and then
 * either agreeing or in conflict (a value kind both state differs on both sides, one denies the
 * other, or one restates the other with another value by `supersedes`).
 *
 * @example compareClaims(toClaim("1", "The launch is on May 3."), toClaim("2", "We now launch May 10.")).kind // "conflict"
 */
export function compareClaims(a: Claim, b: Claim): ClaimRelation {
  // A name one side writes as a value and the other as a plain word ("Budget is ..." / "the budget") is frame.
  const plainA = new Set(a.frame);
  const plainB = new Set(b.frame);
  const word = (v: ClaimValue) => fold(contentTokens(v.text)[0]?.term ?? v.text.toLowerCase());
  // So is a one-word name both open with ("Standup is at 9" / "Standup is at 09:00").
  const oneWordNames = (c: Claim) =>
    c.values.filter((v) => v.kind === "name" && !v.text.includes(" ") && c.fact.startsWith(v.text)).map(word);
  const namedA = new Set(oneWordNames(a));
  const namedB = new Set(oneWordNames(b));
  const keep = (values: ClaimValue[], other: Set<string>, named: Set<string>) =>
    values.filter((v) => !(v.kind === "name" && !v.text.includes(" ") && (other.has(word(v)) || named.has(word(v)))));
  const va = keep(a.values, plainB, namedB);
  const vb = keep(b.values, plainA, namedA);
  const fa = new Set([...a.frame, ...a.values.filter((v) => !va.includes(v)).map(word)]);
  const fb = new Set([...b.frame, ...b.values.filter((v) => !vb.includes(v)).map(word)]);
  const shared = [...fa].filter((w) => fb.has(w));
  const keysB = vb.map((v) => v.key);
  const sharedValues = va.filter((v) => holds(keysB, v.key));
  const dice = fa.size + fb.size === 0 ? 0 : (2 * shared.length) / (fa.size + fb.size);
  const about = aboutOf(a, shared, sharedValues);

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
    const restated =
      !sameValues &&
      (topical.length > 0 || sharedValues.length > 0) &&
      (supersedes(a.fact, b.fact) || supersedes(b.fact, a.fact));
    return restated ? { kind: "conflict", about, reason: "restated" } : { kind: "unrelated" };
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
  if (!subjectNamed && qa && qb && ((qa === "word" && qb === "word") || (bothQualified && bothOwn)))
    return { kind: "unrelated" };
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
    if (onlyA && onlyB) differing++;
  }
  // A bare figure on one side and a figure with a unit on the other ("budget is 40k" / "$55,000").
  if (ka.get("number:") && !kb.get("number:")) {
    const other = [...kb.entries()].filter(([s]) => s.startsWith("number:"));
    const theirs = new Set([...(other[0]?.[1] ?? [])].map(figure));
    if (other.length === 1 && ![...ka.get("number:")!].some((k) => theirs.has(figure(k)))) differing++;
  }
  // A restatement changes one thing; two differing kinds and nothing shared are two subjects
  // ("Billing runs in eu-west-1" / "Analytics runs in us-east-2").
  if (differing === 1 || (differing > 1 && (sharedValues.length > 0 || shared.length >= 2)))
    return { kind: "conflict", about, reason: "value" };
  if (differing > 1) return { kind: "unrelated" };
  const namedAlike = sharedValues.some((v) => v.kind === "identifier");
  if (a.negated !== b.negated && (dice >= 0.5 || namedAlike) && shared.length + sharedValues.length >= 2)
    return { kind: "conflict", about, reason: "negation" };
  return { kind: "agree", about };
}

/** A contradiction between what a branch brings up and what its parent said after the branch point. */
export interface FactConflict {
  about: string;
  branch: { itemId: string; text: string };
  parent: { itemId: string; text: string };
}

/**
 * The contradictions between `branch` (what a merge brings up) and `parent` (the parent's messages
 * after the branch point), each branch fact at most once per parent fact, in the branch's order.
 * Each side is quoted as its sentence; a pair of sentences that differ on several facts ("12 tables
 * ... and the hall until 8 pm") gives one conflict per fact, each quoted as its fact and settled on
 * its own.
 *
 * @example findConflicts([{ id: "b1", role: "user", content: "The launch is May 3." }], [{ id: "p1", role: "user", content: "Launch moved to May 10." }])
 */
export function findConflicts(branch: CondenseSource[], parent: CondenseSource[]): FactConflict[] {
  const ours = claimsOf(branch);
  // An answer's quotes of earlier context ("> The launch code is ORCHID-7.", as the offline engine
  // answers) say nothing new in the parent: they would pass for its latest word on the fact.
  const theirs = claimsOf(
    parent.map((s) => (s.role === "assistant" ? { ...s, content: s.content.replace(/^\s*>.*$/gm, "") } : s)),
  );
  const found: { about: string; b: Claim; p: Claim; pair: string }[] = [];
  const seen = new Set<string>();
  for (const b of ours) {
    for (const p of theirs) {
      const relation = compareClaims(b, p);
      if (relation.kind !== "conflict") continue;
      const key = `${b.itemId}\u0000${b.fact}\u0000${p.itemId}\u0000${p.fact}`;
      if (seen.has(key)) continue;
      seen.add(key);
      found.push({ about: relation.about, b, p, pair: `${b.itemId}\u0000${b.text}\u0000${p.itemId}\u0000${p.text}` });
    }
  }
  const perPair = new Map<string, number>();
  for (const f of found) perPair.set(f.pair, (perPair.get(f.pair) ?? 0) + 1);
  const out: FactConflict[] = [];
  const said = new Set<string>();
  for (const { about, b, p, pair } of found) {
    const several = perPair.get(pair)! > 1;
    if (!several && said.has(pair)) continue;
    said.add(pair);
    out.push({
      about,
      branch: { itemId: b.itemId, text: several ? b.fact.trim() : b.text },
      parent: { itemId: p.itemId, text: several ? p.fact.trim() : p.text },
    });
  }
  return out;
}

/** One answer of a fan-out, to compare with the others. */
export interface ComparedAnswer {
  nodeId: string;
  text: string;
}

/** The fact diff of several answers: claims every answer makes, and what they differ on. */
export interface FactDiff {
  agreed: string[];
  /** Claims some answers make and none contradicts, with the answers that make them. */
  partial: { text: string; nodeIds: string[] }[];
  differences: { about: string; values: { nodeId: string; value: string }[] }[];
}

/** What a claim says as its value: its values as written, or the whole statement when it denies the other or has none. */
function valueOf(claim: Claim, other: Claim): string {
  if (claim.negated !== other.negated) return claim.fact;
  const theirs = other.values.map((v) => v.key);
  const own = claim.values.filter((v) => !holds(theirs, v.key)).map((v) => v.text);
  return own.length ? own.join(", ") : claim.fact;
}

/**
 * Whether `o` states, of a slot where `claim` and `other` differ, `claim`'s value and none of its
 * own besides: an answer siding with `claim`, worded otherwise.
 */
function statesOwnValue(o: Claim, claim: Claim, other: Claim): boolean {
  const mine = byKind(claim.values);
  const theirs = byKind(other.values);
  const own = byKind(o.values);
  return [...mine].some(([slot, keys]) => {
    const held = own.get(slot);
    const against = theirs.get(slot);
    if (!held || !against || [...keys].every((k) => holds(against, k))) return false;
    return [...held].every((k) => holds(keys, k));
  });
}

/**
 * One difference per kind of value on which contradicting claims differ ("in Porto for 3 days" /
 * "in Lisbon for 3 days" / "in Porto for 2 days": the place, then the duration), each with the
 * values of the claims that state one of that kind. Empty when no value kind differs (a denial).
 */
function differingSlots(group: Claim[]): { nodeId: string; value: string }[][] {
  const slots = group.map((c) => byKind(c.values));
  const names = new Set(slots.flatMap((s) => [...s.keys()]));
  const out: { nodeId: string; value: string }[][] = [];
  for (const slot of names) {
    const stating = group.map((c, i) => ({ c, keys: slots[i].get(slot) })).filter((x) => x.keys);
    // One side naming a value more than the other ("Node" and "Node, LTS") is silent on it, not differing.
    const same = (a: Set<string>, b: Set<string>) =>
      [...a].every((k) => holds(b, k)) || [...b].every((k) => holds(a, k));
    if (stating.length < 2 || stating.every((x) => same(x.keys!, stating[0].keys!))) continue;
    // Items of a list every side names are not what differs ("Delft, Leiden, Haarlem" / "Delft, Gouda, Haarlem").
    const common = (k: string) => stating.every((x) => holds(x.keys!, k));
    out.push(
      stating.map(({ c, keys }) => ({
        nodeId: c.itemId,
        value: c.values
          .filter((v) => keys!.has(v.key) && !common(v.key))
          .map((v) => v.text)
          .join(", "),
      })),
    );
  }
  return out;
}

/**
 * How many characters of the answers the fact diff reads in all, shared evenly (the comparison grows
 * faster than the text: two answers of 19,000 characters took 1.8 s on the request's thread). An
 * answer longer than its share is read to the last sentence that fits.
 */
export const DIFF_CHARS = 16_000;

/** `text` cut to at most `max` characters, at the end of a sentence when one ends in it. */
function leading(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  const end = Math.max(head.lastIndexOf(". "), head.lastIndexOf(".\n"), head.lastIndexOf("\n"));
  return end > max / 2 ? head.slice(0, end + 1) : head;
}

/**
 * The claims all `answers` share (agreed, as the first answer words them) and those on which they
 * differ: for each contradiction, what it is about and each answer's value. The same claim
 * extraction and comparison as the merge conflict check.
 *
 * @example diffAnswers([{ nodeId: "a", text: "Launch is May 3." }, { nodeId: "b", text: "Launch is May 10." }]).differences
 * // [{ about: "Launch", values: [{ nodeId: "a", value: "May 3" }, { nodeId: "b", value: "May 10" }] }]
 */
export function diffAnswers(answers: ComparedAnswer[]): FactDiff {
  const share = Math.floor(DIFF_CHARS / Math.max(1, answers.length));
  const claims = answers.map((a) => claimsOf([{ id: a.nodeId, role: "assistant", content: leading(a.text, share) }]));
  const agreed: string[] = [];
  const partial: FactDiff["partial"] = [];
  const differences: FactDiff["differences"] = [];
  const used = new Set<Claim>();
  // A statement every answer makes word for word is agreed before anything is paired: repeated
  // shapes ("Shelf 3 holds tins.") would otherwise pair with their neighbours and read as differences.
  const said = (c: Claim) => c.fact.toLowerCase().split(SPACES).join(" ").trim();
  if (answers.length > 1)
    for (const claim of claims[0]) {
      const same = claims.slice(1).map((others) => others.find((o) => !used.has(o) && said(o) === said(claim)));
      if (same.some((o) => o === undefined)) continue;
      used.add(claim);
      for (const o of same) used.add(o as Claim);
      agreed.push(claim.fact);
    }
  // Contradictions first: a claim that agrees with one statement of another answer may contradict
  // another of its statements ("in Leeds, 12 km away" / "20 km away, in Leeds").
  for (const [i, list] of claims.entries()) {
    for (const claim of list) {
      if (used.has(claim)) continue;
      const conflicting: { claim: Claim; about: string }[] = [];
      for (const [j, others] of claims.entries()) {
        if (j === i) continue;
        for (const other of others) {
          if (used.has(other) || conflicting.some((c) => c.claim.itemId === other.itemId)) continue;
          const relation = compareClaims(claim, other);
          if (relation.kind === "conflict") conflicting.push({ claim: other, about: relation.about });
        }
      }
      if (conflicting.length === 0) continue;
      // Answers that state the claim's own value ("twelve" and "12" against "eleven") stand beside it.
      const siding: Claim[] = [];
      for (const [j, others] of claims.entries()) {
        if (j === i || conflicting.some((c) => c.claim.itemId === answers[j].nodeId)) continue;
        const same =
          others.find((o) => !used.has(o) && compareClaims(claim, o).kind === "agree" && o.values.length > 0) ??
          // Or, worded otherwise, the claim's own value of a slot the others dispute ("Hydra's 8:20 sailing").
          others.find((o) => !used.has(o) && statesOwnValue(o, claim, conflicting[0].claim));
        if (same) siding.push(same);
      }
      used.add(claim);
      for (const c of [...conflicting.map((x) => x.claim), ...siding]) used.add(c);
      const order = (c: Claim) => answers.findIndex((x) => x.nodeId === c.itemId);
      const bySlot = differingSlots(
        [claim, ...siding, ...conflicting.map((c) => c.claim)].sort((x, y) => order(x) - order(y)),
      );
      if (bySlot.length > 0) for (const values of bySlot) differences.push({ about: conflicting[0].about, values });
      else
        differences.push({
          about: conflicting[0].about,
          values: [
            { nodeId: claim.itemId, value: valueOf(claim, conflicting[0].claim) },
            ...conflicting.map((c) => ({ nodeId: c.claim.itemId, value: valueOf(c.claim, claim) })),
          ],
        });
    }
  }
  // Answers to one question are about one thing: values of one slot are compared across the answers
  // whatever words frame them ("310 guests" / "Book catering for 301"; "6 pm" / "Departure: 18:00").
  const bySlot = alignSlots(answers, claims, used);
  differences.push(...bySlot.differences);
  agreed.push(...bySlot.agreed);
  partial.push(...bySlot.partial);
  for (const [i, list] of claims.entries()) {
    for (const claim of list) {
      if (used.has(claim)) continue;
      const agreeing: Claim[] = [];
      const conflicting: { claim: Claim; about: string }[] = [];
      for (const [j, others] of claims.entries()) {
        if (j === i) continue;
        for (const other of others) {
          if (used.has(other)) continue;
          const relation = compareClaims(claim, other);
          if (relation.kind === "agree" && !agreeing.some((c) => c.itemId === other.itemId)) agreeing.push(other);
          if (relation.kind === "conflict" && !conflicting.some((c) => c.claim.itemId === other.itemId))
            conflicting.push({ claim: other, about: relation.about });
        }
      }
      if (conflicting.length > 0) {
        const first = conflicting[0];
        used.add(claim);
        for (const c of conflicting) used.add(c.claim);
        differences.push({
          about: first.about,
          values: [
            { nodeId: claim.itemId, value: valueOf(claim, first.claim) },
            ...conflicting.map((c) => ({ nodeId: c.claim.itemId, value: valueOf(c.claim, claim) })),
          ],
        });
      } else if (answers.length > 1 && agreeing.length === answers.length - 1) {
        used.add(claim);
        for (const c of agreeing) used.add(c);
        agreed.push(claim.fact);
      } else {
        used.add(claim);
        for (const c of agreeing) used.add(c);
        partial.push({ text: claim.fact, nodeIds: [answers[i].nodeId, ...agreeing.map((c) => c.itemId)] });
      }
    }
  }
  return { agreed, partial, differences };
}

/** The units a figure is measured in (money, spans, sizes, shares): a figure with another word after it is a count. */
const MEASURES = new Set(["money", "duration", "percent", ...Object.values(UNIT_ALIASES)]);

/**
 * The slot a value fills among answers to one question: its kind; a figure's measure ("money",
 * "duration", "percent", "km"), or "count" with the noun it counts ("310 guests": count, guest).
 */
function slotOf(v: ClaimValue): { slot: string; noun: string; key: string } {
  if (v.kind !== "number") return { slot: v.kind, noun: "", key: v.key };
  const unit = v.key.split(":")[1];
  // A count is its figure, whatever word follows it ("14 helpers" = "14 so far").
  return MEASURES.has(unit)
    ? { slot: `number:${unit}`, noun: "", key: v.key }
    : { slot: "count", noun: unit, key: `count:${v.key.split(":").at(-1)}` };
}

/**
 * The fact diff by slot, for the claims no contradiction took (`used`): each answer's values of one
 * slot pooled; the values every answer with the slot states agree, and when two answers or more
 * state others besides, those differ (one difference per slot, each answer's own values). A value
 * one answer adds is silence from the others, not a difference. Counts pair by their noun when two
 * answers name it ("14 volunteers" / "13 volunteers"), else pool ("Fourteen volunteers" / "Thirteen, last I checked").
 * A claim on a difference is taken; one whose values all agree is agreed (or partial) as a whole.
 */
function alignSlots(
  answers: ComparedAnswer[],
  claims: Claim[][],
  used: Set<Claim>,
): Pick<FactDiff, "agreed" | "partial" | "differences"> {
  type Held = { claim: Claim; value: ClaimValue };
  const slots = new Map<string, Held[][]>();
  const nouns = new Map<string, Set<number>>();
  claims.forEach((list, i) => {
    for (const claim of list)
      if (!used.has(claim))
        for (const value of claim.values) {
          const { slot, noun } = slotOf(value);
          if (slot === "count" && noun) nouns.set(noun, (nouns.get(noun) ?? new Set()).add(i));
        }
  });
  claims.forEach((list, i) => {
    for (const claim of list) {
      if (used.has(claim)) continue;
      for (const value of claim.values) {
        const { slot, noun } = slotOf(value);
        const key = slot === "count" && (nouns.get(noun)?.size ?? 0) >= 2 ? `count:${noun}` : slot;
        if (!slots.has(key))
          slots.set(
            key,
            answers.map(() => []),
          );
        slots.get(key)![i].push({ claim, value });
      }
    }
  });
  const differing = new Set<Claim>();
  const out: Pick<FactDiff, "agreed" | "partial" | "differences"> = { agreed: [], partial: [], differences: [] };
  const agreedValues = new Map<Claim, Set<ClaimValue>>();
  for (const held of slots.values()) {
    const stating = held.map((h, i) => ({ h, i })).filter((x) => x.h.length > 0);
    if (stating.length < 2) continue;
    const common = (v: ClaimValue) =>
      stating.every(({ h }) => h.some((x) => sameValue(slotOf(x.value).key, slotOf(v).key)));
    const own = stating.map(({ h, i }) => ({ i, rest: h.filter((x) => !common(x.value)) }));
    for (const { h } of stating)
      for (const x of h)
        if (common(x.value)) agreedValues.set(x.claim, (agreedValues.get(x.claim) ?? new Set()).add(x.value));
    const apart = own.filter((o) => o.rest.length > 0);
    if (apart.length < 2) continue;
    for (const o of apart) for (const x of o.rest) differing.add(x.claim);
    const about = aboutWords(apart.flatMap((o) => o.rest.map((x) => x.claim)));
    out.differences.push({
      about,
      values: apart.map((o) => ({
        nodeId: answers[o.i].nodeId,
        value: [...new Set(o.rest.map((x) => x.value.text))].join(", "),
      })),
    });
  }
  // What agreed, once per value across the answers, as the first answer states it.
  const said: ClaimValue[] = [];
  claims.forEach((list) => {
    for (const claim of list) {
      const values = agreedValues.get(claim);
      if (!values || used.has(claim)) continue;
      const whole = !differing.has(claim) && claim.values.every((v) => values.has(v));
      for (const v of values) {
        const { slot, key } = slotOf(v);
        const same = (w: ClaimValue) => slotOf(w).slot === slot && sameValue(slotOf(w).key, key);
        const holders = claims
          .map((l, j) => (l.some((c) => [...(agreedValues.get(c) ?? [])].some(same)) ? j : -1))
          .filter((j) => j >= 0);
        if (said.some(same)) continue;
        said.push(v);
        const text = whole ? claim.fact : `${aboutWords([claim]) || v.kind}: ${v.text}`;
        if (out.agreed.includes(text) || out.partial.some((p) => p.text === text)) continue;
        if (holders.length === answers.length) out.agreed.push(text);
        else out.partial.push({ text, nodeIds: holders.map((j) => answers[j].nodeId) });
      }
    }
  });
  for (const list of claims)
    for (const claim of list) if (differing.has(claim) || agreedValues.has(claim)) used.add(claim);
  return out;
}

/** The frame words claims share, or the first claim's ("ferry", "guests"). */
function aboutWords(group: Claim[]): string {
  const [first, ...rest] = group;
  const shared = first.frame.filter((w) => rest.every((c) => c.frame.includes(w)) && !LIGHT.has(w));
  const words = shared.length > 0 ? shared : first.frame.filter((w) => !LIGHT.has(w));
  return words
    .slice(0, 4)
    .map((w) => first.frameSurface.get(w) ?? w)
    .join(" ");
}

/**
 * The facts of `content` a settled merge conflict overruled: each clause (as {@link Claim.fact})
 * that contradicts one of the `winners` (the statements kept). A fact that agrees, or is about
 * something else, stays. In the order `content` states them.
 *
 * @example supersededFacts("The budget is 40k and the launch is on 7 March.", ["The launch is on 14 March."]) // ["the launch is on 7 March."]
 */
export function supersededFacts(content: string, winners: readonly string[]): string[] {
  if (winners.length === 0) return [];
  const key = `${winners.join("\u0000")}\u0001${content}`;
  const cached = SUPERSEDED_CACHE.get(key);
  if (cached) return cached;
  const kept = winners.flatMap((w) => claimsOf([{ id: "w", role: "user", content: w }]));
  // Only sentences sharing a word with a kept statement can contradict it: the rest is not read.
  const words = new Set(kept.flatMap((k) => contentTokens(k.text).map((t) => t.term)));
  const near = splitSentences(content.slice(0, SUPERSEDED_READ_CHARS))
    .filter((sentence) => contentTokens(sentence).some((t) => words.has(t.term)))
    .join(" ");
  const out: string[] = [];
  for (const claim of claimsOf([{ id: "c", role: "user", content: near }]))
    if (kept.some((k) => compareClaims(claim, k).kind === "conflict") && !out.includes(claim.fact))
      out.push(claim.fact);
  if (SUPERSEDED_CACHE.size >= 256) SUPERSEDED_CACHE.delete(SUPERSEDED_CACHE.keys().next().value!);
  SUPERSEDED_CACHE.set(key, out);
  return out;
}

/**
 * Statements (the condensed notes') with each fact once, at its latest: a fact a later message
 * states again (the same values, however written) or with another value (a conflict) is cut from
 * the earlier statement, with the word that joined it ({@link withoutFacts}); a statement left
 * without a fact goes. Sentences of one message are a list, not updates of each other: only later
 * messages overrule. Open questions and statements without a claim stay as they are.
 *
 * @example latestFacts([{ text: "The budget is 40k and the launch is on 7 March.", source: 0 }, { text: "The launch moved to 14 March.", source: 1 }])
 * // [{ text: "The budget is 40k.", source: 0 }, { text: "The launch moved to 14 March.", source: 1 }]
 */
export function latestFacts<T extends { text: string; source: number }>(statements: readonly T[]): T[] {
  const claims = statements.map((s) => claimsOf([{ id: String(s.source), role: "user", content: s.text }]));
  // Only claims that share a word of their frame or a value are compared.
  const cues = claims.map((list) => new Set(list.flatMap((c) => [...c.frame, ...c.values.map((v) => v.key)])));
  const cut = statements.map(() => new Set<Claim>());
  // Bounded work: the latest statements are compared first, with the nearest earlier ones first,
  // until LATEST_FACTS_COMPARISONS pairs of statements and of claims were looked at (what is left keeps
  // its repeats): a window of thousands of messages costs no more than a short one.
  let budget = LATEST_FACTS_COMPARISONS;
  for (let i = statements.length - 1; i > 0 && budget > 0; i--)
    for (let j = i - 1; j >= 0 && budget > 0; j--) {
      budget--; // every pair of statements looked at counts, compared or not
      if (statements[j].source === statements[i].source || ![...cues[j]].some((w) => cues[i].has(w))) continue;
      for (const earlier of claims[j]) {
        if (cut[j].has(earlier) || budget <= 0) continue;
        const overruled = claims[i].some((later) => {
          budget--;
          // About one subject: the words of one claim are all words of the other ("the launch is on 7
          // March" / "the launch moved to 14 March"; not "the billing service's port" / "the gateway's port").
          if (!nested(earlier, later)) return false;
          // A thing named by its number ("gate 5", "meeting number 12") is another subject, and a
          // restatement changes one thing: two values that differ are two subjects ("Service 1 runs
          // on node-101" / "Service 3 runs on node-103").
          if (differingSlots([earlier, later]).length >= 2) return false;
          const numbered = (c: Claim) => c.values.filter((v) => v.numbered).map((v) => v.key);
          if (numbered(earlier).some((k) => !numbered(later).includes(k)) && numbered(later).length > 0) return false;
          const relation = compareClaims(earlier, later);
          if (relation.kind === "conflict") return true;
          // The same fact said again: the same values on both sides.
          const keys = (c: Claim) => c.values.map((v) => v.key);
          return (
            relation.kind === "agree" &&
            earlier.values.length > 0 &&
            earlier.values.every((v) => holds(keys(later), v.key)) &&
            later.values.every((v) => holds(keys(earlier), v.key))
          );
        });
        if (overruled) cut[j].add(earlier);
      }
    }
  return statements.flatMap((s, i) => {
    if (cut[i].size === 0) return [s];
    if (cut[i].size === claims[i].length) return [];
    const text = withoutFacts(
      s.text,
      [...cut[i]].map((c) => c.fact),
    );
    return text === "" ? [] : [{ ...s, text }];
  });
}

/** How many pairs of claims {@link latestFacts} compares at most (a few hundred milliseconds). */
export const LATEST_FACTS_COMPARISONS = 4000;

/** Whether the topical words of one claim are (nearly) all words of the other: all, or all but one of three or more. */
function nested(a: Claim, b: Claim): boolean {
  const topical = (c: Claim) => c.frame.filter((w) => !LIGHT.has(w));
  const [ta, tb] = [topical(a), topical(b)];
  if (ta.length === 0 || tb.length === 0) return false;
  const shared = ta.filter((w) => tb.includes(w)).length;
  const fewer = Math.min(ta.length, tb.length);
  return shared === fewer || (fewer >= 3 && shared >= fewer - 1);
}

/** The head of a message {@link supersededFacts} reads: as much as the merge's conflict check read (its `conflictSample`). */
export const SUPERSEDED_READ_CHARS = 20_000;

/** What {@link supersededFacts} found, by winners and content: every load of a window asks again. */
const SUPERSEDED_CACHE = new Map<string, string[]>();

/**
 * `content` without the `facts` it states (each as {@link supersededFacts} gives it), the
 * conjunction or comma that joined a fact to the rest of its sentence going with it.
 */
export function withoutFacts(content: string, facts: readonly string[]): string {
  let out = content;
  for (const fact of facts) {
    let core = fact.trimEnd();
    while (core !== "" && ".!?".includes(core.at(-1)!)) core = core.slice(0, -1);
    const at = out.indexOf(core);
    if (at < 0 || core === "") continue;
    const before = out.slice(0, at);
    const after = out.slice(at + core.length);
    // "X and <fact>." -> "X."; "<fact> and Y." -> "Y."; "<fact>." alone -> "".
    const joinBefore = JOINERS.find((j) => before.toLowerCase().endsWith(j));
    const joinAfter = JOINERS.find((j) => after.toLowerCase().startsWith(j));
    if (joinBefore) out = before.slice(0, before.length - joinBefore.length) + after;
    else if (joinAfter) {
      const rest = after.slice(joinAfter.length);
      out = before + rest.charAt(0).toUpperCase() + rest.slice(1);
    } else out = before + after.slice(".!?".includes(after.charAt(0)) ? 1 : 0).trimStart();
  }
  return out.trim();
}

/** What joins a fact to the rest of its sentence, longest first. */
const JOINERS = [", and ", ", but ", "; and ", " and ", " but ", " while ", " whereas ", ", ", "; "];

/**
 * Denials: what makes a statement deny what it states ("the vaccination clinic won't open on
 * Sunday", "we decided against hiring"), and the phrases that hold a negation's word but deny
 * nothing ("no more than four doses", "£25 for members, not bad", "charity no. 1184372"). One table,
 * {@link NOT_DENIALS}, checked row by row from its own examples (denials.test.ts). Pure.
 */

/** Words that deny the statement they are in. */
export const NEGATION =
  /\b(?:not|never|no longer|cannot|can't|won't|isn't|aren't|wasn't|weren't|don't|doesn't|didn't|shouldn't|haven't|hasn't|nobody|none|no)\b|n['’]t\b|\b(?:cancel(?:l)?(?:ed|ing)|scrapped|dropped|abandoned|called off|rejected|voted down|against)\b/i;

/** Words that say a thing happens as it was to, the counterpart of a denial ("goes ahead", "as normal", "still on"). */
export const GOES_AHEAD =
  /\b(?:go(?:es|ing)?\s+ahead|as\s+(?:normal|usual|planned)|still\s+(?:on|happening|running)|will\s+(?:run|go|happen)|happening)\b/i;

/** A phrase with a negation's word in it that denies nothing, with texts it frees and texts that still deny. */
export interface NotDenial {
  name: string;
  /** Pattern source; matched case-insensitively, every occurrence. */
  source: string;
  examples: { deniesNothing: readonly string[]; stillDenies: readonly string[] };
}

export const NOT_DENIALS: readonly NotDenial[] = [
  {
    name: "a bound on a value",
    source: "\\b(?:no|not)\\s+(?:more|less|fewer|[a-z]+er)\\s+than\\b",
    examples: {
      deniesNothing: [
        "Give no more than four doses in 24 hours.",
        "Entries close not later than 5 pm.",
        "Keep the cabinet no hotter than 104°F.",
        "Bags must be no heavier than 23 kg.",
      ],
      stillDenies: ["The clinic no longer opens on Fridays.", "The hall is not bigger this year."],
    },
  },
  {
    name: "a number's abbreviation",
    source: "\\bno\\.(?=\\s*(?:\\d|is\\b|:))",
    examples: {
      deniesNothing: ["Our registered charity no. is 1184372.", "Pay into acc no. 31926485."],
      stillDenies: ["No. The shop is shut on Monday."],
    },
  },
  {
    name: "a verdict on how it stands",
    source:
      "\\bnot\\s+(?:too\\s+|that\\s+|so\\s+)?(?:bad|great|ideal|urgent)\\b|\\bno\\s+(?:worries|panic|rush|problem|excuses|doubt|surprise)\\b",
    examples: {
      deniesNothing: ["It's £25 for members, not bad.", "Readings have been 1.025 all week, so no worries there."],
      stillDenies: ["The van is not coming on Tuesday.", "There's no bad weather cover this year."],
    },
  },
  {
    name: "a request after the fact",
    source: "(?:,|\\s[–—-])\\s*(?:so\\s+)?(?:please\\s+)?(?:don['’]t|do\\s+not|no)\\b[^.;!?]*",
    examples: {
      deniesNothing: [
        "Snapshots kick off at 2:30 am UTC, so don't schedule reindexing then.",
        "The coach back leaves at 17:40, so no lingering over dessert!",
        "The van comes at 9, please don't block the drive.",
      ],
      stillDenies: [
        "Please note the shop won't open on Monday.",
        "Don't book the 9:00 slot.",
        "Please don't book the 9:00 slot.",
        "So don't worry, the clinic won't open on Sunday.",
      ],
    },
  },
  {
    name: "against a rival or a target",
    source:
      "(?<!\\b(?:decided|voted|advised|argued|ruled|went|spoke|is|are|was|were|am|we['’]re|i['’]m|they['’]re)\\s+(?:[a-z]+ly\\s+)?)\\bagainst\\b",
    examples: {
      deniesNothing: [
        "Saturday's match against Harrow Athletic goes ahead at 2pm.",
        "The fund stands at £31.2k against a target of £54,000.",
      ],
      stillDenies: [
        "We decided against hiring an agency.",
        "The board voted against the 4% rise.",
        "We are strongly against the 4% rise.",
        "I’m against the 4% rise.",
      ],
    },
  },
  {
    name: "a cancelled thing named",
    source: "\\b(?:the|a|an|our|their|my|your|his|her)\\s+cancel(?:l)?ed\\b",
    examples: {
      deniesNothing: ["I filed the claim for the cancelled Lisbon trip: 2 flights."],
      stillDenies: ["The Lisbon trip was cancelled.", "We've cancelled the bouncy castle."],
    },
  },
  {
    name: "a cancelling named as a thing (its fee, its terms)",
    source: "\\bcancel(?:l)?ing\\s+(?:fees?|charges?|policy|policies|terms|period|window|deadline)\\b",
    examples: {
      deniesNothing: ["The cancelling fee is £20.", "Check the cancelling policy first."],
      stillDenies: ["We're cancelling the quiz this Tuesday.", "They're cancelling the fee waiver."],
    },
  },
  {
    name: "what a thing cancels (noise, echo)",
    source: "\\b(?:noise|echo)[\\s-]+cancel(?:l)?(?:ing|ed)\\b",
    examples: {
      deniesNothing: ["The noise-cancelling headphones cost £120.", "noise cancelling earbuds, £89"],
      stillDenies: ["We're cancelling the noise workshop.", "The echo session is cancelled."],
    },
  },
  {
    name: "a wait for a time (not until)",
    source:
      "(?:\\bnot|\\b[a-z]+n['’]t)\\s+(?:be\\s+)?(?:arriv(?:e|es|ing)|open(?:s|ing)?|start(?:s|ing)?|com(?:e|es|ing)|here|there|back|ready|free|due|available)\\s+(?:until|till)\\b(?!\\s+further\\s+notice)",
    examples: {
      deniesNothing: [
        "Their engineer isn't arriving until 7.30pm Wednesday.",
        "The hall won't be free till 6.",
        "The doors do not open until 7pm.",
      ],
      stillDenies: [
        "The engineer isn't coming, so wait until Friday.",
        "The café won't open until further notice.",
        "The clinic is not open on Sundays until the new year.",
        "We can't stay until 10.",
        "The bus doesn't run until midnight now.",
      ],
    },
  },
  {
    name: "dropped off (delivered)",
    source: "\\bdropped\\s+off\\b",
    examples: {
      deniesNothing: ["Repairs are same-day if dropped off by ten in the morning."],
      stillDenies: ["He's dropped the half-hour option."],
    },
  },
];

const FREED = NOT_DENIALS.map((r) => new RegExp(r.source, "gi"));

/**
 * Where `text`'s denial is: the offset of its first negation's word outside the phrases that deny
 * nothing, or undefined when it denies nothing.
 */
export function denialAt(text: string): number | undefined {
  if (!NEGATION.test(text)) return undefined;
  // The freed phrases blanked, not removed, so that offsets stay those of `text`.
  const freed = FREED.reduce((t, pattern) => t.replace(pattern, (m) => " ".repeat(m.length)), text);
  return NEGATION.exec(freed)?.index;
}

/** Whether `text` denies what it states: a negation's word outside the phrases that deny nothing. */
export function denies(text: string): boolean {
  return denialAt(text) !== undefined;
}

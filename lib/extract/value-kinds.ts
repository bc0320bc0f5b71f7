import { mentionsPerson } from "./person";
import { DATE_SHAPE } from "./dates";
import { NUMBER_WORD_SOURCE } from "./number-words";
import { wholeWordPattern } from "@/lib/shared/regexp";

/**
 * Kinds of value: what a question asks for ("When ...?" a date, "How much memory ...?" a size) and
 * what a passage, an answer or a claim states. One declarative table, {@link VALUE_KINDS}, read by
 * retrieval (which passages state the kind asked), answers (which sentence to quote first) and
 * claims (which values two statements give); `value-kinds.test.ts` checks every row from its own
 * examples. The question cues are tried in the table's order (the first row whose cues match
 * decides); a passage holds a kind when one of its forms matches.
 */
export const VALUE_KIND_NAMES = [
  "date",
  // "time", "name" and "identifier" are kinds of a claim's values (facts.ts): no question asks them, no row reads them.
  "time",
  "size",
  "duration",
  "release",
  "number",
  "person",
  "name",
  "identifier",
  "advisory",
  "ticket",
  "port",
  "price",
  "any",
] as const;

/** The kind of value asked or stated (see {@link VALUE_KINDS}). */
export type ValueKind = (typeof VALUE_KIND_NAMES)[number];

// "Which release / In which Git release ...?" asks for a release: a version number ("3.38.0", "Release 15").
const RELEASE_CUES = /\b(?:which|what)\s+(?:[\p{L}\p{N}.]+\s+)?release\b(?!\s+notes?\b)/iu;
const RELEASE = /\b\d+\.\d+(?:\.\d+)*\b|\b(?:release|version|v)\s*\d+\b|\b\d+_\d+(?:_\d+)*\b/i;
// "How long does X wait / take ...?", "How much time ...?" asks for a span of time ("How long can an identifier be?" a length).
const DURATION_CUES = /^\s*how long (?:does|do|did|will|would|should)\b(?!.*\bbe\s*\?*\s*$)|\bhow much time\b/i;
// A span of time: a figure (digits or a count in words) with a unit of time ("200ms", "one minute", "60 s").
const DURATION = new RegExp(
  `(?:\\b\\d[\\d,.]*|\\b${NUMBER_WORD_SOURCE})\\s*(?:-\\s*)?(?:ms|milliseconds?|microseconds?|us|s|secs?|seconds?|min|mins|minutes?|h|hours?|days?|weeks?|months?|years?)\\b|\\b(?:an?|half an?)\\s+(?:hour|day|week|month|year)\\b`,
  "i",
);
// "How much memory / disk space / room ...?", "How many bytes ...?", "How big / large ...?" asks for a quantity of memory or storage.
const SIZE_CUES =
  /\bhow much (?:[\w-]+\s+){0,2}?(?:memory|ram|disk|space|storage|room)\b|\bhow many (?:bytes|kilobytes|megabytes|gigabytes|kb|mb|gb)\b|\bhow (?:big|large)\b/i;
// A quantity of memory or storage: a figure (digits or a count in words) with a unit of bytes ("64MB", "8 bytes", "two bytes", "8-byte")
// or of a file's own units ("1000 pages", "8 blocks"); lower-case units too, as rsyslog writes them ("10mb", "2gb").
const SIZE = new RegExp(
  `(?:\\b\\d[\\d,.]*|\\b${NUMBER_WORD_SOURCE})\\s*(?:-\\s*)?(?:bytes?|[kKMGT]i?B|[kmgt]b|kilobytes?|megabytes?|gigabytes?|terabytes?|pages|blocks)\\b(?!\\/s)`,
);
// A size written with a bare multiplier where configuration writes it: after "=", ":" or "(" ("vsz_limit = 256M",
// "(default: 64K)"), at a line's start, or glued to a flag ("-Xmx512M", "-Xss1m"); no word after it on its line
// ("max: 10M requests"). Prose counts with it ("We reached 10M.", "a 4K monitor").
const BARE_SIZE =
  /(?:(?:^|[=:(])[ \t]*\d+(?:\.\d+)?[KMGT]|(?<![\w-])-X[a-z]{1,3}\d+[KMGTkmgt])(?![\w/])(?![ \t]*\p{L})/mu;
// A record may give the figure and its unit apart: "Syntax: MaxMemFree KBytes; Default: MaxMemFree 2048",
// "Description: Amount of time the server will wait ...; Default: KeepAliveTimeout 5".
const NUMBER = /(?<![\p{L}\p{N}_])\d/u;
const FIGURE = /(?<![\w.])\d+(?:[.,]\d+)?(?![\w.])/;
const SIZE_UNIT = /\b(?:bytes?|kbytes|kilobytes?|megabytes?|gigabytes?|[kmg]i?b)\b/i;
const TIME_UNIT = /\b(?:seconds?|milliseconds?|minutes?|hours?|amount of time|timeout)\b/i;
// "Who wrote/contributed/maintains ...?" asks for a person; "Who" before "is responsible" or a team is still a person asked.
const PERSON_CUES = /^\s*who\b(?!\s+(?:is|are|was|were)\s+(?:the\s+)?(?:owner|team|group|vendor|company)\b)/i;
// "Which CVE ...?", "What's the CVE for ...?" asks for a security advisory's identifier, a form of its own.
const ADVISORY_CUES = /\b(?:which|what(?:'s| is| was)?(?: the)?)\s+(?:[\w-]+\s+){0,2}?CVEs?\b/i;
const ADVISORY = /\bCVE-\d{4}-\d{4,}\b/i;
// "Which (Debian) bug did X close?", "Under which bug number ...?", "Which ticket ...?" asks for a tracker's
// identifier: a bug number ("#1011533", "Bug 5133"), a tracker key ("PROJ-4471") or a ticket's hash.
const TICKET_CUES =
  /\b(?:bug|ticket|issue)\s+(?:number|id|report)s?\b|\bwhich\s+(?:[\w-]+\s+){0,2}?tickets?\b|\b(?:debian|upstream)\s+bugs?\b|\b(?:which|what)\s+(?:[\w-]+\s+){0,2}?bugs?\b[^?]*\bclos(?:e|ed|es|ing)\b/i;
const TICKET =
  /(?:^|[\s(:,])#\d{3,}\b|\b[Bb]ugs?\s*#?\d{3,}\b|\b(?!(?:CVE|ISO|UTF|SHA|AES|RFC|CP|WINDOWS|IEC|DES|MD|RC|TLS|SSL)-)[A-Z][A-Z0-9]+-\d{3,}\b|\b(?=[a-f]*\d)(?=\d*[a-f])[0-9a-f]{10,}\b/;
// "Which port ...?", "the default port of X" asks for a port: a number ("8000", ":5432"), not a version or a word.
const PORT_CUES = /\b(?:which|what)\s+(?:[\w-]+\s+){0,2}?port\b(?!\s+(?:range|name)s?\b)|\bdefault port\b/i;
const PORT = /(?<![\w.-])\d{2,5}(?!\w|\.\d|\s?%)/;
// "How much does X cost?", "What is the price of X?" asks for an amount of money (or that it costs nothing).
const PRICE_CUES =
  /^\s*how much (?:does|do|did|will|would|is|are)\b[^?]*\b(?:cost|charge|pay)\b|\b(?:what|which)(?:'s| is| was)?\s+(?:the\s+)?(?:price|cost)\s+(?:of|for)\b/i;
const PRICE =
  /[$€£¥]\s?\d|\b\d[\d,.]*\s*(?:USD|EUR|GBP|dollars?|euros?|cents?)\b|\b(?:free of charge|at no (?:extra )?cost|no charge|costs? nothing)\b/i;
// A count written as a word ("only one writer", "twice"): a number for "How many ...?".
// "One" as a pronoun ("one might", "one of them", "one wants") counts nothing.
const COUNT_WORD = new RegExp(
  `\\b(?:one(?!\\s+(?:might|may|can|could|should|would|must|will|needs?|wants?|has|is|of|another|or|and|at a time)\\b)(?=\\s+\\p{L})|(?!one\\b)${NUMBER_WORD_SOURCE}|single|once|twice)\\b`,
  "iu",
);
// "When ...?" asks for a date; "... receive when their quota is exhausted" does not.
const DATE_CUES = /^\s*when\b|\b(what date|which date|which day|what day|due|deadline)\b/i;
// "When" asks for a number only as the question's first word ("... when serialising NaN" does not);
// "date" when it is the thing asked ("the release date of"), not a modifier ("date and time functions").
const NUMBER_CUES =
  /^\s*when\b|\b(how (many|much|large|long|big|old)|size|offset|date (?:of|for|is|was)|\w+ date\b(?! and)|year|version|percent|number of|default size)\b/i;

// "Which compile-time option limits the size ...?" asks for a name, whatever numbers its words evoke.
const NAME_ASKED = /^\s*(which|who)\b(?!\s+(date|day|year|version|release|port|number|value|offset|size|level)\b)/i;

// How people ask for a default without the word: "out of the box", "unless told otherwise", "unless I change it",
// "if I don't give one", "when none is given", "normally".
export const DEFAULT_IDIOMS =
  /\b(out of the box|unless (?:told|changed|set|specified|configured|stated) otherwise|unless (?:changed|overridden)|unless (?:i|you|we|one|someone) (?:change|set|configure|override|tune|raise|lower)s? (?:it|them|that|this)\b|(?:when|if) (?:none|nothing) is (?:given|passed|specified|set)|(?:if|when|unless) (?:i|you|we|one) (?:don't|do not|didn't) (?:give|pass|choose|specify|set|say|configure|change|touch|pick)\b|if not (?:given|specified|set)|normally)\b/i;

/** A regular expression, or a test written as code where one cannot say it. */
export type Pattern = { test(text: string): boolean };

/** One row of the table: the kind, the question cues that ask it, the forms its values take, and examples. */
export type ValueKindRow = {
  kind: ValueKind;
  /** Cues in a question: the row decides when every one matches and `unless` does not. None: never asked by its cues. */
  asks?: readonly Pattern[];
  unless?: Pattern;
  /** Forms a value of the kind takes: a text holds the kind when one matches. */
  forms: readonly Pattern[];
  /** Forms that count only together ("4096" with "bytes" elsewhere in the record): a text holds the kind when all match. */
  together?: readonly Pattern[];
  /** Checked by value-kinds.test.ts: questions that ask the kind, texts that hold it and texts that do not. */
  examples: { asks: readonly string[]; holds: readonly string[]; lacks: readonly string[] };
};

/**
 * The value kinds, question cues in precedence order (the first row whose cues match decides what
 * is asked); a question no row's cues match asks for no particular form ("any"). Each row stays
 * only with held-out evidence: removed, it loses questions of the batches written before it
 * (docs/retrieval.md, "Rules and their evidence").
 */
export const VALUE_KINDS: readonly ValueKindRow[] = [
  {
    kind: "advisory",
    asks: [ADVISORY_CUES],
    forms: [ADVISORY],
    examples: {
      asks: ["Which CVE did the Heron 2.1 release fix?"],
      holds: ["Fixed CVE-2024-12345 in the parser."],
      lacks: ["Fixed a crash in the parser."],
    },
  },
  {
    kind: "date",
    asks: [DATE_CUES],
    forms: [DATE_SHAPE], // the one date reader (./dates.ts)
    examples: {
      asks: ["When was Heron 2.0 released?", "What is the deadline for the audit?"],
      holds: ["Released on 2022-10-13.", "Heron 2.0 shipped on 3 December 2010.", "due by Friday"],
      lacks: ["The default is 2000.", "the queue may 2048 entries"],
    },
  },
  {
    kind: "size",
    asks: [SIZE_CUES],
    forms: [SIZE, BARE_SIZE],
    together: [FIGURE, SIZE_UNIT],
    examples: {
      asks: ["How much memory does the cache use?", "How big can a message be?"],
      holds: [
        "The buffer is 64MB.",
        "a limit of two bytes",
        "Syntax: MaxMemFree KBytes; Default: 2048",
        "default_vsz_limit = 256M",
        "(default: 64K)",
        "memory_limit = 128M\nupload_tmp_dir = /tmp",
        "memory_limit = 128M\npost_max_size = 8M",
        "java -Xmx512M -jar app.jar",
        "JAVA_OPTS=-Xss1m",
        "128M",
      ],
      lacks: [
        "It runs on a 4K monitor.",
        "It serves 10M requests.",
        "Version 1.2M3",
        "We reached 10M.",
        "It grew to 2M, up from 1M.",
        "Gen 3G.",
        "max: 10M requests",
      ],
    },
  },
  {
    kind: "duration",
    asks: [DURATION_CUES],
    forms: [DURATION],
    together: [FIGURE, TIME_UNIT],
    examples: {
      asks: ["How long does the gateway wait for a reply?"],
      holds: ["It waits 200ms.", "after one minute", "Amount of time to wait; Default: 5"],
      lacks: ["It waits for the reply.", "Use a 3D view."],
    },
  },

  {
    kind: "price",
    asks: [PRICE_CUES],
    forms: [PRICE],
    examples: {
      asks: ["How much does the support plan cost?", "What is the price of a seat?"],
      holds: ["A seat is $20 a month.", "It is free of charge."],
      lacks: ["A seat has 20 credits."],
    },
  },
  {
    kind: "port",
    asks: [PORT_CUES],
    forms: [PORT],
    examples: {
      asks: ["Which port does the gateway listen on?", "What is the default port of the relay?"],
      holds: ["It listens on 8000.", "connect to :5432"],
      lacks: ["It listens on all interfaces."],
    },
  },
  {
    kind: "release",
    asks: [RELEASE_CUES],
    forms: [RELEASE],
    examples: {
      asks: ["Which release added the relay mode?"],
      holds: ["Added in 3.38.0.", "since version 2"],
      lacks: ["Added long ago."],
    },
  },
  {
    kind: "ticket",
    asks: [TICKET_CUES],
    forms: [TICKET],
    examples: {
      asks: ["Which Debian bug did the upload close?", "Which ticket tracks the outage?"],
      holds: ["Closes: #1011533.", "Tracked as PROJ-4471."],
      lacks: ["Fixed CVE-2024-12345.", "Closes the socket."],
    },
  },
  {
    // "Which compile-time option limits the size ...?" asks for a name, whatever numbers its words evoke.
    kind: "number",
    asks: [NUMBER_CUES],
    unless: NAME_ASKED,
    forms: [NUMBER, COUNT_WORD],
    examples: {
      asks: ["How many workers can run at once?", "What is the maximum number of retries?"],
      holds: ["Up to 8 workers.", "only one writer at a time", "It retries twice."],
      lacks: ["Use sqlite3 over IPv6.", "One might say so."],
    },
  },
  {
    kind: "person",
    asks: [PERSON_CUES],
    forms: [],
    examples: { asks: ["Who maintains the Heron gateway?"], holds: ["Written by Dana Whitfield."], lacks: [] },
  },
];

const ROWS = new Map<ValueKind, ValueKindRow>();
for (const row of VALUE_KINDS) ROWS.set(row.kind, row);

/** Whether a question asks for a default ("the default X", "out of the box", "unless I change it"). */
export function asksDefault(query: string): boolean {
  return /\bdefault(?:s|ed)?\b/i.test(query) || DEFAULT_IDIOMS.test(query);
}

/** The kind of value `query` asks for: the first row of {@link VALUE_KINDS} whose cues match, else "any". */
export function askedKind(query: string): ValueKind {
  for (const row of VALUE_KINDS)
    if (row.asks && row.asks.length > 0 && row.asks.every((cue) => cue.test(query)) && !row.unless?.test(query))
      return row.kind;
  return "any";
}

/**
 * Whether `text` holds a value of the kind asked. `names` are the question's own capitalised names
 * ("Python" of a question about Python's struct module): the thing asked about is never the person
 * asked for ("between Python values" names nobody).
 */
export function holdsValue(text: string, valueKind: ValueKind, names: readonly string[] = []): boolean {
  if (valueKind === "person") {
    // The name gives way to a word in capitals: it still heads a run of capitals but starts no name, so "The Apache Software
    // Foundation" leaves no "Software Foundation" standing as a person's name.
    for (const n of names) text = text.replace(wholeWordPattern(n, "g"), "IT");
    return mentionsPerson(text);
  }
  const row = ROWS.get(valueKind);
  if (!row) return text.trim().length > 0;
  return row.forms.some((f) => f.test(text)) || (!!row.together && row.together.every((f) => f.test(text)));
}

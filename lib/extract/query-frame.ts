import { stripEdges, trimEndWhere, trimStartWhere } from "@/lib/text/edges";
import { SPACES, allAs, hasDigit, holds, startsUpper, wordsAsWritten } from "./chars";
import { splitSentences } from "./sentences";
import { singular } from "./stem";
import { contentTokens, contentWords } from "./tokens";
import { askedField, countedNoun } from "./question-field";
import { askedKind, asksDefault, type ValueKind } from "./value-kinds";

// First words that make a message a question or request even without a "?".
const QUESTION_START = new Set(
  `what which who whom whose when where why how whats
   is are am was were do does did can could will would should shall may might must have has had
   tell remind explain describe list show give summarize summarise recall find name define compare`.split(SPACES),
);
const LEADING_FILLER = new Set(["please", "so", "and", "ok", "okay", "hey", "hi", "now", "then", "but", "well"]);

/**
 * True when `text` asks something: it contains "?" or starts (after fillers like "please") with a
 * question word, an auxiliary or an imperative such as "tell me".
 */
export function isQuestion(text: string): boolean {
  if (text.includes("?")) return true;
  const words = (text.toLowerCase().match(/[a-z'’]+/g) ?? []).map((w) => w.split(/['’]/)[0]);
  const first = words.find((w) => !LEADING_FILLER.has(w));
  return first !== undefined && QUESTION_START.has(first);
}

/**
 * A chat message read once into what it states and what it asks: the sentences that state
 * something (they join the context the question is answered from) and the question's parts (a
 * question asking two things is answered part by part). Every stage reads this frame; none works
 * the message out again.
 */
export type MessageFrame = {
  /** Sentences that state something ("The budget is 3000 euros."), in order. */
  statements: string[];
  /** The question, split into the parts it asks; empty when the message asks nothing. */
  parts: string[];
};

/**
 * The words that open the second part of a coordinated question ("..., and when ...?"). A
 * declarative table: `query-frame.test.ts` reads it and checks every entry splits.
 */
export const PART_OPENERS: readonly string[] = [
  "what",
  "which",
  "who",
  "whom",
  "whose",
  "when",
  "where",
  "why",
  "how",
  "is",
  "are",
  "was",
  "were",
  "do",
  "does",
  "did",
  "can",
  "could",
  "will",
  "would",
  "should",
];

/**
 * Prepositions that open an elliptical second part ("What time does it open on weekdays, and on
 * weekends?"): the part is the first one with its last phrase under the same preposition replaced.
 */
export const ELLIPSIS_PREPOSITIONS: readonly string[] = [
  "on",
  "in",
  "at",
  "for",
  "during",
  "with",
  "from",
  "to",
  "by",
  "before",
  "after",
];

/**
 * Prepositions that open a second part before its question word ("..., and in which release was it
 * fixed?", "..., and since when?"). A declarative table, tested from the table.
 */
export const PART_PREPOSITIONS: readonly string[] = [...ELLIPSIS_PREPOSITIONS, "since", "until", "as"];

/** The auxiliaries among {@link PART_OPENERS}: a clause's verb ("in which release was it fixed"). */
const AUXILIARIES = PART_OPENERS.filter((w) => !/^wh|^how$/.test(w));

// Tried only where a run of white space starts (`(?<!\s)`): tried inside one, it is quadratic in the run.
const JOINER = /(?<!\s)(?:\s*[,;]\s*|\s+)(?:and|or|also|plus)\s+/giu;
const opens = (words: readonly string[], text: string) =>
  words.includes((/^[\p{L}']+/u.exec(text.toLowerCase())?.[0] ?? "").split("'")[0]);

/**
 * A message's frame.
 *
 * @example messageFrame("The budget is 3000 euros. Who books the flights?")
 * // { statements: ["The budget is 3000 euros."], parts: ["Who books the flights?"] }
 * @example messageFrame("When does it open on weekdays, and on weekends?").parts
 * // ["When does it open on weekdays?", "When does it open on weekends?"]
 */
export function messageFrame(message: string): MessageFrame {
  const sentences = splitSentences(message);
  const asking = (s: string) => /\?["'”’)\]]*$/.test(s.trim()) || isQuestion(s);
  const questions = sentences.filter(asking);
  if (questions.length === 0) return { statements: sentences, parts: [] };
  return {
    statements: sentences.filter((s) => !asking(s)),
    parts: questions.flatMap((q) => questionParts(q)),
  };
}

/**
 * Words that make a coordination one thing asked, not several: a relation between the things named
 * ("the difference between A and B", "both A and B"), or a condition ("when A and B are unset"). A
 * declarative table: `query-frame.test.ts` reads it and checks none of them splits.
 */
export const ONE_ASK_WORDS: readonly string[] = [
  "between",
  "both",
  "either",
  "neither",
  "versus",
  "vs",
  "compare",
  "compared",
  "differ",
  "difference",
  "same",
  "together",
  "combined",
  "when",
  "if",
  "unless",
  "while",
  "whereas",
  "because",
  "until",
  "once",
];

/** Pronouns of a person a verb of {@link ONE_THING_VERBS} may stand before: the verb then stays as it is. */
const PERSONS: readonly string[] = ["i", "you", "we", "they"];

/**
 * The verbs of a question asked of several things, as asked of one ("What are the defaults of A and
 * B?" is "What is the default of A?" and "... of B?"). A declarative table, tested from the table.
 */
export const ONE_THING_VERBS: Readonly<Record<string, string>> = {
  are: "is",
  were: "was",
  do: "does",
  have: "has",
};

/**
 * A conjunct that names one thing on its own: an identifier as code writes it (`cache_mem`,
 * `max-refresh-time`, `$var`, `v1.2`, `-J`), a number, or a capitalised name (not the question's first
 * word). Plain words ("timeout and retries", "reads and writes") are left whole: a list of ordinary
 * words is as often one thing ("the read and write timeouts") as two.
 */
function namesOneThing(word: string, first: boolean, entries: ReadonlySet<string> = NO_ENTRIES): boolean {
  const w = unquoted(word);
  if (!holds(w, "letter", "number")) return false;
  if (!first && entries.has(w.toLowerCase())) return true;
  return holds(w, "number") || /[\p{L}\p{N}][_.:/$-][\p{L}\p{N}]|^[$-]/u.test(w) || (!first && startsUpper(w));
}

const NO_ENTRIES: ReadonlySet<string> = new Set();

/** Quotes and brackets opening a word, and those and clause marks closing it ("(`cache_mem`)," to "`cache_mem`"). */
const QUOTE_EDGES = { opening: `"'“‘(`, closing: `"'”’),:;` };
/** The marks that close a clause at a word's end ("mechanism,", "these:"). */
const CLAUSE_MARKS = ",:;";
/** The clause marks closing `word` ("these:" to ":"; "" when none does). */
const clauseMarks = (word: string) => word.slice(stripEdges(word, "", CLAUSE_MARKS).length);
/** A run of characters other than letters. */
const NOT_LETTERS = /[^\p{L}]+/u;

/** A word without the quotes and brackets around it ({@link QUOTE_EDGES}). */
function unquoted(word: string): string {
  return stripEdges(word, QUOTE_EDGES.opening, QUOTE_EDGES.closing);
}

/** The words of `text` in lower case, split at every character other than a letter ("It's 3.2?" to "it", "s", ""). */
function letterWords(text: string): string[] {
  return text.toLowerCase().split(NOT_LETTERS);
}

/** A word's letters only, in lower case ("Timeouts," to "timeouts"). */
function lettersOf(word: string): string {
  return letterWords(word).join("");
}

/** A question's body and the mark it ends with ("?" when it ends with none): "What is X?!" to ["What is X", "?!"]. */
function bodyAndMark(text: string): [body: string, mark: string] {
  let at = text.length;
  while (at > 0 && "?.!".includes(text[at - 1])) at--;
  const end = text.slice(at);
  return [text.slice(0, at), end.includes("?") || end === "" ? "?" : end];
}

/**
 * Where the question's verb of several things stands ("What are", "How long do"): the first word of
 * {@link ONE_THING_VERBS} among its first words before `end`, not before a person ("How do I set
 * ...?" stays "do"); -1 when none.
 */
function manyThingsVerb(words: readonly string[], end: number): number {
  return words
    .slice(0, Math.min(end, 4))
    .findIndex(
      (w, i) => i > 0 && w.toLowerCase() in ONE_THING_VERBS && !PERSONS.includes(words[i + 1]?.toLowerCase() ?? ""),
    );
}

/** The most names a list may hold to be asked name by name ({@link coordinatedParts}, {@link plainConjuncts}). */
export const MAX_CONJUNCTS = 4;

/**
 * Words after which a list of plain words has ended its clause ("the default minwait and maxwait of
 * the spool", "... in Heron"): the prepositions of {@link PART_PREPOSITIONS} and "of". A declarative
 * table, tested from the table.
 */
export const LIST_CLOSERS: readonly string[] = [...PART_PREPOSITIONS.filter((w) => !ONE_ASK_WORDS.includes(w)), "of"];

/**
 * The plain words of a list that would be asked one by one if each named a thing ("What are the
 * defaults of spoolsize and retrywait?": spoolsize, retrywait), lowercased; empty when the question has no
 * such list. Whether a plain word names a thing is not in the question: the documents tell it (an
 * entry of the tree titled by it, lib/memory/ask-view.ts `entryNames`), and the list splits only
 * when every word does ({@link coordinatedParts} with those entries). A list that modifies the noun
 * after it ("the read and write timeouts") is never one: only a list ending its clause (the
 * question's end, or a word of {@link LIST_CLOSERS} after it) is offered.
 */
export function plainConjuncts(question: string): string[] {
  const words = bodyAndMark(question.trim())[0].split(SPACES);
  const lower = words.map(lettersOf);
  const joiner = lower.findIndex((w, i) => i > 0 && (w === "and" || w === "or"));
  if (joiner <= 1 || joiner >= words.length - 1) return [];
  // Words joined by "or" are a choice between them ("... use tcp or udp?"), asked whole.
  if (lower[joiner] === "or") return [];
  if (lower.some((w, i) => i > 0 && ONE_ASK_WORDS.includes(w))) return [];
  const next = lower[joiner + 2];
  if (next !== undefined && !LIST_CLOSERS.includes(next)) return [];
  const list = [words[joiner - 1], words[joiner + 1]];
  for (let i = joiner - 2; i > 1 && words[i].endsWith(","); i--) {
    list.unshift(words[i]);
    // More words than a question is split into: never asked word by word, so none is looked up.
    if (list.length > MAX_CONJUNCTS) return [];
  }
  const bare = list.map(unquoted);
  // Only lists of plain words: a list naming things already splits without the documents.
  if (bare.some((w, i) => !allAs(w, "lower") || [...w].length < 3 || namesOneThing(w, i === 0 && joiner === 1)))
    return [];
  return bare;
}

/** A plural noun as one ("defaults" -> "default", "entries" -> "entry"); names and short words as they are. */
function singularNoun(word: string): string {
  return [...word].length < 4 || !allAs(word, "lower") ? word : singular(word);
}

/**
 * The parts of a question asking one thing of several named things ("What are the defaults of
 * heron_max and kestrel_min?", "When were Heron Alpine and Birch released?"): the question once per
 * conjunct, the list replaced by it, the verb and the noun before the list made singular. Only a list
 * of names ({@link namesOneThing}) splits, and never one under a word of {@link ONE_ASK_WORDS}.
 */
export function coordinatedParts(question: string, entries: ReadonlySet<string> = NO_ENTRIES): string[] {
  const text = question.trim();
  const [body, mark] = bodyAndMark(text);
  const words = body.split(SPACES);
  const lower = words.map(lettersOf);
  const joiner = lower.findIndex((w, i) => i > 0 && (w === "and" || w === "or"));
  if (joiner <= 0 || joiner >= words.length - 1) return [text];
  if (lower.some((w, i) => i > 0 && ONE_ASK_WORDS.includes(w))) return [text];
  // Two things of one word said twice ("the default SASL mechanism and SASL timeout"): each its own part.
  const repeated = repeatedModifierParts(words, lower, joiner);
  if (repeated) return repeated.map((p) => p + mark);
  // The list: "A and B", "A, B and C", "A, B, and C" (each a single word naming one thing).
  const after = words[joiner + 1];
  if (!namesOneThing(after, false, entries)) return [text];
  // A name of several words after the joiner ("Heron 2 and Heron 3"): which words the first conjunct
  // shares is not known, so the question stays whole rather than be cut into "Heron 2 3".
  const next = words[joiner + 2];
  if (next !== undefined && !",:;".includes(after.at(-1) ?? "") && namesOneThing(next, false)) return [text];
  let from = joiner - 1;
  if (!namesOneThing(words[from], from === 0, entries)) return [text];
  while (from > 1 && words[from - 1].endsWith(",") && namesOneThing(words[from - 1], from - 1 === 0, entries)) from--;
  const conjuncts = [...words.slice(from, joiner), after].map((w) => w.replace(/,$/, ""));
  if (conjuncts.length < 2 || conjuncts.length > MAX_CONJUNCTS) return [text];
  const trail = clauseMarks(after);
  // The question's verb ("What are", "How long do", "How many slots do").
  const verb = manyThingsVerb(words, from);
  const head = words.slice(0, from);
  // The noun the list is of ("the defaults of", "values"): one of them per part.
  const of = head.findLastIndex((w, i) => i >= head.length - 3 && w.toLowerCase() === "of");
  const noun = of >= 0 ? of - 1 : head.length - 1;
  const one = noun >= 1 && noun !== verb ? singularNoun(head[noun]) : undefined;
  if (one !== undefined) head[noun] = one;
  const tail = words.slice(joiner + 2);
  return conjuncts.map((c) => {
    const name = stripEdges(c, "", CLAUSE_MARKS);
    // The verb of one thing, unless the part's subject is a plural word of the list ("Where are
    // logs and backups?": "Where are logs?", not "Where is logs?").
    const subjectPlural = (one === undefined || one === words[noun]) && singularNoun(name) !== name;
    const asked = head.map((w, i) => (i === verb && !subjectPlural ? ONE_THING_VERBS[w.toLowerCase()] : w));
    return [...asked, `${name}${trail}`, ...tail].join(" ") + mark;
  });
}

/**
 * The parts of a coordination whose two sides open with the same word, each with one word after it
 * ("What are the default cache size and cache timeout of the resolver?": "What is the default cache
 * size of the resolver?", "... cache timeout ..."): the word said twice marks two things, where "the
 * read and write timeouts" (one noun after both) stays one. Undefined when the words do not have that shape.
 */
function repeatedModifierParts(words: string[], lower: string[], joiner: number): string[] | undefined {
  const [shared, first, second] = [lower[joiner - 2], words[joiner - 1], words[joiner + 2]];
  if (joiner < 3 || !shared || lower[joiner + 1] !== shared || second === undefined) return undefined;
  // A word of content said twice, not an article ("the budget and the vendor" is one thing asked).
  if (contentWords(shared).length === 0) return undefined;
  // One word after each ("mechanism", "timeout"), the second ending the list: a closer, a mark or the question's end.
  const next = lower[joiner + 3];
  if (next !== undefined && !LIST_CLOSERS.includes(next) && clauseMarks(second) === "") return undefined;
  if (!holds(first, "letter") || clauseMarks(first) !== "") return undefined;
  const verb = manyThingsVerb(words, joiner - 2);
  const head = words.slice(0, joiner - 2).map((w, i) => (i === verb ? ONE_THING_VERBS[w.toLowerCase()] : w));
  const tail = words.slice(joiner + 3);
  return [first, second].map((w) => [...head, words[joiner - 2], w, ...tail].join(" "));
}

/**
 * Words by which a part points back at what another part names ("..., and what is its default
 * limit?"). A declarative table, tested from the table.
 */
export const BACK_REFERENCES: readonly string[] = ["it", "its", "they", "their", "them"];

/**
 * Nouns of a role a product plays, after its name ("the exim daemon", "the heron module"): that name
 * is the subject a part pointing back means. A declarative table, tested from the table.
 */
export const ROLE_NOUNS: readonly string[] = [
  "daemon",
  "server",
  "service",
  "process",
  "transport",
  "module",
  "package",
  "library",
  "plugin",
  "driver",
  "client",
  "command",
];

/** A word without the marks around it, keeping a leading "$" or "-" ("($var)," to "$var", "-J"). */
const bareWord = (word: string) =>
  trimEndWhere(
    trimStartWhere(word, (c) => c !== "$" && c !== "-" && !holds(c, "letter", "number")),
    (c) => !holds(c, "letter", "number"),
  );

/** The nouns naming a release of a product ("Heron version", "version of Heron"). */
const RELEASE_NOUN = /^(?:version|release|upload)s?$/i;

/**
 * Whether a question asks which release, version or upload ("Which Heron version added X?", "In
 * what release ...?"): the frame's kind, or a question word followed within three words by a noun
 * naming a release.
 */
export function asksForRelease(question: string): boolean {
  return queryFrame(question).asksRelease;
}

/** {@link asksForRelease} given the kind of value the question asks (the frame's, computed before it). */
function namesRelease(question: string, kind: ValueKind): boolean {
  if (kind === "release") return true;
  const words = question.split(SPACES).map((w) => bareWord(w).toLowerCase());
  return words.some(
    (w, i) => (w === "which" || w === "what") && words.slice(i + 1, i + 4).some((x) => RELEASE_NOUN.test(x)),
  );
}

/** Whether a part points back at another part's subject ({@link BACK_REFERENCES}). */
export function pointsBack(part: string): boolean {
  return letterWords(part).some((w) => BACK_REFERENCES.includes(w));
}

/**
 * The names a question gives its subject by, as written: its owners in any case ("exim's",
 * "Squid's") and the name before a role noun ("the exim daemon") or a release ("which Heron version").
 * What a part pointing back at it is asked with (not every capitalised word: "SMTP connections" names
 * no subject, and a name carried is one more a passage must hold).
 *
 * @example subjectNames("How many slots does the kestrel daemon keep?") // ["kestrel"]
 */
export function subjectNames(question: string): string[] {
  const words = question.split(SPACES).map(bareWord);
  const out: string[] = [];
  words.forEach((w, i) => {
    const owner = /^(.+?)['’]s$/u.exec(w)?.[1];
    if (owner && i > 0) out.push(owner);
    const before = words[i - 1]?.toLowerCase() ?? "";
    const role = ROLE_NOUNS.includes(w.toLowerCase()) || RELEASE_NOUN.test(w);
    if (i > 1 && role && !["the", "a", "an", "which", "what", "this", "that"].includes(before)) out.push(words[i - 1]);
    // "which version of heron", "the upload of heron".
    if (RELEASE_NOUN.test(w) && words[i + 1]?.toLowerCase() === "of" && words[i + 2]) out.push(words[i + 2]);
  });
  const seen = new Set<string>();
  return out.filter((n) => n.length > 1 && !seen.has(n.toLowerCase()) && seen.add(n.toLowerCase()));
}

/**
 * The identifiers a question names as code writes them ("spool_limit", "max-refresh-time", "$var"),
 * not a bare release number ("3.38.0"): what a part pointing back may mean ("..., and what is its default?").
 *
 * @example identifiersAsWritten("What does spool_limit bound in Heron 4.2?") // ["spool_limit"]
 */
export function identifiersAsWritten(question: string): string[] {
  return [
    ...new Set(
      question
        .split(SPACES)
        .slice(1)
        .map(bareWord)
        .filter((w) => holds(w, "letter") && /[\p{L}\p{N}][_.:/$-][\p{L}\p{N}]|^\$/u.test(w)),
    ),
  ];
}

/** The parts of one question sentence: split where a joiner is followed by a question word, or an elliptical phrase. */
export function questionParts(question: string, entries: ReadonlySet<string> = NO_ENTRIES): string[] {
  const clauses = clauseParts(question);
  return clauses.length > 1
    ? clauses.flatMap((c) => coordinatedParts(c, entries)).slice(0, 4)
    : coordinatedParts(question, entries);
}

/** The clauses of one question sentence, split where a joiner is followed by a question word, or an elliptical phrase. */
function clauseParts(question: string): string[] {
  const text = question.trim();
  const [body, mark] = bodyAndMark(text);
  const parts: string[] = [];
  let start = 0;
  for (const m of body.matchAll(JOINER)) {
    const rest = body.slice(m.index + m[0].length);
    const first = body.slice(start, m.index).trim();
    // "..., and in which release ...?": a preposition before a question word opens a part too.
    const afterPreposition = rest.replace(/^\S+\s+/, "");
    // Only a clause with a verb of its own: "..., and with which option?" is elliptical, one question.
    const clause =
      opens(PART_PREPOSITIONS, rest) &&
      opens(PART_OPENERS, afterPreposition) &&
      letterWords(afterPreposition)
        .slice(1)
        .some((w) => AUXILIARIES.includes(w));
    if (opens(PART_OPENERS, rest) || clause) {
      parts.push(first);
      start = m.index + m[0].length;
    } else if (opens(ELLIPSIS_PREPOSITIONS, rest) && parts.length === 0 && start === 0) {
      // "..., and on weekends": the first part again, its last phrase under that preposition replaced.
      const preposition = rest.split(SPACES)[0].toLowerCase();
      const at = first.toLowerCase().lastIndexOf(` ${preposition} `);
      if (at < 0) continue;
      return [`${first}${mark}`, `${first.slice(0, at)} ${rest.trim()}${mark}`];
    }
  }
  parts.push(body.slice(start).trim());
  const kept = parts.filter((p) => holds(p, "letter"));
  if (kept.length <= 1) return [text];
  return kept.map((p) => `${p.charAt(0).toUpperCase()}${p.slice(1)}${mark}`);
}

/**
 * What a question names and asks, worked out once and read by every stage (search, retrieval,
 * answers, the bounded ask view): its parts, the terms it names, the field and kind of value it
 * asks, the product owning the entity, the noun it counts. Stages that need the documents (which
 * names are rare, which no passage holds) start from this frame and add what the index tells.
 */
export type QueryFrame = {
  /** The question as asked. */
  text: string;
  /** The parts it asks (one when it asks one thing): see {@link questionParts}. */
  parts: string[];
  /** Identifiers, numbers and capitalised names after the first word, stemmed ("cr-4471", "kestrel"). */
  named: string[];
  /** The capitalised words after its first word, as written ("Python", "SQLite"). */
  names: string[];
  /** Products named as an owner or with a release asked ("Python's time module", "In which Python version"), stemmed. */
  owners: string[];
  /** Programs named in lower case as an owner or with a release ("heron's spool", "heron 4.12"), stemmed. */
  programs: string[];
  /** The field asked ("timeout" of "the default timeout of gzip.open"), stemmed, or null. */
  field: string | null;
  /** The noun a "how many" question counts, as written ("triggers"), or null. */
  counted: string | null;
  /** The kind of value asked. */
  valueKind: ValueKind;
  /** Whether it asks for a default ("the default X", "out of the box"). */
  asksDefault: boolean;
  /** Its content words without those that only name the kind of value asked ("which date", "how many"), stemmed. */
  words: string[];
  /** Words after "which"/"what" that name the kind of answer ("which city"), stemmed. */
  kindWords: string[];
  /** The names it gives its subject by, as written: see {@link subjectNames}. */
  subjects: string[];
  /** The identifiers it names as code writes them: see {@link identifiersAsWritten}. */
  identifiers: string[];
  /** Whether it points back at another part's subject ("its default"): see {@link pointsBack}. */
  pointsBack: boolean;
  /** Whether it asks which release, version or upload: see {@link asksForRelease}. */
  asksRelease: boolean;
};

const frames = new Map<string, QueryFrame>();
const FRAME_CACHE = 256;

/**
 * The frame of `question` (memoised: every stage of one ask reads the same object).
 *
 * @example queryFrame("What is the default retry interval of heron.connect?").field // "interval"
 * @example queryFrame("Who maintains the Heron gateway?").valueKind // "person"
 */
export function queryFrame(question: string): QueryFrame {
  let frame = frames.get(question);
  if (frame) return frame;
  const valueKind = askedKind(question);
  frame = {
    text: question,
    parts: questionParts(question),
    named: namedTerms(question),
    names: questionNames(question),
    owners: ownerNames(question),
    programs: programNames(question),
    field: askedField(question),
    counted: countedNoun(question),
    valueKind,
    asksDefault: asksDefault(question),
    words: questionWords(question),
    kindWords: [...question.matchAll(/\b(?:which|what)\s+([\p{L}]+)/giu)].flatMap((m) => contentWords(m[1])),
    subjects: subjectNames(question),
    identifiers: identifiersAsWritten(question),
    pointsBack: pointsBack(question),
    asksRelease: namesRelease(question, valueKind),
  };
  if (frames.size >= FRAME_CACHE) frames.delete(frames.keys().next().value as string);
  frames.set(question, frame);
  return frame;
}

/** Identifiers and numbers (CR-4471, R42.3, 2026) and capitalised names after the first word (Kestrel), stemmed. */
function namedTerms(query: string): string[] {
  const seen = new Set<string>();
  return contentTokens(query)
    .filter((t) => !seen.has(t.term) && seen.add(t.term))
    .filter((t, i) => t.parts.length > 0 || hasDigit(t.term) || (i > 0 && startsUpper(t.surface)))
    .map((t) => t.term);
}

/** The capitalised words a question writes after its first word ("Python", "SQLite"): its own names. */
function questionNames(query: string): string[] {
  const words = wordsAsWritten(query);
  return [...new Set(words.slice(1).filter((w) => startsUpper(w)))];
}

/**
 * The capitalised names the question gives as an owner (stemmed): "Python's time module", "In
 * which Python version", "the PostgreSQL server", "the Dovecot daemon" (not a protocol's acronym:
 * "the SMTP server", "the DNS server" name a role any product plays).
 */
function ownerNames(query: string): string[] {
  return [
    ...query.matchAll(
      /\b(\p{Lu}[\p{L}\d]*)(?:['’]s\b|\s+(?=(?:version|release)s?\b)|(?<!\b\p{Lu}{2,5})\s+(?=(?:server|daemon|service|process)\b))/gu,
    ),
  ]
    .map((m) => contentWords(m[1])[0] ?? "")
    .filter((w) => w !== "");
}

// Words that make a possessive a role's ("the user's", "each server's"), not a program's.
const ROLE_DETERMINERS = new Set(
  "the a an each every any some this that these those its their your my our his her one other another".split(" "),
);
// Words a release number follows that name no program ("version 5.69", "since 2.1").
const RELEASE_WORDS = /^(?:version|release|upload|v|rev|revision|since|from|to|in|before|after|until)s?$/i;

/**
 * Programs a question names in lower case: an owner not after a determiner ("heron's spool", not
 * "the user's home") and a word before a release of two parts or more ("heron 4.12", "kestrel
 * 2.0.1-3"; not "version 5.69" or "level 9"), stemmed. Whether one names a program is the documents'
 * to say (retrieve.ts: a document's file name holds it).
 *
 * @example programNames("When did heron 4.12 ship, and what is kestrel's spool?") // ["kestrel", "heron"]
 */
function programNames(query: string): string[] {
  // The word before `at` when spaces separate them ("the user's": "the"), read back from `at`.
  const before = (at: number) => {
    const head = query.slice(0, at);
    const spaced = head.trimEnd();
    if (spaced.length === head.length) return "";
    const word = spaced.slice(trimEndWhere(spaced, (c) => holds(c, "letter")).length);
    return word.toLowerCase();
  };
  const owners = [...query.matchAll(/(?<![\p{L}\d'’-])(\p{Ll}[\p{Ll}\d]*)['’]s\b/gu)]
    .filter((m) => !ROLE_DETERMINERS.has(before(m.index)))
    .map((m) => m[1]);
  const released = [...query.matchAll(/(?<![\p{L}\d'’.-])(\p{Ll}[\p{Ll}\d]*)\s+\d+(?:\.\d+)+(?:-[\w.+~]+)?\b/gu)]
    .map((m) => m[1])
    .filter((w) => !RELEASE_WORDS.test(w));
  const words = [...owners, ...released].map((w) => contentWords(w)[0] ?? "");
  return [...new Set(words.filter((w) => w !== ""))];
}

/**
 * The question's content words, without the words that only name the kind of value asked ("which
 * date", "what year", "how many"): a date question is satisfied by a date, not by a passage saying "dates".
 */
function questionWords(query: string): string[] {
  const cue = query.match(/\b(?:what|which) (date|day|year)\b/i)?.[1] ?? "";
  // "How many / how much" names a count, as "which date" names a date: "as many frames as possible" does not answer it.
  // So do "how long", "how often", "how big": a span, a rate, a size, not a passage saying "long".
  const count = query.match(/\bhow (many|much|long|often|big|large|old|far|soon)\b/i)?.[1] ?? "";
  const drop = new Set([...(cue ? contentWords(cue) : []), ...(count ? contentWords(count) : [])]);
  return [...new Set(contentWords(query))].filter((w) => !drop.has(w));
}

import { LINE_BREAK, SPACES, hasDigit, squeezeSpaces, startsAs, startsUpper } from "./chars";
import { splitPassages, tableRowCells } from "./passages";
import { finalMark } from "./sentences";
import { contentTokens, contentWords, createBm25, isStopword, splitSentences, type ContentToken } from "@/lib/extract";

/**
 * The offline engine's reasoning, kept pure so it can be tested and reused without the AI SDK:
 * retrieve sentences of the branch's context that match the question and quote them, or say
 * plainly that nothing matches. It only ever repeats text it was given, so it cannot invent facts.
 */

import { OFFLINE_PHRASES } from "@/lib/shared/offline-phrases";
import { isQuestion, queryFrame } from "./query-frame";

/** Whether a message asks something (see {@link isQuestion}); kept here for the modules that read answers. */
export { isQuestion };

/** Fixed phrases of the offline engine's replies (one list, in lib/shared: titles drop them too). */
export { OFFLINE_PHRASES };

/** A context sentence chosen as relevant to the query. */
export type RelevantSentence = {
  text: string;
  /** Idf-weighted share of the query's content words found in the sentence, 0..1. */
  coverage: number;
  /** Ranking score: coverage plus a BM25 tie-breaker. */
  score: number;
  /** Index among the context's distinct sentences, in reading order. */
  position: number;
};

const MAX_QUOTES = 3;

/**
 * The sentences of `context` that answer `query`, best first, at most `max`.
 *
 * Each query content word is weighted by its idf over the context sentences (a word the context
 * never uses weighs most), and a sentence is relevant when it covers at least half of that weight
 * or matches two or more query words, or matches an identifier such as ORCHID-7 exactly (rare by
 * construction); BM25 breaks ties, and `boost` (e.g. the answer type a question asks for) adds to a
 * relevant sentence's score. So "What is the launch code?" does not
 * accept "We launch on Friday." when no sentence mentions a code.
 */
export function findRelevantSentences(
  context: string[],
  query: string,
  max = MAX_QUOTES,
  opts: { boost?: (sentence: string) => number; minShare?: number; presplit?: boolean } = {},
): RelevantSentence[] {
  // The asker's phrasing is not what the answer must say: an adverb ("exactly") or the kind of
  // answer asked ("which city?") that no sentence of the context holds weighs nothing.
  const said = new Set(context.flatMap((c) => contentWords(c)));
  const kindWord = new Set(queryFrame(query).kindWords);
  const units = uniqueByTerm(contentTokens(query)).filter(
    (u) => said.has(u.term) || !(u.surface.slice(-2).toLowerCase() === "ly" || kindWord.has(u.term)),
  );
  if (units.length === 0) return [];
  // A question is never an answer: "What is the launch code?" asked earlier is not quoted back.
  // `presplit`: the context is statements already (a leaf's, header fields read with their title), kept whole.
  const sentences = dedupe(
    (opts.presplit ? context : context.flatMap((text) => splitSentences(text))).filter(
      (s) => !isOwnPhrase(s) && !isAskingSentence(s),
    ),
  );
  if (sentences.length === 0) return [];

  const index = createBm25(sentences);
  const bm25 = index.score(query);
  const maxBm25 = Math.max(...bm25, Number.EPSILON);
  const weights = units.map((u) => index.idf(u.term));
  const totalWeight = weights.reduce((a, w) => a + w, 0);

  const candidates = sentences.flatMap((text, position) => {
    const terms = new Set(contentWords(text));
    const credits = units.map((u) => credit(u, terms));
    const matched = credits.reduce((a, c) => a + c, 0);
    const coverage = credits.reduce((a, c, i) => a + c * weights[i], 0) / totalWeight;
    const identifier = units.some((u, i) => credits[i] === 1 && isIdentifier(u));
    if (matched === 0 || (coverage < 0.5 && matched < 2 && !identifier)) return [];
    return [
      { text, coverage, score: coverage + 0.25 * (bm25[position] / maxBm25) + (opts.boost?.(text) ?? 0), position },
    ];
  });
  // A fact restated with a new value ("the code is now LOTUS-9") replaces what it updates.
  const current = candidates.filter((c) => {
    const update = candidates.find((later) => later.position > c.position && supersedes(later.text, c.text, query));
    // The update answers what the statement it replaces answered.
    if (update) {
      update.coverage = Math.max(update.coverage, c.coverage);
      update.score = Math.max(update.score, c.score);
    }
    return !update;
  });
  current.sort((a, b) => b.score - a.score || a.position - b.position);

  // Keep runners-up only when they are nearly as good: one strong quote beats three weak ones.
  const best = current[0]?.score ?? 0;
  return current.filter((c) => c.score >= (opts.minShare ?? 0.75) * best).slice(0, max);
}

/**
 * The offline engine's reply to `query` given the earlier messages' texts in `context`.
 *
 * @example composeOfflineAnswer({ context: ["The launch code is ORCHID-7."], query: "What is the launch code?" })
 * // "From this branch's context:\n\n> The launch code is ORCHID-7."
 */
export function composeOfflineAnswer({ context, query }: { context: string[]; query: string }): string {
  if (query.trim() === "") return OFFLINE_PHRASES.empty;
  const question = isQuestion(query);
  // A Markdown table is read row by row as "header: cell" passages, never quoted raw ("| a | 1 |").
  const read = context.flatMap((text) =>
    text.split(LINE_BREAK).some((line) => tableRowCells(line) !== null)
      ? splitPassages(text).map((p) => (p.kind === "row" ? `${p.text}.` : p.text))
      : [text],
  );
  const relevant = findRelevantSentences(read, query);

  if (relevant.length > 0) {
    // Quote in the order the context said them, so an update reads after what it updates.
    const quotes = [...relevant].sort((a, b) => a.position - b.position).map((r) => `> ${r.text}`);
    const lead = question ? OFFLINE_PHRASES.found : OFFLINE_PHRASES.relatedToStatement;
    return [lead, ...quotes].join("\n\n");
  }
  if (!question) return OFFLINE_PHRASES.noted;

  const topic = uniqueByTerm(contentTokens(query))
    .slice(0, 6)
    .map((t) => t.surface)
    .join(" ");
  return topic
    ? `${OFFLINE_PHRASES.unknownPrefix} mentions "${topic}".`
    : `${OFFLINE_PHRASES.unknownPrefix} answers that.`;
}

/** 1 when the sentence has the word; for a compound like ORCHID-7, half credit per share of parts. */
function credit(unit: ContentToken, terms: Set<string>): number {
  // "owns" finds "Owner:", "reviews" finds "Reviewer:": a verb matches its agent noun.
  if (terms.has(unit.term) || terms.has(`${unit.term}er`) || terms.has(`${unit.term}or`)) return 1;
  if (unit.parts.length === 0) return 0;
  return (0.5 * unit.parts.filter((p) => terms.has(p)).length) / unit.parts.length;
}

/** Compounds and tokens with digits (ORCHID-7, v1.2, 2025) name one thing; a match is telling. */
function isIdentifier(unit: ContentToken): boolean {
  return unit.parts.length > 0 || hasDigit(unit.term);
}

function uniqueByTerm(tokens: readonly ContentToken[]): ContentToken[] {
  const seen = new Set<string>();
  return tokens.filter((t) => !seen.has(t.term) && seen.add(t.term));
}

function dedupe(sentences: string[]): string[] {
  const seen = new Set<string>();
  return sentences.filter((s) => {
    const key = squeezeSpaces(s.toLowerCase());
    return !seen.has(key) && seen.add(key);
  });
}

// The engine's own framing sentences from earlier turns are not facts about the branch.
const OWN_PHRASE_SENTENCES = new Set(
  Object.values(OFFLINE_PHRASES)
    .flatMap((text) => splitSentences(text))
    .map((s) => s.toLowerCase()),
);
/** True for a sentence of the offline engine's own framing ("From this branch's context:", "Noted. ..."). */
export function isOwnPhrase(sentence: string): boolean {
  return (
    OWN_PHRASE_SENTENCES.has(sentence.toLowerCase()) ||
    sentence.startsWith(OFFLINE_PHRASES.unknownPrefix) ||
    sentence.startsWith(OFFLINE_PHRASES.partPrefix)
  );
}

/** A sentence that asks rather than states: ends with "?" (or is only a question). */
function isAskingSentence(sentence: string): boolean {
  return finalMark(sentence) === "?";
}

/** The title a header field or table row is read with (lib/extract/leaf.ts `leafStatements`): ` — in "Title"`. */
export const TITLE_NOTE = / — in "[^"]*"$/;

/**
 * Lead-ins that frame a statement rather than name a header field ("Update: the code is now X.",
 * "Decisions: ...", "We changed our minds: ..."): the one list the condenser, the leaf fields and
 * `supersedes` share.
 */
export function isCueLabel(label: string): boolean {
  return CUE_LABEL.test(label.trim()) || /^(?:i|we|you|they|he|she|it|let's)\b/i.test(label.trim());
}
const CUE_LABEL =
  /^(?:update|updated|correction|corrected|change|changes|change of plan|note|notes|fyi|ps|edit|reminder|summary|important|heads up|also|actually|decisions?|decided|open actions|events|noteworthy events|todo|action items?|ai|follow[- ]?ups?|next steps?)$/i;

/** Update cues: not part of what a statement is about. */
export const UPDATE_WORDS: ReadonlySet<string> = new Set(
  `actually now new newly updat update updated chang change changed instead correction corrected longer anymore still
   moved move moves slipped slips rotated switched replaced postponed rescheduled reassigned mind minds heads today`.split(
    SPACES,
  ),
);

/** Short numbers right after a content word: "Service 3", "meeting number 12" (not "on 3 May", not "port 6758"). */
function subjectNumbers(sentence: string): string[] {
  return [
    ...sentence.matchAll(
      /\b(\p{L}{3,})\s+(\d{1,3})\b(?![.,:/-]?\d)(?!\s+(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec))/giu,
    ),
  ]
    .filter((m) => !isStopword(m[1].toLowerCase()))
    .map((m) => m[2]);
}

/** The label a sentence opens with: up to 30 characters before its first colon and white space ("Owner: Dana" -> "Owner"). */
function leadLabel(sentence: string): string | undefined {
  const colon = sentence.indexOf(":");
  return colon >= 1 && colon <= 30 && startsAs(sentence.slice(colon + 1), "space")
    ? sentence.slice(0, colon)
    : undefined;
}

/** True when a sentence states a value that a later statement could restate (see {@link supersedes}). */
export function statesValue(sentence: string): boolean {
  return valueTokens(sentence.replace(TITLE_NOTE, "")).size > 0;
}

/** What a sentence states as values: identifiers and numbers, and capitalised names (Kafka, Marta Lindgren). */
export function valueTokens(sentence: string): Set<string> {
  const label = leadLabel(sentence);
  const body = label === undefined ? sentence : sentence.slice(label.length + 1).trimStart();
  return new Set(
    contentTokens(body)
      .filter(
        (t) =>
          t.parts.length > 0 ||
          hasDigit(t.term) ||
          (startsUpper(t.surface) && !UPDATE_WORDS.has(t.surface.toLowerCase())),
      )
      .map((t) => t.term),
  );
}

/**
 * True when `later` restates what `earlier` says with a different value: both state values
 * (identifiers, numbers), the values differ, and the words around them (update cues such as "now"
 * left out) are mostly the same; an identifier `query` names must be in both. "The launch code is now LOTUS-9." supersedes "The launch code is ORCHID-7."
 */
export function supersedes(laterSentence: string, earlierSentence: string, query = ""): boolean {
  // Compare what the sentences say, not the document title a header field is read with.
  const later = laterSentence.replace(TITLE_NOTE, "");
  const earlier = earlierSentence.replace(TITLE_NOTE, "");
  // "Update:", "Decisions:" frame a statement; "Owner:", "Ticket:" are fields of a header.
  const label = (s: string) => {
    const l = leadLabel(s)?.toLowerCase();
    return l && !isCueLabel(l) ? l : undefined;
  };
  const [la, lb] = [label(later), label(earlier)];
  if (la && lb && la !== lb) return false; // two fields of one header ("Ticket:", "Owner:")
  // An identifier the question names is what the statement is about, not its value: "the code
  // for ORCHID-9" does not update "the code for ORCHID-7" when ORCHID-7 is asked about.
  const named = new Set([
    ...contentTokens(query)
      .filter((t) => t.parts.length > 0 || hasDigit(t.term))
      .map((t) => t.term),
    ...contentTokens(query)
      .filter((t, i) => i > 0 && startsUpper(t.surface))
      .map((t) => t.term),
  ]);
  // A short number right after a word names the thing ("service 3", "meeting number 12",
  // "inventory 11"); it is not the value: "Service 5 runs on node-105" does not update service 3.
  for (const n of subjectNumbers(earlier)) {
    if (!subjectNumbers(later).includes(n)) return false;
    named.add(n);
  }
  const a = new Set([...valueTokens(later)].filter((v) => !named.has(v)));
  const b = new Set([...valueTokens(earlier)].filter((v) => !named.has(v)));
  const laterTerms = new Set(contentTokens(later).map((t) => t.term));
  // Named with the title too: a row of "Service inventory 11" does not update one of inventory 2.
  const laterWithTitle = new Set(contentTokens(laterSentence).map((t) => t.term));
  if (contentTokens(earlierSentence).some((t) => named.has(t.term) && !laterWithTitle.has(t.term))) return false;
  // What the question asks about and the earlier statement says must be in the later one too:
  // "the exports service listens on port 9516" does not update the billing service's port.
  // (Unless the later one names every value of the earlier beside its new one: "X moved from
  // <old> to <new>" need not repeat the earlier's verb, "X is due on <old>".)
  const namesOld = b.size > 0 && [...b].every((v) => a.has(v));
  const asked = new Set(contentTokens(query).map((t) => t.term));
  if (!namesOld && contentTokens(earlier).some((t) => asked.has(t.term) && !laterTerms.has(t.term))) return false;
  if (a.size === 0 || b.size === 0 || [...a].every((v) => b.has(v))) return false;
  const words = (s: string, values: Set<string>) =>
    new Set(
      contentTokens(s)
        .filter((t) => !values.has(t.term) && !UPDATE_WORDS.has(t.term) && !UPDATE_WORDS.has(t.surface.toLowerCase()))
        .map((t) => t.term),
    );
  const wa = words(later, a);
  const wb = words(earlier, b);
  if (wa.size === 0 || wb.size === 0) return false;
  let shared = 0;
  for (const w of wa) if (wb.has(w)) shared++;
  // Mostly the same words on both sides: "another memory regression ... reported by QA" does not update "the memory regression was traced to commit X".
  if (shared / Math.max(wa.size, wb.size) >= 0.75 && shared >= Math.min(2, wb.size)) return true;
  // "X moved from <old> to <new>": its words need only be among the earlier's.
  return namesOld && shared >= 2 && shared / wa.size >= 0.75;
}

import { findRelevantSentences, statesValue as statesAnyValue, supersedes, UPDATE_WORDS } from "@/lib/extract/answer";
import { contentWords, splitSentences } from "@/lib/extract";
import { LINE_BREAK, SPACES, allAs, fromFirst } from "@/lib/extract/chars";
import { isHeadingLine, markdownHeading } from "@/lib/extract/sentences";
import { ROLE_HEADING } from "@/lib/text/entry-block";
import { queryFrame } from "@/lib/extract/query-frame";
import { condenseOffline } from "./condense";
import type { KtAnswer, KtEngine } from "./engine";
import { capitalisedNames, elideValue, extractAbout, factKey, valuesIn } from "@/lib/extract/about";
import { chooseOption } from "./offline-choose";
import { blockHeadingRole, withoutQuotedReplies, withoutSentences } from "./render";
import { chunkSentences, classify, clip, extractFields, extractiveSummary } from "@/lib/extract/fields";
import { holdsValue } from "@/lib/extract/value-kinds";
import { leafStatements, withoutTitle } from "@/lib/extract/leaf";
import type { KtMetadata } from "./types";

/** Options for {@link createOfflineEngine}. */
export type OfflineEngineOptions = {
  /** Characters of a branch summary (default 600). */
  branchSummaryChars?: number;
  /** About items kept on a branch: names and terms (default 30) and facts (default 200). */
  branchAbout?: { plain: number; facts: number };
  /** Coverage of the question's weighted content words for a "complete" answer (default 0.75). */
  completeCoverage?: number;
};

/**
 * The default knowledge-tree engine: no model, no network, deterministic. Extractive summaries,
 * rule-based fields and "about" items (names, value statements, frequent terms); choices by the
 * option whose single metadata item best covers the question (see `offline-choose.ts`); extractive
 * answers whose status comes from how much of the question the leaf's best sentences cover, the
 * names and identifiers it asks about, and whether they state a value when one is asked for.
 *
 * @example const tree = await buildTree(text, createOfflineEngine());
 */
export function createOfflineEngine(opts: OfflineEngineOptions = {}): KtEngine {
  const summaryChars = opts.branchSummaryChars ?? 600;
  const aboutLimit = opts.branchAbout ?? BRANCH_ABOUT;
  const completeAt = opts.completeCoverage ?? 0.75;

  return {
    name: "offline",
    async cite({ evidence, status }) {
      return { status, answer: evidence };
    },
    async summarise({ text, taxonomy }) {
      const transcript = isTranscript(text);
      const own = transcript ? withoutQuotedReplies(text) : text;
      const sentences = chunkSentences(own);
      return {
        summary: extractiveSummary(own, sentences),
        contentTypes: classify(own, taxonomy),
        ...(transcript ? transcriptFields(sentences) : extractFields(sentences)),
        about: extractAbout(sentences),
      };
    },
    async aggregate(children) {
      return aggregateMetadata(children, summaryChars, aboutLimit);
    },
    async choose({ query, options }) {
      return chooseOption(query, options);
    },
    async answer({ query, text }) {
      return answerFromText(query, text, completeAt);
    },
    async condense(sources, condenseOpts) {
      return condenseOffline(sources, condenseOpts);
    },
  };
}

/**
 * Whether `text` is a piece of a conversation (the rendered blocks of its messages), not a document:
 * a user's or assistant's block ("### User" as a line, as lib/text/entry-block.ts `entryBlock` and
 * lib/knowledge/chat-export.ts write it), or folded entries that are notes only (the text opens with
 * a "### Note" or "### Tool" line and every Markdown heading is a note's). A document's own headings
 * are other words; a document with a "### Note" heading of its own is a document.
 */
export function isTranscript(text: string): boolean {
  const speaker = (line: string) => ["user", "assistant"].includes(blockHeadingRole(line) ?? "");
  if (text.split(LINE_BREAK).some(speaker)) return true;
  const lead = text.trimStart().split(LINE_BREAK);
  const entry = (title: string | undefined) => title === "Note" || title === "Tool";
  if (lead.length < 2 || !entry(ROLE_HEADING[blockHeadingRole(lead[0]) ?? "user"])) return false;
  return lead.filter(isHeadingLine).every((line) => entry(markdownHeading(line)?.title));
}

/**
 * A conversation leaf's lists: decisions, actions and events as for any text, and a statement that
 * restates a value in words of an update ("moved from X to Y", "is now", "instead of") listed with
 * the events, so that the lists of the memory's branches and root can replace what it updates
 * ({@link aggregateMetadata}); within the leaf, an item a later sentence updates is listed at its
 * latest only.
 */
export function transcriptFields(sentences: string[]): ReturnType<typeof extractFields> {
  const fields = extractFields(sentences);
  const listed = new Set([...fields.decisions, ...fields.criticalActions, ...fields.noteworthyEvents]);
  const updates = sentences.filter((s) => !listed.has(s) && statesAnyValue(s) && statesUpdate(s));
  const lists = {
    decisions: fields.decisions,
    criticalActions: fields.criticalActions,
    noteworthyEvents: [...fields.noteworthyEvents, ...updates],
  };
  // In reading order, one sentence a list: a later sentence of the leaf updates an earlier one.
  // (A listed item may be clipped: "…" ends it.)
  const at = (item: string) =>
    sentences.findIndex((s) => s === item || s.startsWith(item.endsWith("…") ? item.slice(0, -1) : item));
  const inOrder = [...listed, ...updates].sort((a, b) => at(a) - at(b));
  return applyLatest(lists, latestReplacements(inOrder.map((s) => [s])));
}

/** Words of an update: the sentence says that a value changed (`UPDATE_WORDS` of lib/extract/answer). */
function statesUpdate(sentence: string): boolean {
  return contentWords(sentence).some((w) => UPDATE_WORDS.has(w)) || /\bfrom\b.+\bto\b/i.test(sentence);
}

/** The lists of `fields` with each item `latestReplacements` replaced put at its latest, the latest not listed again. */
function applyLatest<T extends Record<string, string[]>>(
  fields: T,
  { replaced, moved }: { replaced: Map<string, string>; moved: Set<string> },
): T {
  if (replaced.size === 0) return fields;
  const seen = new Set<string>();
  const out: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(fields)) {
    out[key] = list.flatMap((item) => {
      const latest = replaced.get(item) ?? (moved.has(item) ? null : item);
      if (latest === null || seen.has(latest)) return [];
      seen.add(latest);
      return [latest];
    });
  }
  return out as T;
}

const BRANCH_ABOUT = { plain: 30, facts: 200 };
const BRANCH_LIST = 5;

/**
 * A branch's metadata: the children's summaries shortened, lists interleaved; about keeps the most
 * frequent names and terms, and the most specific facts (those stated in the fewest children).
 */
export function aggregateMetadata(children: KtMetadata[], summaryChars = 600, aboutLimit = BRANCH_ABOUT): KtMetadata {
  if (children.length === 1) return structuredClone(children[0]);
  const share = Math.max(60, Math.floor(summaryChars / Math.max(1, children.length)) - 3);
  // A decision, action or event restated later with another value ("We decided to use Postgres for
  // the event bus" after "... Temporal ...") is listed with its latest value only, wherever the
  // later statement is listed: "The delivery moved to Monday" (an event) replaces "The delivery is
  // due on Friday" (an action).
  const lists = children.map((c) => [...c.decisions, ...c.criticalActions, ...c.noteworthyEvents]);
  const latest = latestReplacements(lists);
  // A child's lead sentence too ("We meet at the Larchmont.") is left out of the branch's summary
  // when a later child lists its update ("... at the Quillfield instead."); a title is no statement.
  const leads = children.map((c) => firstSegment(c.summary));
  const listed = new Set(lists.flat());
  const stale = new Set(
    [
      ...latestReplacements(children.map((_, i) => [...splitSentences(leads[i]).filter(isSentence), ...lists[i]]))
        .replaced,
    ]
      .filter(([lead, update]) => !listed.has(lead) && listed.has(update))
      .map(([lead]) => lead),
  );
  const per = (list: (c: KtMetadata) => string[]) => latestIn(children.map(list), latest);
  const decisions = per((c) => c.decisions);
  const actions = per((c) => c.criticalActions);
  const events = per((c) => c.noteworthyEvents);
  // A list of what the children are (their titles or lead sentences), not their summaries glued together.
  const summary = clip(
    leads.map((lead) => clip(withoutSentences(lead, stale), share)).join(SUMMARY_SEPARATOR),
    summaryChars,
  );
  return {
    summary,
    contentTypes: byFrequency(
      children.map((c) => c.contentTypes),
      6,
    ),
    criticalActions: interleave(actions, BRANCH_LIST),
    decisions: interleave(decisions, BRANCH_LIST),
    noteworthyEvents: interleave(events, BRANCH_LIST),
    about: [
      ...byFrequency(
        children.map((c) => c.about.filter((a) => factKey(a) === null)),
        aboutLimit.plain,
      ),
      ...specificFirst(
        children.map((c) => c.about.filter((a) => factKey(a) !== null)),
        aboutLimit.facts,
      ).map(elideValue),
    ],
  };
}

/**
 * An extractive answer from a leaf: its best statements (header fields and table rows read with the
 * document's title), quoted, with a status that means what it says. Complete: the quotes cover the
 * question, every name and identifier it asks about, both sides of an "X and Y" question, and a
 * value when one is asked for. None: the quotes hold none of the names and identifiers asked
 * about (an unrelated sentence is never quoted as an answer). Partial otherwise.
 */
export function answerFromText(query: string, text: string, completeAt = 0.75): KtAnswer {
  const { statements } = leafStatements(text);
  const boost = answerTypeBoost(query);
  const hits = findRelevantSentences(statements, query, 3, { boost, presplit: true });
  if (hits.length === 0) return { status: "none", answer: "" };
  // "The budget and the vendor": a side the best quotes miss is looked for among the rest.
  for (const term of conjunctTerms(query)) {
    if (hits.some((h) => contentWords(h.text).includes(term))) continue;
    const extra = findRelevantSentences(statements, query, 20, { boost, minShare: 0, presplit: true }).find((h) =>
      contentWords(h.text).includes(term),
    );
    if (extra && !hits.some((h) => h.position === extra.position)) hits.push(extra);
  }
  const quoted = [...hits].sort((a, b) => a.position - b.position).map((h) => `> ${h.text}`);
  // Identifiers and numbers (ORCHID-7, 2024) and names (Kestrel) the question asks about must
  // appear in what is quoted: the same question about another system is not answered.
  const required = queryFrame(query).named;
  const quotedTerms = new Set(hits.flatMap((h) => contentWords(h.text)));
  const present = required.filter((t) => quotedTerms.has(t));
  if (required.length > 0 && present.length === 0) return { status: "none", answer: "" };
  const identified = present.length === required.length;
  // "The budget and the vendor": both sides must be in the quotes.
  const both = conjunctTerms(query);
  const conjuncts = both.every((t) => quotedTerms.has(t));
  // A factoid question ("what is the password", "when", "who") needs a value in the answer, so
  // "The password is kept in the vault" is only partial.
  const answered = !isFactoid(query) || hits.some((h) => statesValue(withoutTitle(h.text), query));
  // Two quotes may answer the two sides of one question together.
  const covered = hits[0].coverage >= completeAt || (both.length > 0 && conjuncts);
  const complete = covered && identified && conjuncts && answered;
  return { status: complete ? "complete" : "partial", answer: quoted.join("\n") };
}

/** The words joined by "and" in "the budget and the vendor of ...": each must be answered. */
function conjunctTerms(query: string): string[] {
  const m = /\b([\p{L}-]+)\s+and\s+(?:the\s+|a\s+|an\s+|its\s+)?([\p{L}-]+)/iu.exec(query);
  return m ? [m[1], m[2]].flatMap((w) => contentWords(w)) : [];
}

/**
 * A bonus for sentences that hold the kind of value asked for, as the query frame reads it (a date
 * for "when", a person for "who"), a place for "where", the asked noun for "which X".
 */
function answerTypeBoost(query: string): (sentence: string) => number {
  const q = query.trim().toLowerCase();
  const frame = queryFrame(query);
  const kind = frame.valueKind === "date" || frame.valueKind === "person" ? frame.valueKind : null;
  const noun = /^\W*(?:which|what)\s+(?:is\s+the\s+|are\s+the\s+|was\s+the\s+)?([a-z-]+)/.exec(q)?.[1];
  const nounTerms = noun ? contentWords(noun) : [];
  return (sentence) => {
    const body = withoutTitle(sentence);
    if (kind) return holdsValue(body, kind) ? 0.3 : 0;
    if (asksWhere(q)) return capitalisedNames(body).length > 0 ? 0.3 : 0;
    if (nounTerms.length > 0) {
      const terms = new Set(contentWords(body));
      return nounTerms.some((t) => terms.has(t)) ? 0.3 : 0;
    }
    return 0;
  };
}

/**
 * How a question opens, read from its words (from its first word character, lower case): the
 * question word that asks for one thing, "how" with the measure it asks, and the openings that ask
 * for something open ("what did ...", "which are the ...").
 */
const OPENINGS = {
  factoid: new Set(["who", "whom", "whose", "when", "where", "which", "what"]),
  how: new Set(["many", "much", "long", "often", "big", "large", "old"]),
  open: new Set(["did", "do", "does", "should", "could", "would", "will", "happened"]),
  openBeforeThe: new Set(["are", "were"]),
};

/** The question's words from its first word character, lower case, split at white space. */
function openingWords(query: string): string[] {
  return fromFirst(query, "word").toLowerCase().split(SPACES);
}

/** A word's leading run of word characters ("what's" to "what"): what a pattern's word boundary reads. */
function lead(word: string | undefined): string {
  if (word === undefined) return "";
  let to = 0;
  while (to < word.length && allAs(word[to], "word")) to++;
  return word.slice(0, to);
}

/** Whether a question opens with "where". */
function asksWhere(query: string): boolean {
  return lead(openingWords(query)[0]) === "where";
}

/** A question asking for one specific thing: a name, a date, a figure, an identifier. */
export function isFactoid(query: string): boolean {
  const [first, second, third] = openingWords(query);
  const factoid = OPENINGS.factoid.has(lead(first)) || (first === "how" && OPENINGS.how.has(lead(second)));
  const open =
    (first === "what" || first === "which") &&
    (OPENINGS.open.has(lead(second)) || (OPENINGS.openBeforeThe.has(second) && lead(third) === "the"));
  return factoid && !open;
}

/** True when `sentence` states a value the question does not already contain (for "where", a place: a capitalised name). */
function statesValue(sentence: string, query: string): boolean {
  const q = query.toLowerCase();
  const places = asksWhere(query) ? capitalisedNames(sentence) : [];
  return [...valuesIn(sentence), ...places].some((v) => !q.includes(v.toLowerCase()));
}

/** A sentence, not a title: it ends as a sentence does. */
function isSentence(text: string): boolean {
  return /[.!?]["')\]]?$/.test(text.trim());
}

/** Separates the children's parts of a branch summary. */
export const SUMMARY_SEPARATOR = " · ";

/** The first part of a branch summary, or a leaf summary's title (before " — "). */
function firstSegment(summary: string): string {
  return summary.split(/ · | \| /)[0].split(" — ")[0];
}

/**
 * `lists` (children in reading order) with each item that a later child's item restates with
 * another value (`supersedes`) replaced, in place, by the latest such item; that item is then
 * not listed again where it came from.
 */
export function latestValues(lists: string[][]): string[][] {
  return latestIn(lists, latestReplacements(lists));
}

/** `lists` with the replacements of {@link latestReplacements} applied: an item replaced in place, the latest not listed again where it came from. */
function latestIn(
  lists: string[][],
  { replaced, moved }: { replaced: Map<string, string>; moved: Set<string> },
): string[][] {
  if (replaced.size === 0) return lists;
  return lists.map((list) =>
    list.flatMap((item) => (replaced.has(item) ? [replaced.get(item)!] : moved.has(item) ? [] : [item])),
  );
}

/**
 * Which items of `lists` (in reading order) a later list's item restates with another value
 * (`supersedes`): each replaced item with its latest restatement, and the set of those restatements.
 */
export function latestReplacements(lists: string[][]): { replaced: Map<string, string>; moved: Set<string> } {
  const moved = new Set<string>();
  const replaced = new Map<string, string>();
  // Only a statement of a value can be restated with another one.
  const flat = lists.flatMap((list, li) =>
    list.filter(statesAnyValue).map((item) => ({ item, li, words: new Set(contentWords(item)) })),
  );
  if (flat.length < 2) return { replaced, moved };
  // Which items hold each word: the words an item shares with every other, counted from these
  // lists instead of comparing every pair's sets (a root's lists are long).
  const holders = new Map<string, number[]>();
  flat.forEach((f, i) => {
    for (const w of f.words) {
      const list = holders.get(w);
      if (list) list.push(i);
      else holders.set(w, [i]);
    }
  });
  const shared = new Int32Array(flat.length);
  for (let a = 0; a < flat.length; a++) {
    shared.fill(0);
    for (const w of flat[a].words) for (const b of holders.get(w)!) if (b > a) shared[b]++;
    let latest: string | null = null;
    for (let b = flat.length - 1; b > a && latest === null; b--) {
      if (flat[b].li <= flat[a].li) break;
      // Cheap first: a restatement shares most of its words.
      if (
        shared[b] >= 2 &&
        shared[b] >= 0.5 * Math.min(flat[a].words.size, flat[b].words.size) &&
        supersedes(flat[b].item, flat[a].item)
      )
        latest = flat[b].item;
    }
    if (latest !== null) {
      replaced.set(flat[a].item, latest);
      moved.add(latest);
    }
  }
  return { replaced, moved };
}

function interleave(lists: string[][], limit: number): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest && out.length < limit; i++) {
    for (const list of lists) {
      const item = list[i];
      if (item === undefined || seen.has(item.toLowerCase())) continue;
      seen.add(item.toLowerCase());
      out.push(item);
      if (out.length >= limit) break;
    }
  }
  return out;
}

/** Fact items merged by their words: those stated in the fewest lists first, then by rank. */
function specificFirst(lists: string[][], limit: number): string[] {
  return tally(lists, (item) => factKey(item) ?? item)
    .sort((a, b) => a.count - b.count || a.first - b.first)
    .slice(0, limit)
    .map((e) => e.item);
}

/**
 * Items by how many lists hold them (case-insensitive); ties by their best rank in a list, so each
 * child's leading items come before any child's tail.
 */
function byFrequency(lists: string[][], limit: number): string[] {
  return tally(
    lists.map((list) => [...new Set(list)]),
    (item) => item.toLowerCase(),
  )
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .slice(0, limit)
    .map((e) => e.item);
}

/**
 * The items of `lists` grouped by `key`: the first item met for each key, how many times the key
 * occurs, and where it was first met (rank in its list, the lists read in turn: rank * lists + list).
 */
function tally(lists: string[][], key: (item: string) => string): { item: string; count: number; first: number }[] {
  const byKey = new Map<string, { item: string; count: number; first: number }>();
  lists.forEach((list, li) => {
    list.forEach((item, rank) => {
      const k = key(item);
      const entry = byKey.get(k) ?? { item, count: 0, first: rank * lists.length + li };
      entry.count++;
      byKey.set(k, entry);
    });
  });
  return [...byKey.values()];
}

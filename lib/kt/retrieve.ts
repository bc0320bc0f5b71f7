import { supersedes } from "@/lib/ai/offline-answer";
import { contentTokens, contentWords, splitSentences } from "@/lib/text";
import { passageIndex, passageSearchText, type PassageIndex, type TreePassage } from "./passage-index";
import { searchLeaves } from "./search";
import type { KnowledgeTree } from "./types";

/** Reciprocal rank fusion's constant (Cormack et al. use 60). */
const RRF_K = 60;

/**
 * What a question asks about, as constraints the evidence must satisfy: `required` terms
 * (identifiers, versions, dates, quoted and rare capitalised names: the asked entity, date or
 * field) and `words` (every content word, for coverage). A term held by more than a fifth of the
 * passages ("SQLite" in SQLite's manual) names the corpus, not the entity: it is not required.
 */
export type QuestionConstraints = {
  required: string[];
  /** Required terms no passage holds: the question is about something the documents never mention. */
  unknown: string[];
  words: string[];
  /** Content words no passage holds. */
  absentWords: string[];
  /** The kind of value asked: a number (how many, size, offset, date, version), or any value. */
  valueKind: ValueKind;
};

/** The kind of value a question asks for. */
export type ValueKind = "date" | "number" | "any";
// "When ...?" asks for a date; "... receive when their quota is exhausted" does not.
const DATE_CUES = /^\s*when\b|\b(what date|which date|which day|what day|due|deadline)\b/i;
const DATE =
  /\b(\d{4}-\d{2}-\d{2}|\d{1,2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w* \d{4}|(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\w* \d{1,2},? \d{4}|(1[89]|20)\d{2})\b/;

/** One passage ranked for a question, with the constraints it satisfies. */
export type PassageHit = {
  passage: TreePassage;
  score: number;
  /** Required terms it holds (in its text, headings or defined terms) and those it lacks. */
  satisfied: string[];
  missing: string[];
  /** Share of the question's idf-weighted words it holds, 0..1 (with its headings), and in its own text. */
  coverage: number;
  textCoverage: number;
};

/** Ranked lists joining the fusion from outside: the database's full-text search, dense retrieval. */
export type ExtraRanking = { name: string; ids: string[]; weight?: number };

const NUMBER_CUES =
  /\b(how (many|much|large|long|big|old)|size|offset|when|date|year|version|percent|number of|default (value|size|setting))\b/i;

/** The question's constraints over `index` (see {@link QuestionConstraints}). */
export function questionConstraints(index: PassageIndex, query: string): QuestionConstraints {
  const n = index.corpusPassages ?? (index.passages.length || 1);
  const tokens = contentTokens(query);
  const quoted = [...query.matchAll(/["“']([^"”']{2,60})["”']/g)].map((m) => m[1].toLowerCase());
  const required = new Set<string>();
  tokens.forEach((t, i) => {
    const identifier = t.parts.length > 0 || /\d/.test(t.term) || /[_.]/.test(t.surface);
    const name = i > 0 && /^\p{Lu}/u.test(t.surface);
    if (identifier || name || quoted.some((q) => q.includes(t.surface.toLowerCase()))) required.add(t.term);
  });
  const all = [...required];
  const unknown = all.filter((t) => !index.df.has(t) && !partsKnown(index, t));
  const req = all.filter((t) => (index.df.get(t) ?? 0) <= n / 5 && !unknown.includes(t));
  return {
    required: req,
    unknown,
    words: [...new Set(contentWords(query))],
    absentWords: namingAbsentWords(index, query),
    valueKind: DATE_CUES.test(query) ? "date" : NUMBER_CUES.test(query) ? "number" : "any",
  };
}

const DETERMINERS = new Set(["the", "a", "an", "this", "that", "its", "their"]);

/**
 * Words of the question no passage holds that name something: set between two known words
 * ("the git teleport command"). A missing
 * word elsewhere ("Where exactly is the office, which city?") is only the asker's phrasing.
 */
function namingAbsentWords(index: PassageIndex, query: string): string[] {
  const raw = query.match(/[\p{L}\p{N}]+(?:[-_.][\p{L}\p{N}]+)*/gu) ?? [];
  const known = (w: string) => contentWords(w).some((t) => index.df.has(t));
  const out: string[] = [];
  raw.forEach((w, i) => {
    const terms = contentWords(w);
    // Verbs and adverbs ("published", "exactly") are phrasing, not names.
    if (terms.length === 0 || terms.some((t) => index.df.has(t)) || /(ed|ing|ly)$/i.test(w)) return;
    const prev = raw[i - 1]?.toLowerCase() ?? "";
    const next = raw[i + 1] ?? "";
    // The word after it is a plain known word ("command", "setting"), not the identifier a verb acts on ("tracks CR-8654").
    const plainNext = next !== "" && !/[\d_.-]/.test(next) && known(next);
    // After a known word ("git teleport command"), not after a determiner ("a buggy change": an adjective).
    if (prev !== "" && !DETERMINERS.has(prev) && known(prev) && plainNext) out.push(terms[0]);
  });
  return out;
}

/** A compound ("sqlite3_error_offset()") is known when it is written with other punctuation: its parts all appear together. */
function partsKnown(index: PassageIndex, term: string): boolean {
  const parts = stemmedParts(term);
  // A version or a number is known only as written: "2.8" is not "2" and "8" somewhere.
  if (parts.length < 2 || parts.every((p) => /^\d+$/.test(p))) return false;
  return index.terms.some((set) => parts.every((p) => set.has(p) || set.has(term)));
}

/** A compound's parts as the index stems them ("16-byte": "16", "byt"). */
function stemmedParts(term: string): string[] {
  return term
    .split(/[-_.]/)
    .filter(Boolean)
    .map((p) => contentWords(p)[0] ?? p);
}

/** Whether passage `i` holds `term` in its text, headings or defined terms. */
function holds(index: PassageIndex, i: number, term: string): boolean {
  if (index.terms[i].has(term)) return true;
  const parts = stemmedParts(term);
  // A version is held only as written: "3.40.0" is not "3", "40" and "0" somewhere.
  return parts.length > 1 && !parts.every((p) => /^\d+$/.test(p)) && parts.every((p) => index.terms[i].has(p));
}

/**
 * Passages for `query`, best first: flat BM25 over every passage (its heading path and defined
 * terms included), a ranking by the required terms each holds (exact identifiers weigh heavily),
 * the tree's collapsed-tree leaf ranking as a prior (a passage inherits its leaf's rank), and any
 * `extra` rankings (the database's full-text search, dense retrieval), fused by reciprocal rank.
 * Every hit says which of the question's constraints it satisfies.
 *
 * @example retrievePassages(tree, "What is the default of SQLITE_MAX_COLUMN?").hits[0].passage.text
 */
export function retrievePassages(
  tree: KnowledgeTree,
  query: string,
  opts: { k?: number; extra?: ExtraRanking[] } = {},
): { hits: PassageHit[]; constraints: QuestionConstraints; index: PassageIndex } {
  const index = passageIndex(tree);
  const constraints = questionConstraints(index, query);
  const k = opts.k ?? 16;
  if (index.passages.length === 0) return { hits: [], constraints, index };
  const scores = index.bm25.score(query);
  // Words no passage holds weigh nothing: the asker's phrasing ("exactly"), not the documents'.
  const weights = constraints.words.map((w) => (index.df.has(w) ? index.bm25.idf(w) : 0));
  const total = weights.reduce((a, w) => a + w, 0) || 1;

  const fused = new Map<number, number>();
  const add = (ranked: number[], weight: number) =>
    ranked.forEach((i, r) => fused.set(i, (fused.get(i) ?? 0) + weight / (RRF_K + r + 1)));

  const byBm25 = scores
    .map((s, i) => [s, i] as const)
    .filter(([s]) => s > 0)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1])
    .slice(0, 200)
    .map(([, i]) => i);
  add(byBm25, 1);

  // Exact identifiers: passages holding the most required terms, BM25 breaking ties.
  if (constraints.required.length > 0) {
    const held = (i: number) => constraints.required.filter((t) => holds(index, i, t)).length;
    const exact = byBm25
      .map((i) => [held(i), scores[i], i] as const)
      .filter(([h]) => h > 0)
      .sort((a, b) => b[0] - a[0] || b[1] - a[1])
      .map(([, , i]) => i);
    add(exact, 2);
  }

  // The tree as a prior: passages of the leaves the collapsed-tree search ranks first.
  const leaves = searchLeaves(tree, query, 5);
  const prior = leaves.flatMap((leaf) =>
    (index.byLeaf.get(leaf.id) ?? []).filter((i) => scores[i] > 0).sort((a, b) => scores[b] - scores[a]),
  );
  add(prior, 0.5);

  const position = index.position;
  for (const extra of opts.extra ?? [])
    add(
      extra.ids.map((id) => position.get(id)).filter((i): i is number => i !== undefined),
      extra.weight ?? 1,
    );

  const hits = [...fused.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, Math.max(k * 3, 24))
    .map(([i, score]) => {
      const satisfied = constraints.required.filter((t) => holds(index, i, t));
      const coverage = constraints.words.reduce((a, w, j) => a + (index.terms[i].has(w) ? weights[j] : 0), 0) / total;
      // In its own text a word also counts when a longer word starts with it ("owns" in "Owner:").
      const own = contentWords(index.passages[i].text);
      const textCoverage =
        constraints.words.reduce(
          (a, w, j) =>
            a +
            (own.includes(w)
              ? weights[j]
              : w.length >= 3 && own.some((t) => t.startsWith(w))
                ? index.bm25.idf(w) / 2
                : 0),
          0,
        ) / total;
      return {
        textCoverage,
        passage: index.passages[i],
        score,
        satisfied,
        missing: constraints.required.filter((t) => !satisfied.includes(t)),
        coverage,
      };
    })
    // Constraints first: a passage satisfying every one beats a better-scored neighbour that does not.
    .sort((a, b) => a.missing.length - b.missing.length || b.score - a.score)
    .slice(0, k);
  return { hits, constraints, index };
}

/** A passage's citation: document, heading path, page or row. */
export function citePassage(p: TreePassage): string {
  const where = [p.sourceRef, ...p.headings.slice(-3)].filter((s): s is string => !!s && s.trim() !== "");
  const at = p.row ? `row ${p.row}` : p.location;
  return `[${[where.join(" › "), at].filter(Boolean).join(", ")}]`;
}

/**
 * The evidence of one passage for `query`: the sentence holding the value first (the one with
 * most of the question's words, and a number when a number is asked), then the rest of the
 * passage, at most `max` characters.
 */
export function passageEvidence(
  p: TreePassage,
  query: string,
  valueKind: ValueKind,
  max = 1500,
  required: string[] = [],
): string {
  const words = new Set(contentWords(query));
  const stated = valueSentence(p, required, valueKind, [...words]);
  if (stated && p.text.startsWith(stated)) return p.text.slice(0, max);
  if (stated) return `${stated} ${p.text.replace(stated, "").replace(/\s+/g, " ").trim()}`.slice(0, max);
  const sentences = p.kind === "row" ? [p.text] : splitSentences(p.text);
  if (sentences.length <= 1) return p.text.slice(0, max);
  const score = (s: string) =>
    contentWords(s).filter((w) => words.has(w)).length + (holdsValue(s, valueKind) && valueKind !== "any" ? 1.5 : 0);
  let best = 0;
  sentences.forEach((s, i) => {
    if (score(s) > score(sentences[best])) best = i;
  });
  // The value's sentence moves first only when it clearly beats the first one (fragments of a
  // listing or a PDF line read better in their own order).
  if (score(sentences[best]) < score(sentences[0]) + 1) return p.text.slice(0, max);
  const rest = sentences.filter((_, i) => i !== best).join(" ");
  return `${sentences[best]}${rest ? ` ${rest}` : ""}`.slice(0, max);
}

/** Whether `text` holds a value of the kind asked. */
export function holdsValue(text: string, valueKind: ValueKind): boolean {
  if (valueKind === "date") return DATE.test(text);
  return valueKind === "number" ? /\d/.test(text) : text.trim().length > 0;
}

/** The search text of a passage (exported for the database index, which stores the same words). */
export { passageSearchText };

/**
 * The latest passage after `p` in reading order holding every required term with a sentence that
 * restates `valueSentence` with another value (`supersedes`: "is now", "moved to", a table row of
 * the same key), or null: the evidence then quotes the current value, not the stale one.
 */
export function laterPassageUpdating(
  index: PassageIndex,
  p: TreePassage,
  valueSentence: string,
  query: string,
  required: string[],
): TreePassage | null {
  const from = index.position.get(p.id) ?? index.passages.length;
  const words = new Set(contentWords(valueSentence));
  let latest: TreePassage | null = null;
  for (let i = from + 1; i < index.passages.length; i++) {
    if (!required.every((t) => holds(index, i, t))) continue;
    let shared = 0;
    for (const w of words) if (index.terms[i].has(w)) shared++;
    if (shared < 2) continue;
    const later = index.passages[i];
    const sentences = later.kind === "row" ? [later.text] : splitSentences(later.text);
    if (sentences.some((s) => supersedes(s, valueSentence, query))) latest = later;
  }
  return latest;
}

/** The question's words (idf-weighted) a passage holds. */
export function coveredWords(index: PassageIndex, p: TreePassage, words: string[]): string[] {
  const i = index.position.get(p.id) ?? -1;
  return i < 0 ? [] : words.filter((w) => index.terms[i].has(w));
}

/**
 * The sentence of `p` that states the value with every required term its headings do not
 * already give ("Clients of the Heron gateway receive E-9821", not the Puffin sentence beside it),
 * or null when no sentence does: a sentence never borrows the entity of its neighbour.
 */
export function valueSentence(
  p: TreePassage,
  required: string[],
  valueKind: ValueKind,
  words: string[] = [],
): string | null {
  return statedValue(p, required, valueKind, words)?.sentence ?? null;
}

/**
 * {@link valueSentence} with its share of the question's words (the sentence's own, its headings
 * and document name counted too): of the sentences that satisfy every constraint, the one that
 * says most of what was asked.
 */
export function statedValue(
  p: TreePassage,
  required: string[],
  valueKind: ValueKind,
  words: string[] = [],
): { sentence: string; share: number } | null {
  const context = new Set(contentWords(`${p.sourceRef ?? ""} ${p.headings.join(" ")}`));
  const own = required.filter((t) => !context.has(t) && !stemmedParts(t).every((x) => context.has(x)));
  const sentences = p.kind === "row" || p.kind === "definition" ? [p.text] : splitSentences(p.text);
  let best: { sentence: string; share: number } | null = null;
  for (const sentence of sentences) {
    if (!holdsValue(sentence, valueKind)) continue;
    const held = new Set(contentWords(sentence));
    const has = (t: string) => held.has(t) || (stemmedParts(t).length > 1 && stemmedParts(t).every((x) => held.has(x)));
    if (!own.every(has)) continue;
    const share =
      words.length === 0
        ? 1
        : words.filter((w) => held.has(w) || context.has(w) || [...held].some((h) => w.length >= 3 && h.startsWith(w)))
            .length / words.length;
    if (!best || share > best.share) best = { sentence, share };
  }
  return best;
}

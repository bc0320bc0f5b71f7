import { allAs, fromFirst, holds, isDottedNumber, madeOf, startsAs } from "./chars";
import { SENTENCE_END } from "./sentences";
import { STOPWORDS } from "./stopwords";
import { stem } from "./stem";

/** One content token of a text. */
export type ContentToken = {
  /** The token as written (case kept, possessive "'s" removed), e.g. "ORCHID-7". */
  surface: string;
  /** Lowercase, stemmed unless `stem: false`, e.g. "orchid-7" or "launch". */
  term: string;
  /** For compounds joined by "-", "_" or ".": the non-stopword parts, e.g. ["orchid", "7"]. */
  parts: string[];
  /** Offset of the token in the text. */
  index: number;
};

export type TokenOptions = {
  /** Apply the light stemmer (default true). */
  stem?: boolean;
};

// Letters/digits, optionally joined by - _ . into one identifier (ORCHID-7, v1.2, snake_case),
// then an optional apostrophe suffix (branch's, don't, we'll).
const TOKEN = /[\p{L}\p{N}]+(?:[-_.][\p{L}\p{N}]+)*(?:['’]\p{L}+)?/gu;

/**
 * The content tokens of `text`, in order and with repeats: stopwords, negated auxiliaries
 * ("don't"), single letters and possessive endings are dropped.
 */
export function contentTokens(text: string, opts: TokenOptions = {}): readonly ContentToken[] {
  // Summarising, choosing and answering read the same sentences again and again (a chunk's text for
  // its summary and its content types, each sentence for filler, facts and BM25): tokenise once.
  const doStem = opts.stem ?? true;
  const cache = doStem ? stemmedCache : plainCache;
  const hit = cache.get(text);
  if (hit) return hit;
  const out = Object.freeze(tokenize(text, doStem));
  if (cache.size >= CACHE_LIMIT) cache.clear();
  cache.set(text, out);
  return out;
}

const CACHE_LIMIT = 50_000;
const stemmedCache = new Map<string, readonly ContentToken[]>();
const plainCache = new Map<string, readonly ContentToken[]>();

/** Stems of the words seen (a vocabulary: every sentence of an import stems the same words again). */
const stems = new Map<string, string>();
const STEMS_LIMIT = 100_000;

function cachedStem(word: string): string {
  let s = stems.get(word);
  if (s === undefined) {
    s = stem(word);
    if (stems.size >= STEMS_LIMIT) stems.clear();
    stems.set(word, s);
  }
  return s;
}

/** The first apostrophe (straight or curly) of `raw`, or -1. */
function apostropheAt(raw: string): number {
  const straight = raw.indexOf("'");
  const curly = raw.indexOf("’");
  return straight < 0 ? curly : curly < 0 ? straight : Math.min(straight, curly);
}

function tokenize(text: string, doStem: boolean): ContentToken[] {
  const norm = doStem ? cachedStem : (w: string) => w;
  const out: ContentToken[] = [];
  // One global pattern, read with exec (no iterator nor copy of the pattern per text; synchronous,
  // so no other caller can move its lastIndex meanwhile).
  TOKEN.lastIndex = 0;
  for (let match = TOKEN.exec(text); match !== null; match = TOKEN.exec(text)) {
    const raw = match[0];
    const apostrophe = apostropheAt(raw);
    // "can't", "isn't": a negated auxiliary, a stopword however it is spelt.
    if (apostrophe >= 0 && isNegated(raw)) continue;
    const surface = apostrophe >= 0 ? raw.slice(0, apostrophe) : raw;
    const lower = surface.toLowerCase();
    if (STOPWORDS.has(lower) || isNoise(lower)) continue; // (lower already: no isStopword's toLowerCase)

    const isCompound = COMPOUND.test(lower);
    const parts = isCompound
      ? lower
          .split(COMPOUND)
          .filter((p) => !STOPWORDS.has(p) && !isNoise(p))
          .map(norm)
      : NO_PARTS;
    // A name joined to its release ("squid-5.7", "Changes in squid-5.7 (05 Sep 2022):") also holds the
    // release whole: "When did Heron 4.2 ship?" names "4.2", not its digits apart.
    if (isCompound && isNamedRelease(lower)) parts.push(lower.slice(lower.indexOf("-") + 1));
    // An acronym written in capitals keeps its last letter: "HTTPS" is not "HTTP", "SMS" not "SM".
    // (Tested only on 2-5 characters not starting with a lowercase ASCII letter: the pattern's own answer elsewhere.)
    const first = surface.charCodeAt(0);
    const acronym =
      surface.length >= 2 &&
      surface.length <= 5 &&
      !(first >= 97 && first <= 122) &&
      allAs(surface, "upper") &&
      [...surface].length >= 2;
    out.push({ surface, term: isCompound || acronym ? lower : norm(lower), parts, index: match.index });
  }
  return out;
}

/** "can't", "isn’t": ends in "n't", the apostrophe straight or curly. */
function isNegated(raw: string): boolean {
  const end = raw.slice(-3).toLowerCase();
  return end === "n't" || end === "n’t";
}

/**
 * A name joined by its first "-" to a release of two numbers or more ("squid-5.7", "c++-17.0.1"):
 * the name a letter, then letters, figures or "+".
 */
function isNamedRelease(word: string): boolean {
  const dash = word.indexOf("-");
  const name = word.slice(0, dash);
  return (
    dash > 0 &&
    startsAs(name, "letter") &&
    madeOf(name, "+", "letter", "number") &&
    isDottedNumber(word.slice(dash + 1), 2)
  );
}

/** What joins a compound's parts ("orchid-7", "snake_case", "v1.2"), to test and to split by (retrieval splits by it too). */
export const COMPOUND = /[-_.]/;
/** The parts of every token that is not a compound: one frozen empty list, shared. */
const NO_PARTS: string[] = Object.freeze([]) as unknown as string[];

/**
 * The content tokens of `text`, line by line: in order, the same tokens as `contentTokens(text)`
 * (a token never spans a line break, nor starts with what is not a letter or digit) but with
 * `index` within its line after the line's leading marks, or, in a line of several sentences,
 * within its sentence. A line is looked up as its sentences are (a list item without its "- ", a
 * paragraph sentence by sentence, cut where a sentence ends before a space): a chunk's lines cost
 * nothing once its sentences are tokenised, and the other way round, where reading a paragraph
 * whole tokenised it twice.
 */
export function tokensByLine(text: string, opts: TokenOptions = {}): (readonly ContentToken[])[] {
  return text.split("\n").map((line) => lineTokens(fromFirst(line, "letter", "number"), opts));
}

/**
 * The tokens of one line, from its sentences' tokens when it holds several. Exact: the line is cut
 * only at a space after a sentence's end and every piece keeps all its other characters, and a
 * token never holds a space nor depends on what lies outside it.
 */
function lineTokens(line: string, opts: TokenOptions): readonly ContentToken[] {
  if (((opts.stem ?? true) ? stemmedCache : plainCache).has(line)) return contentTokens(line, opts);
  let pieces: string[] | null = null;
  let start = 0;
  // sentences.ts's end of a sentence, without its exceptions (an end at the line's end cuts nothing off).
  SENTENCE_END.lastIndex = 0;
  for (let m = SENTENCE_END.exec(line); m !== null; m = SENTENCE_END.exec(line)) {
    const end = m.index + m[0].length;
    (pieces ??= []).push(line.slice(start, end).trim());
    start = end;
  }
  if (pieces === null) return contentTokens(line, opts);
  pieces.push(line.slice(start).trim());
  const out: ContentToken[] = [];
  for (const piece of pieces) for (const t of contentTokens(piece, opts)) out.push(t);
  return out;
}

/**
 * Whether `word` (a term as {@link contentWords} gives it) writes the code name `term` qualified: the
 * same name after the path that owns it ("irc.server_default.ssl_dhkey_size" for "ssl_dhkey_size").
 * Only a name joined by underscores qualifies: it is no English word, so a path ending in it names
 * the same setting; a word is not its own compound's part ("trace" is not "sqlite3_trace").
 *
 * @example qualifies("irc.server_default.ssl_dhkey_siz", "ssl_dhkey_siz") // true
 */
export function qualifies(word: string, term: string): boolean {
  return word === term || (term.includes("_") && word.length > term.length && word.endsWith(`.${term}`));
}

/**
 * Lowercase content words of `text`: stopwords removed, light stemming, and each compound
 * identifier both whole and in parts, so "ORCHID-7" yields "orchid-7", "orchid", "7".
 *
 * @example contentWords("What is the launch code for ORCHID-7?") // ["launch", "cod", "orchid-7", "orchid", "7"]
 */
export function contentWords(text: string, opts: TokenOptions = {}): string[] {
  // A loop, not flatMap: no array per token (the offline engine calls this for every sentence).
  const out: string[] = [];
  for (const t of contentTokens(text, opts)) {
    out.push(t.term);
    for (const part of t.parts) out.push(part);
  }
  return out;
}

/** Single letters (initials, stray list markers) carry nothing; single digits do. */
function isNoise(word: string): boolean {
  return word.length === 1 && !holds(word, "number");
}

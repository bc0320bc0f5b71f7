import { supersedes } from "@/lib/extract/answer";
import { queryFrame } from "@/lib/extract/query-frame";
import { holdsValue, type ValueKind } from "@/lib/extract/value-kinds";
import {
  contentTokens,
  contentWords,
  splitSentences,
  STOPWORDS,
  hasDigit,
  squeezeSpaces,
  startsUpper,
  isDigits,
  wordsAsWritten,
} from "@/lib/extract";
import { holds as holdsChar, isDottedNumber, startsAs } from "@/lib/extract/chars";
import { COMPOUND, qualifies } from "@/lib/extract/tokens";
import { passageIndex, passageSearchText, type PassageIndex, type TreePassage } from "./passage-index";
import { documentTerms } from "./doc-terms";
import { expandQuery, idiomWords, numberDigits, stemSiblings } from "./query-expand";
import { holdsNoun } from "@/lib/extract/question-field";
import { keyedRows } from "./row-keys";
import { searchLeaves } from "./search";
import type { KnowledgeTree } from "./types";
import { escapeRegExp } from "@/lib/shared/regexp";

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
  /** The field asked for ("timeout" in "the default timeout of gzip.open"), when it is one of `required`. */
  field?: string;
  /** Required terms no passage holds: the question is about something the documents never mention. */
  unknown: string[];
  words: string[];
  /** The noun a "how many" question counts, stemmed ("trigger" of "How many triggers ...?"). */
  counted?: string;
  /** That noun as the question writes it ("triggers"). */
  countedAs?: string;
  /**
   * Names and topic words of the question ("the tinyint type") that only documents never
   * mentioning the product the question names ("PostgreSQL") hold: another product's term.
   */
  elsewhere?: string[];
  /** The kind of value asked: a quantity of memory or storage, a number (how many, size, offset, date, version), or any value. */
  valueKind: ValueKind;
  /**
   * A product named with its release ("PostgreSQL 15", "Python 3.11"): the name's term -> the
   * release's. A passage holding the release satisfies the name when its document mentions it.
   */
  releaseOf?: Record<string, string>;
  /**
   * Products the question names as an owner ("Python's time module", "Apache's event MPM") or whose
   * release it asks ("In which Python version ..."), names three documents or more mention: a passage
   * holds such a name when its document mentions the product anywhere.
   */
  owners?: string[];
  /**
   * Programs written in lower case that own the entity or whose release is asked ("heron's spool",
   * "heron 4.12"): the document of a passage the answer quotes must mention each (ask-tree.ts).
   */
  ownedBy?: string[];
  /**
   * Names the question writes as the start of a longer CamelCase name ("Mac" of "MacOS", "Postgres"
   * of "PostgreSQL"), term -> the name as written.
   */
  longerNames?: Record<string, string>;
};

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
  /** A table row one of whose cells the question names as written (its key). */
  keyed?: boolean;
  /**
   * When the question counts something ("How many triggers ...?") and the passage holds the word:
   * whether it holds the noun (true), or only its verb (false: "needed to trigger a VACUUM").
   */
  counts?: boolean;
};

/** Ranked lists joining the fusion from outside: the database's full-text search, dense retrieval. */
export type ExtraRanking = { name: string; ids: string[]; weight?: number };

/** The question's constraints over `index` (see {@link QuestionConstraints}). */
export function questionConstraints(index: PassageIndex, query: string): QuestionConstraints {
  const n = index.corpusPassages ?? (index.passages.length || 1);
  const tokens = contentTokens(query);
  // An apostrophe inside a word ("Postfix's", "I'd") quotes nothing: a quote mark opens after no letter and closes before none.
  const quoted = [...query.matchAll(/["“]([^"”]{2,60})["”]|(?<![\p{L}\d])'([^']{2,60})'(?![\p{L}\d])/gu)].map((m) =>
    (m[1] ?? m[2]).toLowerCase(),
  );
  const required = new Set<string>();
  tokens.forEach((t) => {
    // "built-in", "read-only": English compounds, not identifiers (those have "_", ".", digits or capitals).
    // Three words or more joined without a small word between ("max-refresh-time") name a setting.
    const plainCompound = /^[a-z]+(?:-[a-z]+)+$/.test(t.surface) && !codeCompound(index, t.term);
    const identifier =
      (t.parts.length > 0 && !plainCompound) || hasDigit(t.term) || t.surface.includes("_") || t.surface.includes(".");
    // A capital at the question's start is the sentence's; after it ("Which CVE ...", "What PRAGMA ...") a name's.
    const name = startsUpper(t.surface) && !new RegExp(`^\\W*${escapeRegExp(t.surface)}\\b`).test(query);
    if (identifier || name || quoted.some((q) => q.includes(t.surface.toLowerCase()))) required.add(t.term);
  });
  // The field asked for ("the default timeout of ...") is a constraint too, when it is specific.
  const frame = queryFrame(query);
  const field = frame.field;
  if (field) required.add(field);
  const releaseOf = productReleases(query, tokens);
  const all = [...required];
  const longerNames = shortenedNames(query, tokens, all);
  const heldLonger = (t: string) => {
    const longer = ownValue(longerNames, t);
    return longer !== undefined && index.passages.some((p) => heldByLongerName(p, longer));
  };
  const unknown = all.filter(
    (t) =>
      !index.df.has(t) &&
      !partsKnown(index, t) &&
      !shortVersionKnown(index, t) &&
      !heldLonger(t) &&
      !qualifiedKnown(index, t),
  );
  // The field is kept however common: it is what is asked, not the name of the corpus.
  // In a handful of passages every word is in a fifth of them: the rule needs a corpus to judge by.
  const common = (t: string) => n >= 25 && (index.df.get(t) ?? 0) > n / 5;
  // So is a product named with the release asked ("Postfix 3.7.11"): common as it is in its own pages,
  // it tells them from another product's release of the same number (SQLite's 3.7.11).
  const req = all.filter(
    (t) =>
      (!common(t) || t === field || (Object.hasOwn(releaseOf, t) && namedByDocuments(index, t) >= 3)) &&
      !unknown.includes(t),
  );
  // "Python's time module": a product (a name running through three documents or more) owning the entity.
  // "In which Python version ...": the product whose release is asked, the same way.
  // So does a program written in lower case ("heron's spool", "heron 4.12"), when not a word common
  // in the corpus: not a constraint every passage must meet (a session-26 trial lost answers so), but a
  // name the document of a passage quoted must mention (ask-tree.ts).
  // It names a program when a document's file name holds it ("heron.8.gz"): "section 4.2" names none.
  const ownedBy = frame.programs.filter(
    (t) =>
      !req.includes(t) &&
      index.df.has(t) &&
      !common(t) &&
      namedByDocuments(index, t) >= 3 &&
      documentNamesHold(index, t),
  );
  const owners = [...frame.owners.filter((t) => req.includes(t) && namedByDocuments(index, t) >= 3), ...ownedBy];
  const countedSurface = frame.counted;
  const counted = countedSurface ? contentWords(countedSurface)[0] : undefined;
  const elsewhere = heldElsewhere(index, tokens, [...new Set([...req, ...topicTerms(query)])]);
  return {
    required: req,
    ...(field && req.includes(field) ? { field } : {}),
    unknown,
    words: frame.words,
    ...(elsewhere.length > 0 ? { elsewhere } : {}),
    ...(counted && countedSurface ? { counted, countedAs: countedSurface } : {}),
    valueKind: frame.valueKind,
    ...(Object.keys(releaseOf).length > 0 ? { releaseOf } : {}),
    ...(owners.length > 0 ? { owners } : {}),
    ...(ownedBy.length > 0 ? { ownedBy } : {}),
    ...(Object.keys(longerNames).length > 0 ? { longerNames } : {}),
  };
}

/**
 * The question's capitalised names of letters only ("Mac", "Postgres"), as patterns matching them
 * as the start of a longer name that goes on with a capital ("MacOS X", "PostgreSQL"): a user
 * shortens a product's name, a manual writes it whole. "Machine" does not extend "Mac".
 */
function shortenedNames(
  query: string,
  tokens: ReturnType<typeof contentTokens>,
  required: string[],
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const t of tokens)
    if (/^\p{Lu}\p{Ll}{2,}$/u.test(t.surface) && required.includes(t.term) && query.includes(t.surface))
      out[t.term] = t.surface;
  return out;
}

const longerPatterns = new Map<string, RegExp>();

/** Whether passage `p` writes a longer name starting with `name` and going on with a capital, in its text or headings. */
function heldByLongerName(p: TreePassage, name: string): boolean {
  let pattern = longerPatterns.get(name);
  if (!pattern)
    longerPatterns.set(name, (pattern = new RegExp(`(?<![\\p{L}\\d])${escapeRegExp(name)}(?=\\p{Lu})`, "u")));
  return pattern.test(p.text) || p.headings.some((h) => pattern.test(h));
}

/**
 * Names written just before a release number ("PostgreSQL 15", "Python 3.11", "Postgres 15"): the
 * product and its release, name term -> release term.
 */
function productReleases(query: string, tokens: ReturnType<typeof contentTokens>): Record<string, string> {
  const out: Record<string, string> = {};
  tokens.forEach((t, i) => {
    const next = tokens[i + 1];
    if (!next || !startsUpper(t.surface) || hasDigit(t.term) || !isDottedNumber(next.surface)) return;
    if (new RegExp(`${escapeRegExp(t.surface)}\\s+${escapeRegExp(next.surface)}\\b`).test(query))
      out[t.term] = next.term;
  });
  return out;
}

/**
 * Whether some document's file name holds `term` as a word ("heron" of "heron-NEWS.gz"): of the
 * documents loaded or those the database found mentioning it.
 */
function documentNamesHold(index: PassageIndex, term: string): boolean {
  const nameWords = (name: string) => contentWords(name.replace(/[^\p{L}\d]+/gu, " "));
  let loaded = loadedNameWords.get(index);
  if (!loaded) {
    // Once per index: the words of the loaded passages' document names.
    loaded = new Set([...new Set(index.passages.map((p) => p.sourceRef ?? ""))].flatMap(nameWords));
    loadedNameWords.set(index, loaded);
  }
  return (
    loaded.has(term) || [...(index.corpusDocuments?.get(term) ?? [])].some((name) => nameWords(name).includes(term))
  );
}

const loadedNameWords = new WeakMap<PassageIndex, Set<string>>();

/** How many documents (of those loaded) mention `term` anywhere. */
function namedByDocuments(index: PassageIndex, term: string): number {
  const docs = new Set<string>(index.corpusDocuments?.get(term));
  index.passages.forEach((p, i) => {
    if (index.terms[i].has(term)) docs.add(p.sourceRef ?? "");
  });
  return docs.size;
}

const products = new WeakMap<PassageIndex, Set<string>>();

/**
 * Terms that run through three documents or more ({@link documentTerms}): the name of a product
 * whose manual the pages are ("postgresql"), not an entity one page is about ("allow_nan").
 */
export function productTerms(index: PassageIndex): Set<string> {
  let set = products.get(index);
  if (set) return set;
  const count = new Map<string, number>();
  for (const terms of documentTerms(index).values()) for (const t of terms) count.set(t, (count.get(t) ?? 0) + 1);
  set = new Set([...count].filter(([, n]) => n >= 3).map(([t]) => t));
  products.set(index, set);
  return set;
}

const docVocabulary = new WeakMap<PassageIndex, Map<string, Set<string>>>();

/** Every term some passage of passage `i`'s document holds (memoised per index). */
export function documentVocabulary(index: PassageIndex, i: number): Set<string> {
  let map = docVocabulary.get(index);
  if (!map) {
    map = new Map();
    index.passages.forEach((p, j) => {
      const key = p.sourceRef ?? "";
      let set = map!.get(key);
      if (!set) map!.set(key, (set = new Set()));
      for (const t of index.terms[j]) set.add(t);
    });
    docVocabulary.set(index, map);
  }
  return map.get(index.passages[i].sourceRef ?? "") ?? new Set();
}

/**
 * Whether passage `i` satisfies required `term`: it holds it ({@link holds}), or `term` names the
 * product of a release the question gives ("PostgreSQL 15") and the passage holds that release
 * (in its text or headings: "E.21. Release 15") in a document that mentions the product somewhere:
 * a release-note item need not repeat the product's name ("Increase hash_mem_multiplier default to 2.0").
 */
export function satisfies(index: PassageIndex, i: number, term: string, constraints: QuestionConstraints): boolean {
  if (holds(index, i, term)) return true;
  const longer = ownValue(constraints.longerNames, term);
  if (longer && heldByLongerName(index.passages[i], longer)) return true;
  // The product owning the asked entity ("Python's zlib module") is held by every passage of a document
  // mentioning it: zlib.html's passages rarely repeat "Python".
  // A shortened product name ("Postgres") is in a document writing the whole one ("PostgreSQL", "postgresql-15").
  const inDocument = () =>
    documentVocabulary(index, i).has(term) ||
    !!index.corpusDocuments?.get(term)?.has(index.passages[i].sourceRef ?? "") ||
    (longer !== undefined && documentWritesLonger(index, i, longer));
  if (constraints.owners?.includes(term) && inDocument()) return true;
  const release = ownValue(constraints.releaseOf, term);
  return release !== undefined && holds(index, i, release) && inDocument();
}

/** `record[key]` when `key` is the record's own (a term such as "constructor" names no property of a plain object). */
function ownValue<T>(record: Record<string, T> | undefined, key: string): T | undefined {
  return record && Object.hasOwn(record, key) ? record[key] : undefined;
}

const longerInDocuments = new WeakMap<PassageIndex, Map<string, boolean>>();

/** `compute()`'s value for `key`, computed once per index (kept in `store`, as long as the index lives). */
function perIndex<T>(
  store: WeakMap<PassageIndex, Map<string, T>>,
  index: PassageIndex,
  key: string,
  compute: () => T,
): T {
  let memo = store.get(index);
  if (!memo) store.set(index, (memo = new Map()));
  if (!memo.has(key)) memo.set(key, compute());
  return memo.get(key) as T;
}

/**
 * Whether passage `i`'s document writes a longer name starting with `name` ("PostgreSQL" or
 * "postgresql-15" for "Postgres"): as a CamelCase name in its passages, or as a word of its vocabulary
 * that starts with the name as written (any case), given with a release or owning an entity.
 */
function documentWritesLonger(index: PassageIndex, i: number, name: string): boolean {
  const ref = index.passages[i].sourceRef ?? "";
  return perIndex(longerInDocuments, index, `${name}\u0000${ref}`, () => {
    const lower = name.toLowerCase();
    return (
      [...documentVocabulary(index, i)].some((t) => t.length > lower.length && t.startsWith(lower)) ||
      index.passages.some((p) => (p.sourceRef ?? "") === ref && heldByLongerName(p, name))
    );
  });
}

const DETERMINERS = new Set(["the", "a", "an", "this", "that", "its", "their"]);
// Nouns naming a kind of named thing: "the X type", "the X option" make X the question's topic, a name.
const KIND_NOUNS =
  /^(?:types?|options?|functions?|methods?|modules?|commands?|settings?|parameters?|variables?|flags?|switch(?:es)?|keywords?|operators?|extensions?|packages?|classes|class|fields?|columns?|tables?|views?|indexes|index|errors?|exceptions?|codecs?|formats?|protocols?|pragmas?|directives?|attributes?|properties|property|macros?|statements?|clauses?)$/i;

/** The words naming the question's topic: X of "the X type", "a X option" (see {@link KIND_NOUNS}). */
function topicTerms(query: string): string[] {
  const raw = wordsAsWritten(query);
  return raw.flatMap((w, i) =>
    i > 0 && DETERMINERS.has(raw[i - 1].toLowerCase()) && KIND_NOUNS.test(raw[i + 1] ?? "")
      ? contentWords(w).slice(0, 1)
      : [],
  );
}

/**
 * Of `terms`, those every passage holding them belongs to a document that never mentions the
 * product the question names by its capitalised name (a {@link productTerms} term: "PostgreSQL"):
 * "the tinyint type" of PostgreSQL is written only in SQLite's pages. Terms no loaded passage holds
 * are not judged here (unknown ones are), nor the product's own name or a release.
 */
function heldElsewhere(index: PassageIndex, tokens: ReturnType<typeof contentTokens>, terms: string[]): string[] {
  const products = productTerms(index);
  const named = [...new Set(tokens.filter((t) => startsUpper(t.surface) && products.has(t.term)).map((t) => t.term))];
  if (named.length === 0) return [];
  return terms.filter((term) => {
    if (named.includes(term) || products.has(term) || hasDigit(term)) return false;
    let seen = false;
    for (let i = 0; i < index.passages.length; i++) {
      if (!index.terms[i].has(term)) continue;
      seen = true;
      const vocabulary = documentVocabulary(index, i);
      if (named.every((p) => vocabulary.has(p))) return false;
    }
    return seen;
  });
}

/**
 * A version written shorter than the documents write it ("3.38" for "3.38.0", "Python 3.11" for
 * "3.11.2", Debian's "15.4-0+deb12u1" for "15.4") is known when some term of the index continues it after a dot: the question names a
 * release line, and each of its point releases belongs to it.
 */
export function shortVersionKnown(index: PassageIndex, term: string): boolean {
  if (!isDottedNumber(term, 2)) return false;
  for (const t of index.df.keys()) if (continuesVersion(t, term) || packagedVersion(t, term)) return true;
  return false;
}

/** "3.38.0" continues "3.38"; "3.380" and "13.38.0" do not. */
export function continuesVersion(written: string, short: string): boolean {
  return extendsVersion(written, short, ".");
}

/** "15.18-0" (Debian's "15.18-0+deb12u1", as the index cuts it) is release "15.18" as packaged: the upstream version, then a revision. */
export function packagedVersion(written: string, version: string): boolean {
  return extendsVersion(written, version, "-");
}

/** Whether `written` is `version`, then `sep`, then a number ("3.38" + "." + "0"; "15.18" + "-" + "0"). */
function extendsVersion(written: string, version: string, sep: string): boolean {
  return (
    written.length > version.length + 1 &&
    written.startsWith(version + sep) &&
    startsAs(written.slice(version.length + 1), "digit")
  );
}

/**
 * The terms of the index that write code name `term` qualified ("irc.server_default.ssl_dhkey_size" for
 * "ssl_dhkey_size": see `qualifies`), found once per index and name.
 */
function qualifiedForms(index: PassageIndex, term: string): readonly string[] {
  if (!term.includes("_")) return [];
  return perIndex(qualifiedMemo, index, term, () =>
    [...index.df.keys()].filter((word) => word !== term && qualifies(word, term)),
  );
}

const qualifiedMemo = new WeakMap<PassageIndex, Map<string, string[]>>();

/** Whether the corpus writes code name `term` only qualified (see {@link qualifiedForms}). */
function qualifiedKnown(index: PassageIndex, term: string): boolean {
  return qualifiedForms(index, term).length > 0;
}

/** A compound ("sqlite3_error_offset()") is known when it is written with other punctuation: its parts all appear together. */
function partsKnown(index: PassageIndex, term: string): boolean {
  const parts = stemmedParts(term);
  // A version or a number is known only as written: "2.8" is not "2" and "8" somewhere.
  if (parts.length < 2 || parts.every(isDigits)) return false;
  // A name joined by underscores is code ("imap_idle_timeout"), and so is one of three words or
  // more joined by hyphens ("max-zone-ttl-cache"): written only as it is, never as its words apart
  // (a passage saying "IMAP", "idle" and "timeout" documents another setting).
  if (term.includes("_") || codeCompound(index, term)) return false;
  return index.terms.some((set) => parts.every((p) => set.has(p) || set.has(term)));
}

/**
 * Whether a hyphenated compound is a name as code writes it: three words or more, none of them a
 * small word ("max-refresh-time", not "built-in" nor "up-to-date"), in documents that write names
 * so (some term of three hyphen-joined words or more starts with its first word: BIND's
 * "max-refresh-time" beside the asked "max-zone-ttl-cache"). Elsewhere it is English
 * ("two-factor-authentication"), known by its words apart.
 */
function codeCompound(index: PassageIndex, term: string): boolean {
  const words = term.split("-");
  if (words.length < 3 || words.some((w) => w === "" || STOPWORDS.has(w))) return false;
  let memo = codeNamePrefixes.get(index);
  if (!memo) {
    memo = new Set();
    for (const t of index.df.keys()) if (/^[a-z]+(?:-[a-z0-9]+){2,}$/.test(t)) memo.add(t.slice(0, t.indexOf("-")));
    codeNamePrefixes.set(index, memo);
  }
  return memo.has(words[0]);
}

const codeNamePrefixes = new WeakMap<PassageIndex, Set<string>>();

/** A compound's parts as the index stems them ("16-byte": "16", "byt"). */
function stemmedParts(term: string): string[] {
  return term
    .split(COMPOUND)
    .filter(Boolean)
    .map((p) => contentWords(p)[0] ?? p);
}

/**
 * Whether the lead-in of row `i`'s table holds `term`: the passages just above its first row under
 * the same heading path (a table's caption and introducing sentence).
 */
function leadInHolds(index: PassageIndex, i: number, term: string): boolean {
  const row = index.passages[i];
  const first = i - ((row.row ?? 1) - 1);
  const path = row.headings.join("\u0000");
  for (let j = first - 1; j >= Math.max(0, first - 2); j--) {
    const p = index.passages[j];
    if (p.sourceRef !== row.sourceRef || p.headings.join("\u0000") !== path) break;
    if (holds(index, j, term)) return true;
  }
  return false;
}

/** Whether passage `i` holds `term` in its text, headings or defined terms. */
function holds(index: PassageIndex, i: number, term: string): boolean {
  if (index.terms[i].has(term)) return true;
  // A code name is held written qualified ("irc.server_default.ssl_dhkey_size" for "ssl_dhkey_size").
  if (qualifiedForms(index, term).some((word) => index.terms[i].has(word))) return true;
  // A release line ("3.38") is held by a passage naming one of its releases ("3.38.0", Debian's "3.38-1"), in its text or headings.
  if (isDottedNumber(term, 2)) {
    for (const t of index.terms[i]) if (continuesVersion(t, term) || packagedVersion(t, term)) return true;
  }
  // A term naming the whole document ("sqlite" in SQLite's manual) is held by each of its passages.
  if (
    !hasDigit(term) &&
    documentTerms(index)
      .get(index.passages[i].sourceRef ?? "")
      ?.has(term)
  )
    return true;
  const parts = stemmedParts(term);
  // A version is held only as written: "3.40.0" is not "3", "40" and "0" somewhere.
  if (parts.length < 2 || parts.every(isDigits) || !parts.every((p) => index.terms[i].has(p))) return false;
  // A compound written another way ("HTTP server" for http.server, "busy timeout" for busy_timeout)
  // has its parts side by side ("HTTP or HTTPS ... a server" is not http.server), or its first part
  // names the passage's file (gzip.html writes gzip.open as "open()").
  const file = (index.passages[i].sourceRef ?? "").replace(/\.[a-z0-9]{1,5}$/i, "");
  return contentWords(file.replace(/[._-]+/g, " ")).includes(parts[0]) || hasRun(wordsOf(index, i), parts);
}

const passageWords = new WeakMap<PassageIndex, Map<number, string[]>>();

/** Passage `i`'s words as the index stems them, in order (memoised per index). */
function wordsOf(index: PassageIndex, i: number): string[] {
  let byPassage = passageWords.get(index);
  if (!byPassage) passageWords.set(index, (byPassage = new Map()));
  let words = byPassage.get(i);
  if (!words) byPassage.set(i, (words = contentWords(passageSearchText(index.passages[i]))));
  return words;
}

/** Whether `run` occurs in `words` as consecutive words. */
function hasRun(words: string[], run: string[]): boolean {
  for (let at = words.indexOf(run[0]); at >= 0; at = words.indexOf(run[0], at + 1))
    if (run.every((w, k) => words[at + k] === w)) return true;
  return false;
}

/**
 * How many candidate passages an ask hands the learned ranker (16 until session 53; a widened retry asks for 48).
 */
const CANDIDATES = 24;

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
  // The question in the documents' words (joined compounds, "default" for its idioms) joins the search words.
  const added = [...expandQuery(index, query), ...stemSiblings(index, query)];
  const more = [...added, ...numberDigits(index, query)];
  const searched = more.length > 0 ? `${query} ${more.join(" ")}` : query;
  const constraints = questionConstraints(index, query);
  // Words of an idiom that only names the kind of value ("out of the box", "how much room") are phrasing.
  const phrasing = new Set(added.length > 0 ? idiomWords(query) : []);
  if (added.length > 0)
    constraints.words = [
      ...new Set([...constraints.words.filter((w) => !phrasing.has(w)), ...added.flatMap((w) => contentWords(w))]),
    ];
  const k = opts.k ?? CANDIDATES;
  if (index.passages.length === 0) return { hits: [], constraints, index };
  const scores = index.bm25.score(searched);
  // Words no passage holds weigh nothing: the asker's phrasing ("exactly"), not the documents'.
  const weights = constraints.words.map((w) => (index.df.has(w) ? index.bm25.idf(w) : 0));
  const total = weights.reduce((a, w) => a + w, 0) || 1;

  const fused = new Map<number, number>();
  // Passages of equal score share a rank: a tie is not a vote (the list's order among them is arbitrary).
  const add = (ranked: number[], weight: number, score?: (i: number) => number) => {
    let rank = 0;
    ranked.forEach((i, r) => {
      if (r > 0 && !(score && score(i) === score(ranked[r - 1]))) rank = r;
      fused.set(i, (fused.get(i) ?? 0) + weight / (RRF_K + rank + 1));
    });
  };

  const byBm25 = scores
    .map((s, i) => [s, i] as const)
    .filter(([s]) => s > 0)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1])
    .slice(0, 200)
    .map(([, i]) => i);
  add(byBm25, 1, (i) => scores[i]);

  // Exact identifiers: passages holding the most required terms, BM25 breaking ties.
  if (constraints.required.length > 0) {
    const held = (i: number) => constraints.required.filter((t) => satisfies(index, i, t, constraints)).length;
    const exact = byBm25
      .map((i) => [held(i), scores[i], i] as const)
      .filter(([h]) => h > 0)
      .sort((a, b) => b[0] - a[0] || b[1] - a[1])
      .map(([, , i]) => i);
    add(exact, 2);
  }

  // A value of the kind asked (a date for "when", a size for "how much room"), in a passage that
  // satisfies every named term: "Release date: 2022-10-13" under "Release 15" for "When was Zeta 15 released?".
  if (!["any", "number", "person"].includes(constraints.valueKind)) {
    const kind = constraints.valueKind;
    const headed = kind === "date" || kind === "release";
    const stating = byBm25.filter(
      (i) =>
        constraints.required.every((t) => satisfies(index, i, t, constraints)) &&
        (holdsValue(index.passages[i].text, kind) ||
          (headed && holdsValue(index.passages[i].headings.join(" "), kind))),
    );
    add(stating, 1, (i) => scores[i]);
  }

  // Entries the question names by their title ("3.20. attribution" for "mutt's attribution variable"):
  // a reference's entry often writes its name only in its title.
  add(
    byBm25.filter((i) => namesEntry(constraints, index.passages[i])),
    1,
    (i) => scores[i],
  );

  // Table rows named by a cell as the question writes it (the struct code "H", the '<' prefix).
  const keyed = keyedRows(index, query);
  add(keyed, 2);
  const keyedSet = new Set(keyed);

  // The tree as a prior: passages of the leaves the collapsed-tree search ranks first.
  const leaves = searchLeaves(tree, query, 5);
  const prior = leaves.flatMap((leaf) =>
    (index.byLeaf.get(leaf.id) ?? []).filter((i) => scores[i] > 0).sort((a, b) => scores[b] - scores[a]),
  );
  add(prior, 0.5, (i) => scores[i]);

  const position = index.position;
  for (const extra of opts.extra ?? [])
    add(
      extra.ids.map((id) => position.get(id)).filter((i): i is number => i !== undefined),
      extra.weight ?? 1,
    );

  const hits = [...fused.entries()]
    .sort((a, b) => b[1] - a[1] || a[0] - b[0])
    .slice(0, Math.max(k * 3, CANDIDATES))
    .map(([i, score]) => {
      // A keyed row also satisfies what its table's lead-in says ("The struct_time ... has these fields:").
      const satisfied = constraints.required.filter(
        (t) => satisfies(index, i, t, constraints) || (keyedSet.has(i) && leadInHolds(index, i, t)),
      );
      // A word naming a product whose pages it runs through ("PostgreSQL" in three or more of its
      // documents) is held by each passage of those pages: a table row need not repeat the product's name.
      const docTerms = documentTerms(index).get(index.passages[i].sourceRef ?? "");
      const product = (w: string) => !hasDigit(w) && !!docTerms?.has(w) && productTerms(index).has(w);
      // The noun counted ("How many triggers ...?") is not held by a passage that only uses its verb
      // ("needed to trigger a VACUUM") outside its headings and defined terms: it counts no triggers.
      const verbOnly = (w: string) =>
        w === constraints.counted && !countedAsNoun(index, i, w, constraints.countedAs ?? w);
      const coverage =
        constraints.words.reduce(
          (a, w, j) => a + ((index.terms[i].has(w) && !verbOnly(w)) || product(w) ? weights[j] : 0),
          0,
        ) / total;
      // In its own text a word also counts when a longer word starts with it ("owns" in "Owner:").
      const own = contentWords(index.passages[i].text);
      const textCoverage =
        constraints.words.reduce(
          (a, w, j) =>
            a +
            (verbOnly(w)
              ? 0
              : own.includes(w)
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
        ...(keyedSet.has(i) ? { keyed: true } : {}),
        ...(constraints.counted && index.terms[i].has(constraints.counted)
          ? { counts: !verbOnly(constraints.counted) }
          : {}),
      };
    })
    // Constraints first: a passage satisfying every one beats a better-scored neighbour that does not.
    .sort((a, b) => a.missing.length - b.missing.length || b.score - a.score)
    .slice(0, k);
  return { hits, constraints, index };
}

/**
 * Whether passage `i` holds the counted noun (`term` stemmed, `noun` as asked): in its headings or
 * defined terms, or in its text as a noun ({@link holdsNoun}; "needed to trigger a VACUUM" and
 * "was processed" count none).
 */
function countedAsNoun(index: PassageIndex, i: number, term: string, noun: string): boolean {
  const p = index.passages[i];
  return contentWords([...p.headings, ...p.terms].join(" ")).includes(term) || holdsNoun(p.text, noun);
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
  // Quoted on one line: the indentation of wrapped lines ("as\n      superuser") would only spend the answer's room.
  p = { ...p, text: p.text.replace(/[^\S\n]*\n[^\S\n]*/g, "\n").replace(/[^\S\n]{2,}/g, " ") };
  const words = new Set(contentWords(query));
  const stated = valueSentence(p, required, valueKind, [...words]);
  if (stated && p.text.startsWith(stated)) return cutAtWord(p.text, max);
  if (stated) {
    // Compared space for space: a sentence wrapped over lines ("...after\n<count> consecutive...")
    // is the same sentence, and must not be repeated after itself.
    const flat = (t: string) => squeezeSpaces(t).trim();
    const [sentence, text] = [flat(stated), flat(p.text)];
    return cutAtWord(`${sentence} ${text.replace(sentence, "").trim()}`.trim(), max);
  }
  const sentences = p.kind === "row" ? [p.text] : splitSentences(p.text);
  if (sentences.length <= 1) return cutAtWord(p.text, max);
  const score = (s: string) =>
    contentWords(s).filter((w) => words.has(w)).length + (holdsValue(s, valueKind) && valueKind !== "any" ? 1.5 : 0);
  let best = 0;
  sentences.forEach((s, i) => {
    if (score(s) > score(sentences[best])) best = i;
  });
  // The value's sentence moves first only when it clearly beats the first one (fragments of a
  // listing or a PDF line read better in their own order).
  if (score(sentences[best]) < score(sentences[0]) + 1) return cutAtWord(p.text, max);
  const rest = sentences.filter((_, i) => i !== best).join(" ");
  return cutAtWord(`${sentences[best]}${rest ? ` ${rest}` : ""}`, max);
}

/**
 * `text` cut to at most `max` characters, never inside a word or a number: a value cut in two
 * ("16" of "16384") would read as another value. Falls back to the plain cut only when the text
 * has no break in its second half.
 */
export function cutAtWord(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  if (!insideToken(text, max)) return cut.trimEnd();
  const space = Math.max(cut.lastIndexOf(" "), cut.lastIndexOf("\n"));
  return space > max / 2 ? cut.slice(0, space).trimEnd() : cut;
}

/** What joins the parts of one number or identifier ("16.384", "tune.bufsize", "x-y", "10:30"). */
const JOINERS = "._:,-";

/** Whether position `at` of `text` falls inside one word, number or identifier. */
function insideToken(text: string, at: number): boolean {
  const is = (i: number) => i >= 0 && i < text.length && holdsChar(text[i]!, "letter", "number");
  const joins = (i: number) => i >= 0 && i < text.length && JOINERS.includes(text[i]!);
  return (is(at - 1) && is(at)) || (is(at - 1) && joins(at) && is(at + 1)) || (is(at - 2) && joins(at - 1) && is(at));
}

/** The search text of a passage (exported for the database index, which stores the same words). */
export { passageSearchText };

/**
 * Whether `passage` is the entry of a name the question gives: its title is that one name after its
 * number, written as code writes names (lower case: "3.303. sendmail" for "the default sendmail
 * command"; not the asked field, and not a section titled in words: "Workers").
 */
export function namesEntry(constraints: QuestionConstraints, passage: Pick<TreePassage, "headings">): boolean {
  const tokens = contentTokens((passage.headings.at(-1) ?? "").replace(/^[\d.\s]+/, ""));
  if (tokens.length !== 1 || !/^[a-z]/.test(tokens[0].surface)) return false;
  const name = tokens[0].term;
  return name !== constraints.field && constraints.words.includes(name);
}

/** A row's key: its first cell as the row is written ("type: size" of "type: size; default: 4 KiB"). */
function rowKey(text: string): string {
  return (text.split(/;\s|\s\|\s/)[0] ?? "").trim().toLowerCase();
}

/**
 * The latest passage after `p` in reading order (another document, or the same heading path of its
 * document: never a neighbour's section) holding every required term with a sentence that
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
    // In the same document, a passage under another heading is a neighbour's value, not an update.
    const other = index.passages[i];
    // Nor is another row of the same document's table: each row is its own entity ("H", then "Q").
    if (
      other.sourceRef === p.sourceRef &&
      (other.headings.join("\u0000") !== p.headings.join("\u0000") || (p.kind === "row" && other.kind === "row"))
    )
      continue;
    // Another document's row is an update only of the same key, its first cell ("Service: billing"):
    // a row of another table with the same columns is another entity ("type: integer" of imfile's
    // ignoreOlderThan does not update "type: size" of omfile's ioBufferSize).
    if (p.kind === "row" && other.kind === "row" && rowKey(other.text) !== rowKey(p.text)) continue;
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

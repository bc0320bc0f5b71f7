import "server-only";
import { getDb, getDbKind, type Tx } from "@/lib/db/client";
import {
  countMatchingPassages,
  documentsOfMatchingPassages,
  matchingPassageTexts,
  pgPassageSearch,
  sqlitePassageSearch,
} from "./passages";

/**
 * What a bounded ask reads of a large project's knowledge tree (lib/knowledge/ask-view.ts): the
 * tree's shape with the internal nodes' metadata, the leaves as stubs (no text, no metadata), the
 * passages the full-text index ranks for the question, the leaves holding them, and how many
 * passages of the tree hold each question term (the collection statistics a ranking needs).
 */

/** The words of `term` as the full-text indexes split them ("sqlite3_error_offset": sqlite3, error, offset). */
function ftsWords(term: string): string[] {
  return term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
}

/**
 * A question term: its stem (what lib/text's indexes count) and the word as written. A stem that
 * differs from the word ("expir" of "expires") matches as a prefix, so its inflections count; a
 * word that is its own stem (a name: "Falcon") matches exactly, not "Falcon2".
 */
export type QuestionTerm = {
  term: string;
  surface: string;
  /**
   * Match inflections even when the word is its own stem (a plain word, not a name): "carry" then
   * also counts "carries" and "carried", as the stemmer of lib/text's indexes does.
   */
  inflected?: boolean;
};

function prefixed(t: QuestionTerm): boolean {
  return t.inflected === true || t.term !== t.surface.toLowerCase();
}

/** A stem ending in "y" is written with "i" before a suffix ("carry": "carries", "carried"). */
function alternateStem(t: QuestionTerm): string | null {
  return prefixed(t) && /^[a-z]{3,}y$/.test(t.term) ? `${t.term.slice(0, -1)}i` : null;
}

/** An FTS5 query for `t`: its words as a phrase, the last one as a prefix when it is a stem. */
function ftsPhrase(t: QuestionTerm): string | null {
  const words = ftsWords(prefixed(t) ? t.term : t.surface);
  if (words.length === 0) return null;
  const phrase = `"${words.join(" ")}"${prefixed(t) ? "*" : ""}`;
  const alt = alternateStem(t);
  return alt ? `(${phrase} OR "${alt}"*)` : phrase;
}

/** A PostgreSQL tsquery for `t`, likewise. */
function tsPhrase(t: QuestionTerm): string | null {
  const words = ftsWords(prefixed(t) ? t.term : t.surface);
  const last = prefixed(t) ? ":*" : "";
  if (words.length === 0) return null;
  const phrase = words.map((w, i) => (i === words.length - 1 ? `${w}${last}` : w)).join(" <-> ");
  const alt = alternateStem(t);
  return alt ? `(${phrase} | ${alt}:*)` : phrase;
}

/**
 * The ids of the tree's passages matching any (or all) of `terms` (stems match their inflections), best
 * first, at most `limit`: FTS5's bm25 rank on SQLite, `ts_rank` over the GIN-indexed tsvector on PostgreSQL.
 */
export async function rankPassageCandidates(
  treeId: string,
  terms: QuestionTerm[],
  limit: number,
  /**
   * "all": only passages holding every term; or the terms a passage must hold, the passages then
   * ranked by all of `terms` (a question's names required, its other words deciding among them).
   */
  mode: "any" | "all" | { required: QuestionTerm[] } = "any",
): Promise<string[]> {
  const unique = terms.slice(0, 32);
  const required = typeof mode === "object" ? mode.required.slice(0, 16) : [];
  if (getDbKind() === "postgres") {
    const join = (ts: QuestionTerm[], op: string) =>
      ts
        .map(tsPhrase)
        .filter((q): q is string => q !== null)
        .map((q) => `(${q})`)
        .join(op);
    const any = join(unique, mode === "all" ? " & " : " | ");
    const must = join(required, " & ");
    const query = must && any ? `(${must}) & (${any})` : any;
    return query ? pgPassageSearch(treeId, query, limit) : [];
  }
  const join = (ts: QuestionTerm[], op: string) =>
    ts
      .map(ftsPhrase)
      .filter((q): q is string => q !== null)
      .join(op);
  const any = join(unique, mode === "all" ? " AND " : " OR ");
  const must = join(required, " AND ");
  const match = must && any ? `(${must}) AND (${any})` : any;
  return match ? sqlitePassageSearch(treeId, match, limit) : [];
}

/**
 * Per term (by its stem), how many of the tree's passages hold it; with `atMost`, counting stops
 * there (1: whether any passage does, cheap even for a common word). `kept` holds counts already
 * made on this version of the tree (the caller's, dropped when the tree changes): a word every ask
 * names ("default", "version") is counted once per version, not per ask (a count of a common word
 * reads tens of thousands of rows on a 20 MB project: ~50 ms). A count under way is kept as its
 * promise, so asks arriving together on a new version share one query per word.
 */
export async function countPassagesWithTerms(
  treeId: string,
  terms: QuestionTerm[],
  atMost?: number,
  kept?: KeptCounts,
): Promise<Map<string, number>> {
  // One query per term, sent together (28 in a row took ~80 ms each on PostgreSQL before the stored tsvector).
  const counts = await Promise.all(
    terms.map(async (t) => {
      const q = termQuery(t);
      if (!q) return null;
      const key = `${atMost ?? ""}\u0000${"postgres" in q ? q.postgres : q.sqlite}`;
      let n = kept?.get(key);
      if (n === undefined) {
        n = countMatchingPassages(treeId, q, atMost);
        if (kept && kept.size >= KEPT_COUNTS) kept.clear();
        // A long phrase (a pasted question's) is not kept: the map stays a few MB.
        if (kept && key.length <= KEPT_KEY_CHARS) {
          kept.set(key, n);
          // A failed count is not kept: the next ask counts again.
          n.catch(() => kept.get(key) === n && kept.delete(key));
        }
      }
      return [t.term, await n] as const;
    }),
  );
  return new Map(counts.filter((c) => c !== null));
}

/** Counts of {@link countPassagesWithTerms} kept by its caller for one version of a tree, by query: made or under way. */
export type KeptCounts = Map<string, number | Promise<number>>;

/** Up to how many counts of {@link countPassagesWithTerms} a caller's `kept` holds (a few MB at most). */
const KEPT_COUNTS = 20_000;
/** The longest count key {@link countPassagesWithTerms} keeps (a bound and a phrase of a few words). */
const KEPT_KEY_CHARS = 200;

/** Per term (by its stem), per document (id), how many passages match it as {@link countPassagesWithTerms} counts them. */
export async function documentsWithTerms(
  treeId: string,
  terms: QuestionTerm[],
): Promise<Map<string, Map<string, number>>> {
  const docs = await Promise.all(
    terms.map(async (t) => {
      const q = termQuery(t);
      return q ? ([t.term, await documentsOfMatchingPassages(treeId, q)] as const) : null;
    }),
  );
  return new Map(docs.filter((d) => d !== null));
}

/** The search texts of up to `limit` passages of the tree matching `t` as {@link countPassagesWithTerms} counts it. */
export async function passageTextsWithTerm(treeId: string, t: QuestionTerm, limit: number): Promise<string[]> {
  const q = termQuery(t);
  return q ? matchingPassageTexts(treeId, q, limit) : [];
}

/** `t` as the database's full-text index takes it: a tsquery on PostgreSQL, an FTS5 expression on SQLite. */
function termQuery(t: QuestionTerm): { postgres: string } | { sqlite: string } | null {
  const postgres = getDbKind() === "postgres";
  const q = postgres ? tsPhrase(t) : ftsPhrase(t);
  return q === null ? null : postgres ? { postgres: q } : { sqlite: q };
}

/** How many passages the tree has. */
export async function countTreePassages(treeId: string): Promise<number> {
  return getDb().knowledgePassage.count({ where: { treeId } });
}

/** How many leaves the tree has. */
export async function countTreeLeaves(treeId: string, tx: Tx = getDb()): Promise<number> {
  return tx.knowledgeNode.count({ where: { treeId, level: "leaf" } });
}

/** The tree's internal nodes (root and branches) with their metadata, without text. */
export async function listInternalNodes(treeId: string) {
  const rows = await getDb().knowledgeNode.findMany({
    where: { treeId, level: { not: "leaf" } },
    omit: { text: true },
  });
  return rows.map((r) => ({ ...r, text: null }));
}

/** The tree's leaves as stubs: where they sit and their sizes; no text, empty metadata. */
export async function listLeafStubs(treeId: string) {
  const rows = await getDb().knowledgeNode.findMany({
    where: { treeId, level: "leaf" },
    omit: { text: true, metadata: true },
  });
  return rows.map((r) => ({ ...r, text: null, metadata: null }));
}

/**
 * Leaves of the tree by id, whole (text and metadata). Looked up by id alone and kept when of the
 * tree: with `treeId` in the query SQLite (no statistics) walks the tree's index, every node of
 * it, instead of the few ids' ({@link ofTree}).
 */
export async function listLeavesById(treeId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return ofTree(treeId, await getDb().knowledgeNode.findMany({ where: { id: { in: ids } } }));
}

/**
 * The rows of `treeId` among rows found by their own ids (or their leaves'): what a query naming
 * the tree too would return. SQLite's planner, without statistics, prefers an equality on the tree
 * to a list of ids and reads every row of the tree (on a 20 MB project, 30-80 ms a query instead of
 * 1-2 ms); by ids alone it reads those rows only.
 */
export function ofTree<T extends { treeId: string }>(treeId: string, rows: T[]): T[] {
  return rows.filter((r) => r.treeId === treeId);
}

/**
 * The stored heading paths of the passages of these leaves, by passage id: cut at import with every
 * earlier leaf of the document at hand, they say which section a passage is in even when an ask
 * loads the leaf without the leaves before it. The leaves' texts are loaded already: no text here.
 */
export async function listPassageHeadings(treeId: string, leafIds: string[]): Promise<Map<string, string[]>> {
  if (leafIds.length === 0) return new Map();
  return headingsOf(treeId, { leafId: { in: leafIds } });
}

/** The stored heading paths of these passages (by id), as {@link listPassageHeadings} reads them: one query. */
export async function listHeadingsOfPassages(treeId: string, passageIds: string[]): Promise<Map<string, string[]>> {
  if (passageIds.length === 0) return new Map();
  return headingsOf(treeId, { id: { in: passageIds } });
}

async function headingsOf(
  treeId: string,
  where: { leafId: { in: string[] } } | { id: { in: string[] } },
): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  const rows = await getDb().knowledgePassage.findMany({ where, select: { id: true, treeId: true, headings: true } });
  for (const r of ofTree(treeId, rows))
    if (Array.isArray(r.headings) && r.headings.every((h) => typeof h === "string"))
      out.set(r.id, r.headings as string[]);
  return out;
}

import "server-only";
import {
  countPassagesWithTerms,
  type KeptCounts,
  countTreeLeaves,
  passageTextsWithTerm,
  countTreePassages,
  documentsWithTerms,
  listInternalNodes,
  listLeafStubs,
  listLeavesById,
  listHeadingsOfPassages,
  listPassageHeadings,
  rankPassageCandidates,
} from "@/lib/db/queries/knowledge-ask";
import { findProjectTreeRow, listProjectDocuments } from "@/lib/db/queries/knowledge";
import { searchKnowledgePassages } from "@/lib/db/queries/passages";
import { contentTokens, contentWords, createBm25 } from "@/lib/extract";
import { holds } from "@/lib/extract/chars";
import { qualifies } from "@/lib/extract/tokens";
import { passageIndex, passageSearchText } from "./passage-index";
import { queryFrame } from "@/lib/extract/query-frame";
import { titlesEntry } from "./ask-parts";
import type { KnowledgeTree, KtNode } from "./types";
import { fromRow, loadNodes } from "./store";

/** Up to this many leaves (about 250,000 characters) an ask reads the whole tree, as before. */
export const WHOLE_TREE_LEAVES = 48;
/** Passages the full-text index proposes for a bounded ask... */
const CANDIDATE_PASSAGES = 150;
/** ...and the most leaves whose text it loads (about 120,000 characters). */
export const CANDIDATE_LEAVES = 24;

/** Passages the database matched that are re-read to confirm a name it counted (see loadAskView). */
const CONFIRM_TEXTS = 24;

/** A project's tree row as {@link loadAskView} reads it. */
export type TreeRow = Awaited<ReturnType<typeof findProjectTreeRow>>;

/** What an ask searches: a tree (whole, or bounded to the question's candidates) and the full-text ranking. */
export type AskView = {
  treeId: string | null;
  tree: KnowledgeTree;
  /** Passage ids the database's full-text index ranks first. */
  fts: string[];
  /** Whether the tree holds only the question's candidate leaves' texts. */
  bounded: boolean;
};

/**
 * The part of a project's tree an ask needs. A small tree (up to {@link WHOLE_TREE_LEAVES} leaves)
 * is read whole, as it always was. A larger one is bounded by the question: the database's full-text
 * index (FTS5 / PostgreSQL GIN over every passage) ranks the passages holding its words, and only the
 * leaves holding the first {@link CANDIDATE_PASSAGES} are loaded with their text (at most
 * {@link CANDIDATE_LEAVES}); the other leaves are stubs (sizes and place, no text), the branches
 * and root keep their metadata (the tree walk still reads them). The passage index an ask builds
 * then covers those leaves only, so its collection statistics come from the database: how many
 * passages the tree has and how many hold each word of the question (which words are rare, which
 * name the whole corpus, which no document mentions). An ask's cost then follows the question,
 * not the size of the project: no ask holds 50 MB of text and its index in memory. A part's retry
 * (`widen`) reads twice as many candidates and leaves.
 */
export async function loadAskView(
  projectId: string,
  question: string,
  opts: {
    widen?: boolean;
    /** The project's tree row when the caller read it already (one ask, several parts): not read again. */
    row?: TreeRow | null;
  } = {},
): Promise<AskView> {
  // A part's retry (ask-parts.ts) reads a wider view: twice the candidates and their leaves.
  const scale = opts.widen ? 2 : 1;
  const row = opts.row !== undefined ? opts.row : await findProjectTreeRow(projectId);
  const seen = new Set<string>();
  const terms = contentTokens(question, { stem: true }).filter((t) => !seen.has(t.term) && seen.add(t.term));
  if (!row || (await countTreeLeaves(row.id)) <= WHOLE_TREE_LEAVES) {
    // The row read above: the tree's nodes by its id (no second read of the row).
    const [nodes, names] = await Promise.all([row ? loadNodes(row.id) : {}, documentLabels(projectId)]);
    const tree: KnowledgeTree = { nodes, rootId: row?.rootId ?? null };
    const treeId = row?.id ?? null;
    const fts = treeId ? await searchKnowledgePassages(treeId, contentWords(question), 50) : [];
    for (const [id, node] of Object.entries(tree.nodes)) tree.nodes[id] = byName(node, names);
    return { treeId, tree, fts, bounded: false };
  }
  const treeId = row.id;
  // Names and identifiers of the question ("Falcon", "E-4225", "sqlite_max_column"): the passages
  // holding all of them come first, then the best of those holding any word.
  const named = terms.filter(
    (t) => holds(t.surface, "upper", "digit") || [..."_.-"].some((c) => t.surface.includes(c)),
  );
  const [shape, precise, broad] = await Promise.all([
    treeShape(projectId, treeId, row.updatedAt.getTime()),
    named.length > 0 ? rankPassageCandidates(treeId, terms, scale * CANDIDATE_PASSAGES, { required: named }) : [],
    rankPassageCandidates(treeId, terms, scale * CANDIDATE_PASSAGES),
  ]);
  const total = shape.passages;
  // The passages holding every name first, but a quarter of the view is kept for the best by all
  // words: a name that runs through a product's manual ("PostgreSQL") is held by far more passages
  // than the view loads, and a table row that never repeats the product's name (the one
  // answering) would never be read.
  const leafIds = candidateLeaves(precise, broad, scale * CANDIDATE_LEAVES);
  const nodes: Record<string, KtNode> = { ...shape.nodes };
  const [leafRows, stored] = await Promise.all([listLeavesById(treeId, leafIds), listPassageHeadings(treeId, leafIds)]);
  for (const r of leafRows) nodes[r.id] = byName(fromRow(r), shape.names);
  const tree: KnowledgeTree = { nodes, rootId: row.rootId };
  // The index over the loaded leaves, with the whole tree's statistics for the question's terms:
  // how many passages hold each name or identifier (rare, required, or naming the whole corpus),
  // and each other word (counted up to a quarter of the passages: past a fifth a word is common
  // whatever its count). Counted in the loaded leaves only, a word they all share ("changed",
  // "version") would read as rare against the whole tree's size and outrank the question's point.
  const index = passageIndex(tree, { stored });
  index.corpusPassages = total;
  // A plain word counts with its inflections, as the index's stemmer joins them ("carry", "carries").
  const others = terms.filter((t) => !named.includes(t)).map((t) => ({ ...t, inflected: true }));
  // A question names a few owners at most; more would be a query each for nothing.
  const frame = queryFrame(question);
  const owners = [...frame.owners, ...frame.programs].slice(0, MAX_OWNERS);
  const [counts, present, naming] = await Promise.all([
    countPassagesWithTerms(treeId, named, undefined, shape.counts),
    countPassagesWithTerms(treeId, others, Math.max(1, Math.ceil(total / 4)), shape.counts),
    // The documents mentioning each name the question gives as an owner ("NTPsec's MRU list": its
    // manual's loaded passages need not repeat it), by the names the index's passages carry.
    documentsWithTerms(
      treeId,
      terms.filter((t) => owners.includes(t.term)),
    ),
  ]);
  if (naming.size > 0) index.corpusDocuments = characteristicDocuments(naming, shape);
  // The database's tokenizer splits what the index keeps whole: "trace" matches "sqlite3_trace",
  // "3.11" matches "3.11.2" and "3, 11". A name's count is the share of the passages the database
  // matched (a sample) that hold it as the index tokenizes them: none, and the question names
  // something no document states ("the TRACE level") or a release line only its releases name;
  // a few, and a version named in passing is not taken for a word of the whole corpus.
  await Promise.all(
    named
      .filter((t) => (counts.get(t.term) ?? 0) > (index.df.get(t.term) ?? 0))
      .map(async (t) => {
        const texts = await passageTextsWithTerm(treeId, t, CONFIRM_TEXTS);
        const held = texts.filter((text) => contentWords(text).some((w) => qualifies(w, t.term))).length;
        const n = counts.get(t.term) ?? 0;
        const estimate = texts.length === 0 ? 0 : Math.round((n * held) / texts.length);
        counts.set(t.term, Math.max(index.df.get(t.term) ?? 0, held, estimate));
      }),
  );
  const wide = new Map<string, number>();
  for (const [term, n] of [...counts, ...present]) {
    if (n > 0) index.df.set(term, Math.max(n, index.df.get(term) ?? 0));
    wide.set(term, n);
  }
  // Passages ranked with those statistics too, not the loaded leaves' own.
  index.bm25 = createBm25(index.passages.map(passageSearchText), { corpus: { docs: total, df: wide } });
  return { treeId, tree, fts: broad.slice(0, 50), bounded: true };
}

/** Passages ranked per plain word when {@link entryNames} looks for the entry it titles. */
const ENTRY_CANDIDATES = 12;

/**
 * Which of `words` (plain lowercase words a question lists: "spoolsize and retrywait") name an entry of
 * the project's tree (`treeId`, the row {@link loadAskView} reads too: found once per ask): among
 * the passages the full-text index ranks first for the word (with the question's other words),
 * one under a heading that is a short title holding the word ("3.393. timeout", "set errorcolor
 * [bold,]fgcolor,bgcolor"). What the documents say, not the question: a word titling an entry names
 * one thing, as an identifier does (lib/extract/query-frame.ts `plainConjuncts`). One ranking query
 * per word, then one for the headings of the passages ranked (by passage id, not their leaves' every passage).
 */
export async function entryNames(
  treeId: string | null,
  question: string,
  words: readonly string[],
): Promise<Set<string>> {
  const out = new Set<string>();
  if (!treeId || words.length === 0) return out;
  const seen = new Set<string>();
  const terms = contentTokens(question, { stem: true }).filter((t) => !seen.has(t.term) && seen.add(t.term));
  const ranked = await Promise.all(
    words.map(async (word) => {
      const own = terms.find((t) => t.surface.toLowerCase() === word);
      const ids = own ? await rankPassageCandidates(treeId, terms, ENTRY_CANDIDATES, { required: [own] }) : [];
      return { word, ids };
    }),
  );
  const headings = await listHeadingsOfPassages(treeId, [...new Set(ranked.flatMap((r) => r.ids))]);
  for (const { word, ids } of ranked) if (ids.some((id) => titlesEntry(headings.get(id) ?? [], word))) out.add(word);
  return out;
}

/**
 * The project's documents' names by id, each name once ("notes.md", then "notes.md (2)"): what an
 * ask's leaves are known by. A leaf's stored sourceRef is its document's id (stable across
 * renames and re-imports); the ask searches and cites the name, as a user says it: "the SQLite
 * file format: ..." is found by "sqlite", and an answer cites "[sqlite-fileformat.html › ...]",
 * not an id. Distinct, so two documents of one name are still two documents.
 */
async function documentLabels(projectId: string): Promise<Map<string, string>> {
  const seen = new Map<string, number>();
  const out = new Map<string, string>();
  for (const doc of await listProjectDocuments(projectId)) {
    const n = (seen.get(doc.name) ?? 0) + 1;
    seen.set(doc.name, n);
    out.set(doc.id, n === 1 ? doc.name : `${doc.name} (${n})`);
  }
  return out;
}

/** A leaf known by its document's name (any other node as it is). */
function byName(node: KtNode, names: ReadonlyMap<string, string>): KtNode {
  const name = node.level === "leaf" && node.sourceRef ? names.get(node.sourceRef) : undefined;
  return name ? { ...node, sourceRef: name } : node;
}

/**
 * Per name, the documents (by name) that mention it at least as often, for their size, as the
 * corpus does: a product's own pages ("NTPsec" in ntp.conf's manual, "Dovecot" in its service
 * configuration), not a page naming it in passing (Dovecot's NEWS on "HAProxy" support).
 */
function characteristicDocuments(naming: Map<string, Map<string, number>>, shape: Shape): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const [term, perDocument] of naming) {
    const total = [...perDocument.values()].reduce((a, n) => a + n, 0);
    const docs = new Set<string>();
    for (const [id, n] of perDocument) {
      const name = shape.names.get(id) ?? id;
      const chars = shape.documentChars.get(name) ?? 0;
      if (chars > 0 && n / chars >= total / Math.max(1, shape.corpusChars)) docs.add(name);
    }
    out.set(term, docs);
  }
  return out;
}

type Shape = {
  version: number;
  nodes: Record<string, KtNode>;
  names: Map<string, string>;
  /** Characters per document (by name), and in all: how often a document names a product, for its size. */
  documentChars: Map<string, number>;
  corpusChars: number;
  /** How many passages the tree has. */
  passages: number;
  /** How many passages hold a term, as counted on this version (lib/db/queries/knowledge-ask.ts `countPassagesWithTerms`). */
  counts: KeptCounts;
};

/** How many owner names of a question ask the database which documents name them. */
const MAX_OWNERS = 4;

/** Trees' shapes by id, for the version they were read at: a few, the last asked. */
const shapes = new Map<string, Shape>();
const SHAPES_KEPT = 4;
/** Shapes being read, by tree and version: asks arriving together after an import share one read. */
const reading = new Map<string, Promise<Shape>>();

/**
 * A tree's shape: the branches and root with their metadata, the leaves as stubs, how many passages
 * it has (and, filled by the asks, how many hold each term counted). Read once per
 * version of the tree (its row's updatedAt changes with every write, on any instance) and kept
 * for the next asks: a few MB for a 50 MB project, instead of a read of every node per ask.
 */
async function treeShape(projectId: string, treeId: string, version: number): Promise<Shape> {
  const kept = shapes.get(treeId);
  if (kept && kept.version === version) {
    shapes.delete(treeId);
    shapes.set(treeId, kept);
    return kept;
  }
  const key = `${treeId}@${version}`;
  const under = reading.get(key);
  if (under) return under;
  const read = readShape(projectId, treeId, version).finally(() => reading.delete(key));
  reading.set(key, read);
  return read;
}

/** {@link treeShape}'s read of one version, kept as the tree's last shape. */
async function readShape(projectId: string, treeId: string, version: number): Promise<Shape> {
  // Every change of the documents (import, re-import, deletion) writes the tree: a new version.
  const [internal, stubs, names, passages] = await Promise.all([
    listInternalNodes(treeId),
    listLeafStubs(treeId),
    documentLabels(projectId),
    countTreePassages(treeId),
  ]);
  const nodes: Record<string, KtNode> = {};
  for (const r of internal) nodes[r.id] = fromRow(r);
  for (const r of stubs) nodes[r.id] = byName(fromRow(r), names);
  const documentChars = new Map<string, number>();
  let corpusChars = 0;
  for (const node of Object.values(nodes))
    if (node.level === "leaf" && node.sourceRef) {
      documentChars.set(node.sourceRef, (documentChars.get(node.sourceRef) ?? 0) + node.chars);
      corpusChars += node.chars;
    }
  const shape: Shape = { version, nodes, names, documentChars, corpusChars, passages, counts: new Map() };
  shapes.delete(treeId);
  shapes.set(treeId, shape);
  while (shapes.size > SHAPES_KEPT) shapes.delete(shapes.keys().next().value as string);
  return shape;
}

/**
 * The leaves of the candidate passages (ids "leafId:n"), at most `max`: those of `precise` up to
 * three quarters of `max`, then those of `broad`, then the rest of `precise`.
 */
export function candidateLeaves(precise: readonly string[], broad: readonly string[], max: number): string[] {
  const leafIds: string[] = [];
  const take = (ids: readonly string[], upTo: number) => {
    for (const id of ids) {
      if (leafIds.length >= upTo) return;
      const leafId = id.slice(0, id.lastIndexOf(":"));
      if (!leafIds.includes(leafId)) leafIds.push(leafId);
    }
  };
  take(precise, Math.ceil((max * 3) / 4));
  take(broad, max);
  take(precise, max);
  return leafIds;
}

import { supersedes } from "@/lib/extract/answer";
import { queryFrame } from "@/lib/extract/query-frame";
import { contentTokens, contentWords, createBm25, type Bm25Index, hasDigit } from "@/lib/extract";
import { leavesInOrder } from "./nodes";
import { leafStatements } from "@/lib/extract/leaf";
import type { KnowledgeTree, KtNode } from "./types";

/**
 * Whole-tree retrieval, the fallback when top-down navigation finds nothing or only part of an
 * answer: RAPTOR's "collapsed tree" search (every node scored at once instead of one path) beat
 * traversal in its paper. Offline, the collapsed tree is a BM25 index over every leaf's text,
 * which is what the branches above summarise, built once per tree (trees are immutable). Only the
 * leaves the caller then reads count as tokens read: the index lookup, like an embedding search,
 * reads nothing into a prompt.
 */
type LeafIndex = {
  leaves: KtNode[];
  order: Map<string, number>;
  bm25: Bm25Index;
  terms: Set<string>[];
  /** Per leaf, its statements (header fields read with their title) and their words; filled on first use. */
  statements: ({ text: string; lower: string; words: Set<string> }[] | undefined)[];
};
const cache = new WeakMap<KnowledgeTree, LeafIndex>();
// A leaf object shared by versions of a tree (an append keeps it) has its words read once.
const leafWords = new WeakMap<KtNode, string[]>();

function indexOf(tree: KnowledgeTree): LeafIndex {
  let index = cache.get(tree);
  if (!index) {
    const leaves = leavesInOrder(tree);
    const texts = leaves.map((l) => l.text ?? "");
    const words = leaves.map((leaf, i) => {
      let got = leafWords.get(leaf);
      if (!got) leafWords.set(leaf, (got = contentWords(texts[i])));
      return got;
    });
    index = {
      leaves,
      order: new Map(leaves.map((l, i) => [l.id, i])),
      bm25: createBm25(texts, { terms: words }),
      terms: words.map((w) => new Set(w)),
      statements: [],
    };
    cache.set(tree, index);
  }
  return index;
}

/** The statements of leaf `i` with their words (computed once per tree). */
function statementsOf(index: LeafIndex, i: number): { text: string; lower: string; words: Set<string> }[] {
  let out = index.statements[i];
  if (!out) {
    out = leafStatements(index.leaves[i].text ?? "").statements.map((text) => ({
      text,
      lower: text.toLowerCase(),
      words: new Set(contentWords(text)),
    }));
    index.statements[i] = out;
  }
  return out;
}

/** Identifiers the question names (letters with digits, compounds) that no leaf of the tree contains. */
export function unknownIdentifiers(tree: KnowledgeTree, query: string): string[] {
  const { terms } = indexOf(tree);
  const ids = contentTokens(query)
    .filter((t) => t.parts.length > 0 && hasDigit(t.term))
    .map((t) => t.term);
  return [...new Set(ids)].filter((id) => !terms.some((set) => set.has(id)));
}

/**
 * Leaves for `query`, best first: those holding every term the question names (all of them when
 * it names none), ranked by their best single statement (the idf-weighted share of the
 * question's words it holds together: "Greta owns the reporting migration" beats a leaf that says
 * "owns the payments migration" twice and "report" elsewhere), BM25 over the whole leaf breaking
 * ties; at most `k`, none scoring zero.
 */
export function searchLeaves(
  tree: KnowledgeTree,
  query: string,
  k = 3,
  exclude: ReadonlySet<string> = new Set(),
): KtNode[] {
  const index = indexOf(tree);
  const { leaves, bm25, terms } = index;
  const named = queryFrame(query).named;
  const scores = bm25.score(query);
  const maxBm25 = Math.max(...scores, Number.EPSILON);
  const words = [...new Set(contentWords(query))];
  const weights = words.map((w) => bm25.idf(w));
  const total = weights.reduce((a, w) => a + w, 0) || 1;
  // The question's words as written: "reporting" and "report" stem alike, but a statement that
  // says "reporting" is the closer match.
  const surfaces = [...new Set(contentTokens(query, { stem: false }).map((t) => t.surface.toLowerCase()))];
  const together = (i: number) =>
    Math.max(
      0,
      ...statementsOf(index, i).map(
        (st) =>
          words.reduce((a, w, j) => a + (st.words.has(w) ? weights[j] : 0), 0) / total +
          (0.2 * surfaces.filter((f) => st.lower.includes(f)).length) / Math.max(1, surfaces.length),
      ),
    );
  return leaves
    .map((leaf, i) => ({ leaf, i, bm25: scores[i] }))
    .filter(({ leaf, i, bm25: score }) => score > 0 && !exclude.has(leaf.id) && named.every((t) => terms[i].has(t)))
    .map((h) => ({ ...h, score: together(h.i) + 0.1 * (h.bm25 / maxBm25) }))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, k)
    .map((h) => h.leaf);
}

/**
 * Leaves after `leafId` in reading order with a statement that restates a quoted line of
 * `answer` with another value (`supersedes`: mostly the same words, a different name, number,
 * date or identifier; "The launch is now on 12 May.", "The review moved to Porto.", "Dana no
 * longer owns it; Kofi does.") and holds every term the question names: a later statement there
 * may update the answer. An index lookup: nothing is read.
 */
export function laterLeavesUpdating(tree: KnowledgeTree, query: string, leafId: string, answer: string): KtNode[] {
  const index = indexOf(tree);
  const { leaves, order, terms } = index;
  const quotes = answer
    .split("\n")
    .filter((l) => l.startsWith("> "))
    .map((l) => l.slice(2).trim());
  if (quotes.length === 0) return [];
  const named = queryFrame(query).named;
  const quoteWords = new Set(quotes.flatMap((q) => contentWords(q)));
  const from = order.get(leafId) ?? Infinity;
  return leaves.filter((_, i) => {
    if (i <= from || !named.every((t) => terms[i].has(t))) return false;
    return statementsOf(index, i).some((st) => {
      // Cheap first: most of a quote's words must be there before the closer look.
      let shared = 0;
      for (const w of st.words) if (quoteWords.has(w)) shared++;
      return shared >= 2 && quotes.some((q) => supersedes(st.text, q, query));
    });
  });
}

/** The leaves whose text holds a quoted line of `answer` ("> ..."); every contributing leaf when it quotes nothing. */
export function citedLeaves(
  answer: string,
  contributing: KtNode[],
  strip: (quote: string) => string = (q) => q,
): string[] {
  const quotes = answer
    .split("\n")
    .filter((l) => l.startsWith("> "))
    .map((l) => contentWords(strip(l.slice(2))));
  if (quotes.length === 0) return contributing.map((l) => l.id);
  return contributing
    .filter((leaf) => {
      const words = new Set(contentWords(leaf.text ?? ""));
      return quotes.some((q) => q.length > 0 && q.every((w) => words.has(w)));
    })
    .map((l) => l.id);
}

import { contentTokens, contentWords, createBm25, type Bm25Index } from "@/lib/text";
import { leavesInOrder } from "./nodes";
import type { KnowledgeTree, KtNode } from "./types";

/**
 * Whole-tree retrieval, the fallback when top-down navigation finds nothing or only part of an
 * answer: RAPTOR's "collapsed tree" search (every node scored at once instead of one path) beat
 * traversal in its paper. Offline, the collapsed tree is a BM25 index over every leaf's text,
 * which is what the branches above summarise, built once per tree (trees are immutable). Only the
 * leaves the caller then reads count as tokens read: the index lookup, like an embedding search,
 * reads nothing into a prompt.
 */
type LeafIndex = { leaves: KtNode[]; order: Map<string, number>; bm25: Bm25Index; terms: Set<string>[] };
const cache = new WeakMap<KnowledgeTree, LeafIndex>();

function indexOf(tree: KnowledgeTree): LeafIndex {
  let index = cache.get(tree);
  if (!index) {
    const leaves = leavesInOrder(tree);
    const texts = leaves.map((l) => l.text ?? "");
    index = {
      leaves,
      order: new Map(leaves.map((l, i) => [l.id, i])),
      bm25: createBm25(texts),
      terms: texts.map((t) => new Set(contentWords(t))),
    };
    cache.set(tree, index);
  }
  return index;
}

/**
 * What a question names and an answer must be about: identifiers and numbers (CR-4471, R42.3,
 * 2026) and capitalised names after the first word (Kestrel), as stemmed terms.
 */
export function namedTerms(query: string): string[] {
  const seen = new Set<string>();
  return contentTokens(query)
    .filter((t) => !seen.has(t.term) && seen.add(t.term))
    .filter((t, i) => t.parts.length > 0 || /\d/.test(t.term) || (i > 0 && /^\p{Lu}/u.test(t.surface)))
    .map((t) => t.term);
}

/** Identifiers the question names (letters with digits, compounds) that no leaf of the tree contains. */
export function unknownIdentifiers(tree: KnowledgeTree, query: string): string[] {
  const { terms } = indexOf(tree);
  const ids = contentTokens(query).filter((t) => t.parts.length > 0 && /\d/.test(t.term)).map((t) => t.term);
  return [...new Set(ids)].filter((id) => !terms.some((set) => set.has(id)));
}

/**
 * Leaves for `query`, best first: those holding every term the question names (all of them when
 * it names none), ranked by BM25 over their text; at most `k`, none scoring zero.
 */
export function searchLeaves(tree: KnowledgeTree, query: string, k = 3, exclude: ReadonlySet<string> = new Set()): KtNode[] {
  const { leaves, bm25, terms } = indexOf(tree);
  const named = namedTerms(query);
  const scores = bm25.score(query);
  return leaves
    .map((leaf, i) => ({ leaf, i, score: scores[i] }))
    .filter(({ leaf, i, score }) => score > 0 && !exclude.has(leaf.id) && named.every((t) => terms[i].has(t)))
    .sort((a, b) => b.score - a.score || a.i - b.i)
    .slice(0, k)
    .map((h) => h.leaf);
}

/**
 * Leaves after `leafId` in reading order that hold every term the question names, or, when it
 * names nothing, every content word of it: a later statement there may update the answer.
 */
export function laterLeavesNaming(tree: KnowledgeTree, query: string, leafId: string): KtNode[] {
  const { leaves, order, terms } = indexOf(tree);
  const names = namedTerms(query);
  const named = names.length > 0 ? names : [...new Set(contentWords(query))];
  const from = order.get(leafId) ?? Infinity;
  if (named.length === 0) return [];
  return leaves.filter((leaf, i) => i > from && named.every((t) => terms[i].has(t)));
}

/** The leaves whose text holds a quoted line of `answer` ("> ..."); every contributing leaf when it quotes nothing. */
export function citedLeaves(answer: string, contributing: KtNode[], strip: (quote: string) => string = (q) => q): string[] {
  const quotes = answer
    .split(/\n/)
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

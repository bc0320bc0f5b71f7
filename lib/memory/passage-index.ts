import { countTokens } from "@/lib/text/count-tokens";
import { contentTokens, contentWords, createBm25, madeOf, type Bm25Index } from "@/lib/extract";
import { splitPassages, type Passage } from "@/lib/extract/passages";
import { sameItems } from "@/lib/shared/lists";
import { leavesInOrder } from "./nodes";
import type { KnowledgeTree, KtNode } from "./types";

/** A passage of a tree's leaf: where it sits (leaf, document, heading path, row) and its size. */
export type TreePassage = Passage & {
  /** `${leafId}:${n}`, n its order in the leaf. */
  id: string;
  leafId: string;
  /** The leaf's document reference and location label ("pp. 2–3"), when it has them. */
  sourceRef?: string;
  location?: string;
};

/** What the flat search needs per passage: its words with headings and defined terms. */
export type PassageIndex = {
  passages: TreePassage[];
  bm25: Bm25Index;
  /** Per passage, its searchable terms (text, headings, defined terms), stemmed. */
  terms: Set<string>[];
  /** Per term, how many passages hold it. */
  df: Map<string, number>;
  /** Per leaf, its passages' indexes. */
  byLeaf: Map<string, number[]>;
  /** Per passage id, its index in reading order. */
  position: Map<string, number>;
  /**
   * How many passages the whole corpus has, when the index covers only part of it (a bounded ask:
   * lib/knowledge/ask-view.ts sets it, and `df` of the question's terms, from the database).
   */
  corpusPassages?: number;
  /**
   * Per name of the question, the documents (as the index's passages name them) mentioning it
   * anywhere in the whole corpus, when the index covers only part of it (a bounded ask): a product's
   * page whose loaded passages never repeat its name ("NTPsec", "Dovecot") still mentions it.
   */
  corpusDocuments?: Map<string, Set<string>>;
};

const cache = new WeakMap<KnowledgeTree, PassageIndex>();
const CONTINUED = " (continued)";

/** The text a passage is searched by: its heading path, its defined terms and its own text. */
export function passageSearchText(p: Pick<TreePassage, "headings" | "terms" | "text" | "sourceRef">): string {
  // The document's name without its extension ("limits.html"), "_" and "-" read as spaces.
  const ref = p.sourceRef ?? "";
  const dot = ref.lastIndexOf(".");
  const ext = ref.slice(dot + 1);
  const isExt = dot >= 0 && ext.length <= 5 && madeOf(ext, "", "word") && !ext.includes("_");
  const doc = (isExt ? ref.slice(0, dot) : ref).replaceAll("_", " ").replaceAll("-", " ");
  return `${doc}\n${p.headings.join(" / ")}\n${p.terms.join(" ")}\n${p.text}`;
}

/**
 * The passages of every leaf of `tree` in reading order (`splitPassages`), the heading path
 * carried from one leaf to the next of the same document, so a later chunk's passages still say
 * which section they are in. Built once per tree (trees are immutable).
 */
export function passageIndex(tree: KnowledgeTree, opts: { stored?: ReadonlyMap<string, string[]> } = {}): PassageIndex {
  let index = cache.get(tree);
  if (index) return index;
  const passages: TreePassage[] = [];
  const lastHeadings = new Map<string, string[]>();
  for (const leaf of leavesInOrder(tree)) {
    const cut = cutOnce(leaf, lastHeadings);
    // A tree loaded in part (an ask's bounded view) misses the leaves a section began in: the heading
    // paths stored at import, cut with every earlier leaf at hand, replace those cut without them.
    const stored = opts.stored ? storedHeadings(opts.stored, leaf.id, cut) : null;
    passages.push(...(stored ? cut.map((p, n) => ({ ...p, headings: stored[n] })) : cut));
  }
  const search = passages.map(passageSearchText);
  const words = passages.map((p, i) => {
    let got = searchWords.get(p);
    if (!got) searchWords.set(p, (got = contentWords(search[i])));
    return got;
  });
  const terms = words.map((w) => new Set(w));
  const df = new Map<string, number>();
  for (const set of terms) for (const t of set) df.set(t, (df.get(t) ?? 0) + 1);
  const byLeaf = new Map<string, number[]>();
  passages.forEach((p, i) => byLeaf.set(p.leafId, [...(byLeaf.get(p.leafId) ?? []), i]));
  const position = new Map(passages.map((p, i) => [p.id, i]));
  index = { passages, bm25: createBm25(search, { terms: words }), terms, df, byLeaf, position };
  cache.set(tree, index);
  return index;
}

// Leaves are immutable and shared between versions of a tree (an append keeps the untouched ones, and
// the recall cache hands a turn the leaves an earlier turn read): each is cut, and each passage's
// words read, once per object.
const cuts = new WeakMap<KtNode, { from?: string[]; passages: TreePassage[]; to?: string[] }>();
const searchWords = new WeakMap<TreePassage, string[]>();

/** `leafPassages(leaf, carry)`, the cut of this leaf object under the same carried headings read once. */
function cutOnce(leaf: KtNode, carry: Map<string, string[]>): TreePassage[] {
  const key = leaf.sourceRef ?? "";
  const from = carry.get(key);
  const memo = cuts.get(leaf);
  if (memo && sameItems(memo.from, from)) {
    if (memo.to) carry.set(key, memo.to);
    return memo.passages;
  }
  const passages = leafPassages(leaf, carry);
  const to = carry.get(key);
  cuts.set(leaf, { from, passages, ...(to !== from ? { to } : {}) });
  return passages;
}

/**
 * The stored heading paths of a leaf's passages, when the leaf was stored cut the same way (as many
 * passages, by the same ids), else null: an import cut with other rules is left to today's cut.
 */
function storedHeadings(stored: ReadonlyMap<string, string[]>, leafId: string, cut: TreePassage[]): string[][] | null {
  const out: string[][] = [];
  for (const p of cut) {
    const headings = stored.get(p.id);
    if (!headings) return null;
    out.push(headings);
  }
  return out.length > 0 && !stored.has(`${leafId}:${cut.length}`) ? out : null;
}

/**
 * One leaf's passages. `carry` maps a document reference to the heading path at the end of its
 * previous leaf; a chunk's "# Title (continued)" line is the title, not a new section.
 */
export function leafPassages(leaf: KtNode, carry: Map<string, string[]> = new Map()): TreePassage[] {
  const key = leaf.sourceRef ?? "";
  let text = leaf.text ?? "";
  let headings = carry.get(key) ?? [];
  // A leaf going on with a section: "# Title (continued)" and a blank line.
  const firstLine = text.slice(0, Math.max(0, text.indexOf("\n\n")));
  if (firstLine.startsWith("# ") && firstLine.endsWith(CONTINUED) && firstLine.length > 2 + CONTINUED.length) {
    if (!firstLine.includes("\n") && !firstLine.includes("\r")) {
      text = text.slice(firstLine.length + 2);
      if (headings.length === 0) headings = [firstLine.slice(2, -CONTINUED.length)];
    }
  }
  // The next leaf goes on under the headings in force at this one's end, a heading that closes it included.
  const split = splitPassages(text, { headings, onEnd: (h) => carry.set(key, h) });
  return split.map((p, n) => ({
    ...p,
    id: `${leaf.id}:${n}`,
    leafId: leaf.id,
    ...(leaf.sourceRef ? { sourceRef: leaf.sourceRef } : {}),
    ...(leaf.location ? { location: leaf.location } : {}),
  }));
}

const counted = new WeakMap<TreePassage, number>();

/**
 * The tokens of a passage's text (o200k, as `countTokens`): what reading it costs. Counted when
 * asked, once per passage object: an ask reads a few passages of thousands, and counting every
 * passage's tokens was a third of building an index.
 */
export function passageTokens(p: TreePassage): number {
  let n = counted.get(p);
  if (n === undefined) counted.set(p, (n = countTokens(p.text)));
  return n;
}

/** The stemmed terms of `text` as `contentTokens` makes them, each once. */
export function uniqueTerms(text: string): string[] {
  return [...new Set(contentTokens(text).map((t) => t.term))];
}

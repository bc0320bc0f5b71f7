import { contentWords } from "./tokens";

/** Options for {@link createBm25}. */
export type Bm25Options = {
  /** Term-frequency saturation (default 1.2). */
  k1?: number;
  /** Length normalisation, 0..1 (default 0.75). */
  b?: number;
  /** Text -> terms; defaults to {@link contentWords}. Used for documents and queries alike. */
  tokenize?: (text: string) => string[];
  /**
   * The statistics of a larger collection `docs` are part of (a bounded ask loads only some of a
   * tree's passages): its size and, for the terms it counted, how many of its documents hold them.
   * Those terms' idf is the collection's; every other term's is `docs`'s own.
   */
  corpus?: { docs: number; df: ReadonlyMap<string, number> };
  /** `docs` already tokenised (one list per document, as `tokenize` makes them): not tokenised again. */
  terms?: readonly string[][];
};

/** A scored document, by its index in the input. */
export type Bm25Hit = { index: number; score: number };

/** A BM25 index over a fixed list of documents. */
export type Bm25Index = {
  /** One score per document, in input order; 0 when no query term occurs in it. */
  score(query: string): number[];
  /** The `k` best documents with a positive score, best first; ties go to the earlier document. */
  top(query: string, k: number): Bm25Hit[];
  /** Inverse document frequency of a (tokenized) term; terms in no document get the highest. */
  idf(term: string): number;
};

/**
 * Build an Okapi BM25 index (Lucene's non-negative idf) over `docs`.
 *
 * @example
 * const index = createBm25(["The launch code is ORCHID-7.", "Lunch is at noon."]);
 * index.top("What is the launch code?", 1); // [{ index: 0, score: ... }]
 */
export function createBm25(docs: string[], opts: Bm25Options = {}): Bm25Index {
  const k1 = opts.k1 ?? 1.2;
  const b = opts.b ?? 0.75;
  const tokenize = opts.tokenize ?? ((text: string) => contentWords(text));

  if (opts.terms && opts.terms.length !== docs.length) throw new Error("createBm25: one term list per document");
  const freqs = (opts.terms ?? docs.map(tokenize)).map(countTerms);
  const lengths = freqs.map((f) => [...f.values()].reduce((a, n) => a + n, 0));
  const avgLength = lengths.reduce((a, n) => a + n, 0) / Math.max(docs.length, 1) || 1;
  const docFreq = new Map<string, number>();
  for (const f of freqs) for (const term of f.keys()) docFreq.set(term, (docFreq.get(term) ?? 0) + 1);

  const idf = (term: string) => {
    const wide = opts.corpus?.df.get(term);
    const n = wide === undefined ? docs.length : Math.max(docs.length, opts.corpus?.docs ?? 0);
    return bm25Idf(n, Math.max(docFreq.get(term) ?? 0, wide ?? 0));
  };

  const score = (query: string) => {
    // Each distinct query term counts once: repeating a word in a question is not emphasis.
    const terms = [...new Set(tokenize(query))].filter((t) => docFreq.has(t));
    return freqs.map((f, i) => {
      let total = 0;
      for (const term of terms) {
        const tf = f.get(term) ?? 0;
        if (tf > 0) total += idf(term) * termWeight(tf, lengths[i], avgLength, k1, b);
      }
      return total;
    });
  };

  const top = (query: string, k: number) =>
    best(
      score(query).map((s, index) => ({ index, score: s })),
      k,
    );

  return { score, top, idf };
}

function countTerms(terms: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const t of terms) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

/**
 * `createBm25(docs, { k1, b }).top(query, k)` with the documents and the query already tokenised,
 * computed without an index: only the query's terms are counted in each document (no map of every
 * term of every document). The same scores, to the last bit, and the same order. For one query
 * over documents searched once (a chunk's sentences against its own frequent terms).
 *
 * @example topForTerms([["launch", "cod"], ["lunch"]], ["launch"], 1) // [{ index: 0, score: ... }]
 */
export function topForTerms(
  docs: readonly (readonly string[])[],
  query: readonly string[],
  k: number,
  opts: Pick<Bm25Options, "k1" | "b"> = {},
): Bm25Hit[] {
  const k1 = opts.k1 ?? 1.2;
  const b = opts.b ?? 0.75;
  const distinct = [...new Set(query)];
  const slot = new Map(distinct.map((t, i) => [t, i]));
  // tf[doc * distinct.length + term]
  const tf = new Float64Array(docs.length * distinct.length);
  const docFreq = new Array<number>(distinct.length).fill(0);
  let totalLength = 0;
  docs.forEach((words, d) => {
    totalLength += words.length;
    for (const w of words) {
      const s = slot.get(w);
      if (s !== undefined && tf[d * distinct.length + s]++ === 0) docFreq[s]++;
    }
  });
  const avgLength = totalLength / Math.max(docs.length, 1) || 1;
  const n = docs.length;
  // As createBm25's score: the query's distinct terms in order, those in no document left out.
  const terms = distinct.map((_, i) => i).filter((i) => docFreq[i] > 0);
  const idf = terms.map((i) => bm25Idf(n, docFreq[i]));
  const hits: Bm25Hit[] = [];
  docs.forEach((words, d) => {
    let total = 0;
    terms.forEach((i, j) => {
      const f = tf[d * distinct.length + i];
      if (f > 0) total += idf[j] * termWeight(f, words.length, avgLength, k1, b);
    });
    hits.push({ index: d, score: total });
  });
  return best(hits, k);
}

/** BM25's inverse document frequency of a term held by `df` of `n` documents. */
function bm25Idf(n: number, df: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/** BM25's weight of a term found `tf` times in a document of `length` terms (average `avgLength`). */
function termWeight(tf: number, length: number, avgLength: number, k1: number, b: number): number {
  return (tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * length) / avgLength));
}

/** The `k` best hits with a score, best first, ties by index. */
function best(hits: Bm25Hit[], k: number): Bm25Hit[] {
  return hits
    .filter((hit) => hit.score > 0)
    .sort((x, y) => y.score - x.score || x.index - y.index)
    .slice(0, Math.max(0, k));
}

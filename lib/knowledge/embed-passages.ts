import "server-only";
import { embed, embedMany } from "ai";
import type { EmbeddingModelV3 } from "@ai-sdk/provider";
import { getEmbeddingModel } from "@/lib/ai/embeddings";
import { getProject } from "@/lib/db/queries/projects";
import {
  countPassageEmbeddings,
  insertPassageEmbeddings,
  listPassageEmbeddings,
  passagesToEmbed,
} from "@/lib/db/queries/passage-embeddings";
import { embeddingKey, nearestByCosine } from "@/lib/memory/dense";
import type { ExtraRanking } from "@/lib/memory/retrieve";

/** Passages embedded per `embedMany` call (the SDK splits further by the model's own limit). */
const BATCH = 256;

/**
 * Embeds every passage of `treeId` that has no embedding by `model` yet, in batches, and stores
 * the vectors (KnowledgePassageEmbedding). Returns how many were embedded. Called after an
 * import and before a dense ask (which catches up whatever an import left out).
 */
export async function embedTreePassages(treeId: string, model: EmbeddingModelV3): Promise<number> {
  const key = embeddingKey(model);
  let done = 0;
  for (;;) {
    const batch = await passagesToEmbed(treeId, key, BATCH);
    if (batch.length === 0) return done;
    const { embeddings } = await embedMany({ model, values: batch.map((p) => p.searchText), maxRetries: 1 });
    await insertPassageEmbeddings(
      treeId,
      key,
      batch.map((p, i) => ({ passageId: p.id, vector: embeddings[i] })),
    );
    done += batch.length;
    if (batch.length < BATCH) return done;
  }
}

/**
 * After an import: embeds the new passages when the project's provider offers an embedding model.
 * The import is already committed; a provider failure is logged and the next ask catches up.
 */
export async function embedImportedPassages(projectId: string, treeId: string): Promise<void> {
  const { model } = await getProject(projectId);
  const embedder = getEmbeddingModel(model);
  if (!embedder) return;
  await embedTreePassages(treeId, embedder).catch((error) =>
    console.warn(`Embedding the passages of tree ${treeId} failed; the next ask tries again:`, error),
  );
}

type Vectors = { count: number; ids: string[]; vectors: Float32Array[] };
const loaded = new Map<string, Vectors>();

/**
 * Dense retrieval over the stored embeddings: the question embedded by `model`, passages ranked
 * by cosine similarity (the `k` best), as a ranking for `askTree`'s fusion. Vectors are read once
 * per tree, model and passage count (a few trees kept in memory).
 *
 * @example const dense = await denseStoredRanking(treeId, question, model); await askTree(tree, question, engine, { extra: [dense] });
 */
export async function denseStoredRanking(
  treeId: string,
  question: string,
  model: EmbeddingModelV3,
  k = 50,
): Promise<ExtraRanking> {
  await embedTreePassages(treeId, model);
  const key = `${treeId}\u0000${embeddingKey(model)}`;
  const [{ embedding }, count] = await Promise.all([
    embed({ model, value: question, maxRetries: 1 }),
    countPassageEmbeddings(treeId, embeddingKey(model)),
  ]);
  let cached = loaded.get(key);
  if (!cached || cached.count !== count) {
    const rows = await listPassageEmbeddings(treeId, embeddingKey(model));
    cached = { count: rows.length, ids: rows.map((r) => r.passageId), vectors: rows.map((r) => r.vector) };
    loaded.delete(key);
    loaded.set(key, cached);
    while (loaded.size > 4) loaded.delete(loaded.keys().next().value!);
  }
  const ids = nearestByCosine(cached.vectors, Float32Array.from(embedding), k);
  return { name: "dense", ids: ids.map((i) => cached.ids[i]) };
}

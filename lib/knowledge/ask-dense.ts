import "server-only";
import { getEmbeddingModel } from "@/lib/ai/embeddings";
import type { ExtraRanking } from "@/lib/memory/retrieve";
import { denseStoredRanking } from "./embed-passages";

/**
 * The dense ranking of an ask, or null when the project's model has no embedding model (the
 * offline engine: sparse-only) or the embedding call fails (logged; the ask goes on with the
 * sparse rankings rather than failing on an optional signal).
 */
export async function projectDenseRanking(
  projectModel: string,
  treeId: string,
  question: string,
): Promise<ExtraRanking | null> {
  const model = getEmbeddingModel(projectModel);
  if (!model || !treeId) return null;
  try {
    // Weighed as much as the two lexical lists together (the tree's BM25 and the database's full text).
    return { ...(await denseStoredRanking(treeId, question, model)), weight: 2 };
  } catch (error) {
    console.warn("Dense retrieval failed; answering from the full-text rankings:", error);
    return null;
  }
}

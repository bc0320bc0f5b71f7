import { buildTree, chunkDocuments, type KtEngine } from "@/lib/memory";
import { askTree } from "@/lib/memory/ask-tree";
import { readDocument } from "@/lib/knowledge/read-documents";
import { countTokens } from "@/lib/text/count-tokens";
import { fetchRealDocuments } from "./fetch";
import { REAL_QUESTIONS, REAL_SOURCES } from "./questions";
import { scoreRealSuite, type RealDoc, type RealReport } from "./suite";

export { formatRealReport, type RealReport } from "./suite";

/**
 * The real-document suite: Debian documentation packages fetched with apt (cached), read as the
 * import reads them, built into one tree with `engine`, and every question of `REAL_QUESTIONS`
 * asked beside a flat BM25 passage baseline. Returns `{ skip }` when apt is unavailable.
 */
export async function runRealEval(engine: KtEngine): Promise<RealReport | { skip: string }> {
  const fetched = fetchRealDocuments(REAL_SOURCES);
  if ("skip" in fetched) return fetched;
  countTokens("warm up");
  const started = performance.now();
  const docs: RealDoc[] = [];
  const chunks = [];
  for (const file of fetched.files) {
    const doc = await readDocument({ name: file.name, content: file.content });
    docs.push({ name: doc.name, text: doc.text });
    chunks.push(...chunkDocuments([{ text: doc.text, sourceRef: doc.name }]));
  }
  const tree = await buildTree(chunks, engine);
  const importMs = performance.now() - started;
  return scoreRealSuite(docs, REAL_QUESTIONS, (q) => askTree(tree, q, engine), importMs);
}

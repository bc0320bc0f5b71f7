import { buildTree, chunkDocuments, type KtEngine } from "@/lib/memory";
import { askTree } from "@/lib/memory/ask-tree";
import { readDocument } from "@/lib/knowledge/read-documents";
import { countTokens } from "@/lib/text/count-tokens";
import type { ParsedDocument } from "@/lib/knowledge/types";
import { fetchRealDocuments } from "./fetch";
import { productAsker } from "./product";
import { REAL_QUESTIONS, REAL_SOURCES, type RealQuestion } from "./questions";
import { scoreRealSuite, type RealDoc, type RealReport } from "./suite";

export { formatRealReport, type RealReport } from "./suite";

/**
 * The real-document suite: Debian documentation packages fetched with apt (cached), read as the
 * import reads them, built into one tree with `engine`, and every question of `REAL_QUESTIONS`
 * asked beside a flat BM25 passage baseline. Returns `{ skip }` when apt is unavailable.
 *
 * `via: "product"` (the default for the offline engine) imports into a project and asks with
 * `askProject`, the path users take (./product.ts); `via: "tree"` builds the tree in memory with
 * `engine` and asks `askTree` directly (any model).
 */
export async function runRealEval(
  engine: KtEngine,
  via: "product" | "tree" = "tree",
  only?: string,
): Promise<RealReport | { skip: string }> {
  const questions = selectRealQuestions(REAL_QUESTIONS, only);
  const fetched = fetchRealDocuments(REAL_SOURCES);
  if ("skip" in fetched) return fetched;
  countTokens("warm up");
  const started = performance.now();
  const docs: RealDoc[] = [];
  const parsed: ParsedDocument[] = [];
  const chunks = [];
  for (const file of fetched.files) {
    const doc = await readDocument({ name: file.name, content: file.content });
    parsed.push(doc);
    docs.push({ name: doc.name, text: doc.text });
    chunks.push(...chunkDocuments([{ text: doc.text, sourceRef: doc.name }]));
  }
  if (via === "product") {
    const product = await productAsker(parsed);
    try {
      return await scoreRealSuite(docs, questions, product.ask, product.importMs);
    } finally {
      await product.close();
    }
  }
  const tree = await buildTree(chunks, engine);
  const importMs = performance.now() - started;
  return scoreRealSuite(docs, questions, (q) => askTree(tree, q, engine), importMs);
}

/**
 * The questions `--only` keeps, every document still imported (the others stay as distractors):
 * a comma list of batch names (`r14,r20`), `batches` for every held-out batch, or kinds
 * (`two-place`, `absent`, ...); a question is kept when it matches any item. No spec keeps all.
 * An item with a leading minus leaves its batch or kind out (`-r21`: every question but r21's; with
 * other items, of those they keep).
 */
export function selectRealQuestions(questions: RealQuestion[], only?: string): RealQuestion[] {
  if (!only) return questions;
  const all = only
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  const items = all.filter((i) => !i.startsWith("-"));
  const out = all.filter((i) => i.startsWith("-")).map((i) => i.slice(1));
  const matches = (item: string, q: RealQuestion) =>
    item === "batches" ? !!q.batch : item === q.batch || item === q.kind;
  const kept = questions.filter(
    (q) => (items.length === 0 || items.some((item) => matches(item, q))) && !out.some((item) => matches(item, q)),
  );
  if (kept.length === 0) throw new Error(`--only ${only} keeps no question (batch names, "batches" or kinds).`);
  return kept;
}

import { loadavg } from "node:os";
import { buildTree, chunkDocuments, treeStats, type KtEngine } from "@/lib/memory";
import { countTokens } from "@/lib/text/count-tokens";
import { askTree } from "@/lib/memory/ask-tree";
import { containsValue } from "@/bench/kt";
import type { EvalCorpus, QuestionKind } from "./corpus";
import type { Meter } from "./meter";

/** One knowledge-tree run: build the corpus into a tree, ask every question, score the answers. */
export type KnowledgeReport = {
  split: string;
  seed: number;
  documents: number;
  chars: number;
  leaves: number;
  importMs: number;
  /** CPU time of the import, and the 1-minute load average while it ran. */
  importCpuMs: number;
  load: number;
  questions: number;
  /** Questions with an answer in the corpus, and those answered with every expected value (and no stale one). */
  answerable: number;
  answered: number;
  /** Questions with no answer in the corpus, and those the engine abstained on (status none). */
  absent: number;
  abstained: number;
  /** Mean share of the tree's tokens read per question, and the largest. */
  meanReadShare: number;
  maxReadShare: number;
  meanTokensRead: number;
  byKind: Record<QuestionKind, { total: number; ok: number }>;
  /** Model calls, tokens sent and received, per question (zero for the offline engine). */
  callsPerQuestion: number;
  tokensSentPerQuestion: number;
  tokensReceivedPerQuestion: number;
  costPerQuestion: number | null;
  importCalls: number;
  misses: { kind: QuestionKind; question: string; expected: string[]; status: string; answer: string }[];
};

export async function runKnowledgeEval(
  split: string,
  corpus: EvalCorpus,
  engine: KtEngine,
  meter: Meter,
): Promise<KnowledgeReport> {
  countTokens("warm up"); // the tokenizer's vocabulary loads once per process, not per import
  meter.reset();
  const cpu = process.cpuUsage();
  const started = performance.now();
  const chunks = chunkDocuments(corpus.docs.map((d) => ({ text: d.text, sourceRef: d.id })));
  const tree = await buildTree(chunks, engine);
  const importMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  const importCpuMs = (used.user + used.system) / 1000;
  const load = loadavg()[0];
  const importCalls = meter.calls;
  meter.reset();

  const byKind = {} as KnowledgeReport["byKind"];
  const misses: KnowledgeReport["misses"] = [];
  let answerable = 0,
    answered = 0,
    absent = 0,
    abstained = 0,
    share = 0,
    maxShare = 0,
    read = 0;
  for (const q of corpus.questions) {
    const result = await askTree(tree, q.question, engine);
    const s = result.tokensRead / Math.max(1, result.tokensTotal);
    share += s;
    maxShare = Math.max(maxShare, s);
    read += result.tokensRead;
    let ok: boolean;
    if (q.expected.length === 0) {
      absent++;
      ok = result.status === "none";
      if (ok) abstained++;
    } else {
      answerable++;
      ok =
        result.status !== "none" &&
        q.expected.every((v) => containsValue(result.answer, v)) &&
        !(q.stale ?? []).some((v) => containsValue(result.answer, v));
      if (ok) answered++;
    }
    const k = (byKind[q.kind] ??= { total: 0, ok: 0 });
    k.total++;
    if (ok) k.ok++;
    else
      misses.push({
        kind: q.kind,
        question: q.question,
        expected: q.expected,
        status: result.status,
        answer: result.answer.replace(/\s+/g, " ").slice(0, 240),
      });
  }
  const n = corpus.questions.length;
  return {
    split,
    seed: corpus.seed,
    documents: corpus.docs.length,
    chars: corpus.chars,
    leaves: treeStats(tree).leaves,
    importMs,
    importCpuMs,
    load,
    questions: n,
    answerable,
    answered,
    absent,
    abstained,
    meanReadShare: share / n,
    maxReadShare: maxShare,
    meanTokensRead: read / n,
    byKind,
    callsPerQuestion: meter.calls / n,
    tokensSentPerQuestion: meter.inputTokens / n,
    tokensReceivedPerQuestion: meter.outputTokens / n,
    costPerQuestion: meter.cost(n),
    importCalls,
    misses,
  };
}

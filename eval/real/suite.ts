import { appendFileSync, writeFileSync } from "node:fs";
import { countTokens } from "@/lib/text/count-tokens";
import { createBm25 } from "@/lib/extract";
import { HELD_OUT_BATCHES, type RealKind, type RealQuestion } from "./questions";
import { CACHE_DIR } from "./fetch";

/** The longest answer that counts: keys past it are not read. */
export const MAX_ANSWER_CHARS = 1600;

/** What the suite needs of an engine: an answer, its status and how much it read. */
export type RealAnswer = {
  answer: string;
  status: "complete" | "partial" | "none";
  tokensRead: number;
  tokensTotal: number;
};

/** One kind's scores: questions, Canopy correct, BM25 baselines holding every key. */
export type KindScore = { total: number; canopy: number; top1: number; top3: number; tokens2000: number };

/** One document as imported: its name and text. */
export type RealDoc = { name: string; text: string };

/** Scores per kind: Canopy, and the flat BM25 passage baseline at three sizes. */
export type RealReport = {
  documents: number;
  chars: number;
  importMs: number;
  byKind: Record<RealKind, KindScore>;
  /** The same over the questions asked in a user's words (`phrased`). */
  phrasedByKind: Record<RealKind, KindScore>;
  /** The same over the questions written before the last round of rules (`fresh`), also counted in the phrased table. */
  freshByKind: Record<RealKind, KindScore>;
  /** The same per held-out batch (`batch`), and over each batch's phrased questions ("r6 phrased"); batches are not counted in the phrased table. */
  batchByKind: Record<string, Record<RealKind, KindScore>>;
  medianReadShare: number;
  medianAskMs: number;
  overLong: number;
  /** The questions missed, outside the held-out batches (HELD_OUT_BATCHES: their counts only). */
  misses: {
    kind: RealKind;
    question: string;
    keys: string[];
    status: string;
    answer: string;
    fresh?: boolean;
    batch?: string;
    /** The smallest flat BM25 baseline whose text holds every key, when one does. */
    baseline?: "top1" | "top3" | "tokens2000";
  }[];
};

/** The baseline's passages: paragraphs packed to about 500 characters, never across documents. */
export function baselinePassages(docs: RealDoc[], size = 500): string[] {
  const out: string[] = [];
  for (const doc of docs) {
    let cur = "";
    for (const para of doc.text.split(/\n\s*\n/)) {
      const p = para.trim();
      if (!p) continue;
      if (cur && cur.length + p.length > size) {
        out.push(cur);
        cur = "";
      }
      // A long paragraph is cut into windows of `size` characters.
      for (let i = 0; i < p.length; i += size) {
        const piece = p.slice(i, i + size);
        if (cur && cur.length + piece.length > size) {
          out.push(cur);
          cur = "";
        }
        cur = cur ? `${cur}\n\n${piece}` : piece;
      }
    }
    if (cur) out.push(cur);
  }
  return out;
}

/**
 * A key as a whole token, any case: "100" is not found in "1000" or "100.5" or "1,000", but is in
 * "100," or "(100)"; a key ending in punctuation ("format()") matches as written.
 */
export function containsKey(text: string, key: string): boolean {
  const escaped = key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const before = /^\w/.test(key) ? "(?<![\\w.,-])" : "";
  const after = /\w$/.test(key) ? "(?![\\w]|[.,]\\d)" : "";
  return new RegExp(`${before}${escaped}${after}`, "i").test(text);
}
const hasKeys = (text: string, keys: string[]) => keys.every((k) => containsKey(text, k));
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length === 0 ? 0 : s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * Asks every question of `ask` (Canopy) and of a flat BM25 index over ~500-character passages
 * (top 1, top 3, and passages up to 2,000 tokens). A Canopy answer is correct when its status is
 * not "none" and its first {@link MAX_ANSWER_CHARS} characters hold every key; an absent question
 * is correct when the status is "none". BM25 always returns text, so it never gets an absent one.
 */
export async function scoreRealSuite(
  docs: RealDoc[],
  questions: RealQuestion[],
  ask: (question: string) => Promise<RealAnswer>,
  importMs: number,
): Promise<RealReport> {
  // Every key was copied from the text: one missing means another package version, not a miss.
  const all = docs.map((d) => d.text).join("\n\n");
  const unchecked = questions.filter((q) => !hasKeys(all, q.keys));
  if (unchecked.length > 0)
    throw new Error(
      `keys not in the documents (another package version? On a new machine run \`apt-get update\` and remove ${CACHE_DIR} to fetch the current ones): ${unchecked.map((q) => q.question).join(" | ")}`,
    );
  const passages = baselinePassages(docs);
  const bm25 = createBm25(passages);
  const passageTokens = passages.map((p) => countTokens(p));
  const byKind = {} as RealReport["byKind"];
  const phrasedByKind = {} as RealReport["phrasedByKind"];
  const freshByKind = {} as RealReport["freshByKind"];
  const batchByKind: RealReport["batchByKind"] = {};
  const shares: number[] = [];
  const times: number[] = [];
  const misses: RealReport["misses"] = [];
  let overLong = 0;
  // CANOPY_EVAL_ANSWERS=FILE writes every answer (status and text) of the batches not held out, one JSON line each:
  // two runs' files diffed show which questions a change moves, question by question (the held-out batches' are left out unread).
  const answersFile = process.env.CANOPY_EVAL_ANSWERS;
  if (answersFile) writeFileSync(answersFile, "");
  for (const q of questions) {
    const zero = () => ({ total: 0, canopy: 0, top1: 0, top3: 0, tokens2000: 0 });
    const all = (byKind[q.kind] ??= zero());
    const sub = q.phrased && !q.batch ? (phrasedByKind[q.kind] ??= zero()) : null;
    const fresh = q.fresh ? (freshByKind[q.kind] ??= zero()) : null;
    const batch = q.batch ? ((batchByKind[q.batch] ??= {} as Record<RealKind, KindScore>)[q.kind] ??= zero()) : null;
    const batchPhrased =
      q.batch && q.phrased
        ? ((batchByKind[`${q.batch} phrased`] ??= {} as Record<RealKind, KindScore>)[q.kind] ??= zero())
        : null;
    // Every table the question belongs to counts it: the whole suite's and, when phrased, fresh or in a batch, the subset's.
    const bump = (field: keyof KindScore) => {
      all[field]++;
      for (const t of [sub, fresh, batch, batchPhrased]) if (t) t[field]++;
    };
    bump("total");
    const started = performance.now();
    const r = await ask(q.question);
    times.push(performance.now() - started);
    shares.push(r.tokensRead / Math.max(1, r.tokensTotal));
    if (r.answer.length > MAX_ANSWER_CHARS) overLong++;
    if (answersFile && !HELD_OUT_BATCHES.has(q.batch ?? ""))
      appendFileSync(answersFile, JSON.stringify({ q: q.question, status: r.status, answer: r.answer }) + "\n");
    const ok =
      q.keys.length === 0
        ? r.status === "none"
        : r.status !== "none" && hasKeys(r.answer.slice(0, MAX_ANSWER_CHARS), q.keys);
    if (ok) bump("canopy");
    // The flat BM25 baseline at three sizes: the smallest that holds every key, for the misses' record too.
    let baseline: "top1" | "top3" | "tokens2000" | undefined;
    if (q.keys.length > 0) {
      const hits = bm25.top(q.question, 40);
      const top3 = hits
        .slice(0, 3)
        .map((h) => passages[h.index])
        .join("\n\n");
      let budget = 2000;
      const within: string[] = [];
      for (const h of hits) {
        if (passageTokens[h.index] > budget) break;
        budget -= passageTokens[h.index];
        within.push(passages[h.index]);
      }
      const [one, three, many] = [
        !!hits[0] && hasKeys(passages[hits[0].index], q.keys),
        hasKeys(top3, q.keys),
        hasKeys(within.join("\n\n"), q.keys),
      ];
      if (one) bump("top1");
      if (three) bump("top3");
      if (many) bump("tokens2000");
      baseline = one ? "top1" : three ? "top3" : many ? "tokens2000" : undefined;
    }
    // A held-out batch is scored by counts only: its misses are never recorded, so nobody tunes to them.
    if (!ok && !HELD_OUT_BATCHES.has(q.batch ?? ""))
      misses.push({
        kind: q.kind,
        question: q.question,
        keys: q.keys,
        status: r.status,
        answer: r.answer.replace(/\s+/g, " ").slice(0, 300),
        fresh: q.fresh,
        batch: q.batch,
        ...(baseline ? { baseline } : {}),
      });
  }
  return {
    documents: docs.length,
    chars: docs.reduce((a, d) => a + d.text.length, 0),
    importMs,
    byKind,
    phrasedByKind,
    freshByKind,
    batchByKind,
    medianReadShare: median(shares),
    medianAskMs: median(times),
    overLong,
    misses,
  };
}

/** The report as tables: one row per kind, Canopy beside the BM25 baselines; all questions, then the phrased ones. */
export function formatRealReport(r: RealReport, verbose = false): string {
  const lines = [
    `Real documents (Debian packages): ${r.documents} documents, ${r.chars.toLocaleString("en")} chars, import ${(r.importMs / 1000).toFixed(2)} s`,
    ...kindTable("all questions", r.byKind),
    ...kindTable("asked in a user's words (phrased)", r.phrasedByKind),
    ...kindTable("written before round 4's rules (fresh, also among the phrased)", r.freshByKind),
    ...Object.entries(r.batchByKind).flatMap(([name, byKind]) =>
      kindTable(`held-out batch ${name} (written before the rules that followed it)`, byKind),
    ),
    `  Canopy: median read ${(r.medianReadShare * 100).toFixed(1)}% of the tree per question, median ask ${r.medianAskMs.toFixed(0)} ms, ${r.overLong} answers over ${MAX_ANSWER_CHARS} chars`,
  ];
  if (verbose)
    for (const m of r.misses)
      lines.push(
        `  x [${m.kind}${m.fresh ? ", fresh" : ""}${m.batch ? `, ${m.batch}` : ""}] ${m.question} [${m.keys.join(" + ") || "absent"}] ${m.status}: ${m.answer}`,
      );
  return lines.join("\n");
}

function kindTable(title: string, byKind: Record<RealKind, KindScore>): string[] {
  const pct = (n: number, d: number) => (d === 0 ? "   n/a" : `${((n / d) * 100).toFixed(0).padStart(5)}%`);
  const kinds = Object.keys(byKind) as RealKind[];
  if (kinds.length === 0) return [];
  const total = { total: 0, canopy: 0, answerable: 0, top1: 0, top3: 0, tokens2000: 0 };
  for (const k of kinds) {
    const v = byKind[k];
    total.total += v.total;
    total.canopy += v.canopy;
    total.answerable += k === "absent" ? 0 : v.total;
    total.top1 += v.top1;
    total.top3 += v.top3;
    total.tokens2000 += v.tokens2000;
  }
  const row = (name: string, n: number, canopy: number, base: number, v: Omit<KindScore, "total" | "canopy">) =>
    `  ${name.padEnd(10)}  ${String(n).padStart(9)}   ${pct(canopy, n)}   ${pct(v.top1, base).padStart(10)}   ${pct(v.top3, base).padStart(10)}   ${pct(v.tokens2000, base).padStart(17)}`;
  return [
    `  ${title}`,
    `  kind        questions   Canopy   BM25 top-1   BM25 top-3   BM25 2,000 tokens`,
    ...kinds.map((k) => row(k, byKind[k].total, byKind[k].canopy, k === "absent" ? 0 : byKind[k].total, byKind[k])),
    `${row("all", total.total, total.canopy, total.answerable, total)}   (BM25 over answerable questions)`,
  ];
}

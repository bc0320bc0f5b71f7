import { contentTokens, contentWords, createBm25, type ContentToken } from "@/lib/extract";
import type { KtChoice, KtOption } from "./engine";
import { formatMetadata } from "./prompts";
import type { KtMetadata } from "./types";

/**
 * The offline engine's choice among a node's children. Each option's metadata is cut into items
 * (summary segments, content types, each action, decision, event and about entry) and the option
 * scores as its best item: the idf-weighted share of the question's content words that one item
 * holds together. A question about "the rollback password of Kestrel" thus prefers the child that
 * states that, over one that mentions "rollback" in one place and "Kestrel" in another. BM25 over
 * the whole metadata breaks ties.
 */

/** The items of a metadata object, each a unit of meaning. */
export function metadataItems(meta: KtMetadata): string[] {
  return [
    ...meta.summary.split(/ · | \| | — /),
    ...meta.contentTypes,
    ...meta.criticalActions,
    ...meta.decisions,
    ...meta.noteworthyEvents,
    ...meta.about,
  ].filter((s) => s.trim() !== "");
}

export type ScoredOption = { index: number; score: number; best: string; matched: string[] };

/** Every option scored for `query`, in input order. */
export function scoreOptions(query: string, options: KtOption[]): ScoredOption[] {
  const units = uniqueUnits(query);
  const itemsPer = options.map((o) => metadataItems(o.metadata));
  const all = itemsPer.flat();
  const idf = createBm25(all).idf;
  const weights = units.map((u) => idf(u.term));
  const total = weights.reduce((a, w) => a + w, 0) || 1;
  const bm25 = createBm25(options.map((o) => formatMetadata(o.metadata))).score(query);
  const maxBm25 = Math.max(...bm25, Number.EPSILON);

  return options.map((option, i) => {
    let bestScore = 0;
    let best = "";
    let matched: string[] = [];
    for (const item of itemsPer[i]) {
      const terms = new Set(contentWords(item));
      const hits = units.map((u) => credit(u, terms));
      const score = hits.reduce((a, c, k) => a + c * weights[k], 0) / total;
      if (score > bestScore) {
        bestScore = score;
        best = item;
        matched = units.filter((_, k) => hits[k] > 0).map((u) => u.surface);
      }
    }
    return { index: option.index, score: bestScore + 0.05 * (bm25[i] / maxBm25), best, matched };
  });
}

/** The best option for `query` (the first on a tie) and why. */
export function chooseOption(query: string, options: KtOption[]): KtChoice {
  if (options.length === 0) throw new Error("choose needs at least one option");
  const scored = scoreOptions(query, options);
  const top = scored.reduce((a, b) => (b.score > a.score ? b : a));
  if (top.score <= 0) {
    return {
      index: options[0].index,
      reason: "No option mentions the question's terms; trying the first, in reading order.",
      unmatched: true,
    };
  }
  const words = top.matched.map((w) => `"${w}"`).join(", ");
  const quote = top.best.length > 140 ? `${top.best.slice(0, 139)}…` : top.best;
  return { index: top.index, reason: `Best match of ${options.length} options: ${words} together in "${quote}".` };
}

function uniqueUnits(query: string): ContentToken[] {
  const seen = new Set<string>();
  return contentTokens(query).filter((t) => !seen.has(t.term) && seen.add(t.term));
}

/** 1 for the word itself; for a compound such as ORCHID-7, half credit per share of its parts. */
function credit(unit: ContentToken, terms: Set<string>): number {
  if (terms.has(unit.term)) return 1;
  if (unit.parts.length === 0) return 0;
  return (0.5 * unit.parts.filter((p) => terms.has(p)).length) / unit.parts.length;
}

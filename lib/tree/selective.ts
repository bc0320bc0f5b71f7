import { createBm25 } from "@/lib/extract/bm25";
import type { WindowEntry } from "@/lib/shared/tree-types";
import { isSaid } from "./entries";

export type SelectionReason = "pinned" | "relevant" | "recent" | "over_budget" | "not_relevant";

export interface SelectionCandidate {
  /** The parent's window entry. */
  id: string;
  role: WindowEntry["role"];
  content: string;
  tokenCount: number;
  pinned: boolean;
  /** 0..1: lexical relevance to the opening prompt, blended with recency. */
  score: number;
  relevance: number;
  selected: boolean;
  reason: SelectionReason;
}

export interface Selection {
  candidates: SelectionCandidate[];
  selectedIds: string[];
  selectedTokens: number;
  budget: number;
}

/** How many entries just before the branch point count as its immediate context. */
const RECENT_KEPT = 2;
const RELEVANCE_WEIGHT = 0.75;

/**
 * Relevance-filtered inheritance (selective phi-down). Scores every entry of the parent's window up
 * to the branch point against the child's opening prompt (BM25, normalised) blended with recency,
 * keeps pinned entries always, then the best-scoring relevant or recent entries while they fit in
 * `budget` tokens. Order in the result is the window's order, so the child reads them as they were
 * said.
 *
 * @example
 * const { selectedIds } = selectForBranch(prefix, "How do we deploy the API?", 1500);
 */
export function selectForBranch(prefix: WindowEntry[], prompt: string, budget: number): Selection {
  const usable = prefix.filter(isSaid);
  const bm25 = createBm25(usable.map((e) => e.content));
  const raw = prompt.trim() ? bm25.score(prompt) : usable.map(() => 0);
  const max = Math.max(0, ...raw);
  const n = usable.length;

  const scored = usable.map((entry, index) => {
    const relevance = max > 0 ? raw[index] / max : 0;
    const recency = n > 1 ? index / (n - 1) : 1;
    const recent = index >= n - RECENT_KEPT;
    return {
      entry,
      relevance,
      recent,
      score: RELEVANCE_WEIGHT * relevance + (1 - RELEVANCE_WEIGHT) * recency,
    };
  });

  const chosen = new Map<string, SelectionReason>();
  let used = 0;
  for (const s of scored.filter((s) => s.entry.pinned)) {
    chosen.set(s.entry.id, "pinned");
    used += s.entry.tokenCount;
  }
  const eligible = scored
    .filter((s) => !s.entry.pinned && (s.relevance > 0 || s.recent))
    .sort((a, b) => b.score - a.score);
  const overBudget = new Set<string>();
  for (const s of eligible) {
    if (used + s.entry.tokenCount > budget) {
      overBudget.add(s.entry.id);
      continue;
    }
    used += s.entry.tokenCount;
    chosen.set(s.entry.id, s.relevance > 0 ? "relevant" : "recent");
  }

  const candidates: SelectionCandidate[] = scored.map((s) => ({
    id: s.entry.id,
    role: s.entry.role,
    content: s.entry.content,
    tokenCount: s.entry.tokenCount,
    pinned: s.entry.pinned,
    score: round(s.score),
    relevance: round(s.relevance),
    selected: chosen.has(s.entry.id),
    reason: chosen.get(s.entry.id) ?? (overBudget.has(s.entry.id) ? "over_budget" : "not_relevant"),
  }));
  return {
    candidates,
    selectedIds: candidates.filter((c) => c.selected).map((c) => c.id),
    selectedTokens: used,
    budget,
  };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

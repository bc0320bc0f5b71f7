import { findRelevantSentences } from "@/lib/ai/offline-answer";
import { contentTokens, contentWords, createBm25 } from "@/lib/text";
import type { KtAnswer, KtEngine, KtOption } from "./engine";
import { chunkSentences, classify, clip, extractAbout, extractFields, extractiveSummary } from "./offline-fields";
import { formatMetadata } from "./prompts";
import type { KtMetadata } from "./types";

/** Options for {@link createOfflineEngine}. */
export type OfflineEngineOptions = {
  /** Characters of a branch summary (default 600). */
  branchSummaryChars?: number;
  /** About terms kept on a branch (default 48). */
  branchAboutLimit?: number;
  /** Coverage of the question's weighted content words for a "complete" answer (default 0.75). */
  completeCoverage?: number;
};

/**
 * The default knowledge-tree engine: no model, no network, deterministic. Extractive summaries,
 * rule-based fields, BM25 over the options' metadata to choose, and extractive answers whose
 * status comes from how much of the question the leaf's best sentences cover.
 *
 * @example const tree = await buildTree(text, createOfflineEngine());
 */
export function createOfflineEngine(opts: OfflineEngineOptions = {}): KtEngine {
  const summaryChars = opts.branchSummaryChars ?? 600;
  const aboutLimit = opts.branchAboutLimit ?? 48;
  const completeAt = opts.completeCoverage ?? 0.75;

  return {
    name: "offline",
    async summarise({ text, taxonomy }) {
      const sentences = chunkSentences(text);
      return {
        summary: extractiveSummary(text, sentences),
        contentTypes: classify(text, taxonomy),
        ...extractFields(sentences),
        about: extractAbout(sentences),
      };
    },
    async aggregate(children) {
      return aggregateMetadata(children, summaryChars, aboutLimit);
    },
    async choose({ query, options }) {
      return chooseOption(query, options);
    },
    async answer({ query, text }) {
      return answerFromText(query, text, completeAt);
    },
  };
}

/** A branch's metadata: the children's summaries shortened, lists interleaved, about by frequency. */
export function aggregateMetadata(children: KtMetadata[], summaryChars = 600, aboutLimit = 48): KtMetadata {
  if (children.length === 1) return structuredClone(children[0]);
  const share = Math.max(60, Math.floor(summaryChars / Math.max(1, children.length)) - 3);
  const summary = clip(children.map((c) => clip(firstSegment(c.summary), share)).join(" | "), summaryChars);
  return {
    summary,
    contentTypes: byFrequency(children.map((c) => c.contentTypes), 6),
    criticalActions: interleave(children.map((c) => c.criticalActions), 8),
    decisions: interleave(children.map((c) => c.decisions), 8),
    noteworthyEvents: interleave(children.map((c) => c.noteworthyEvents), 8),
    about: byFrequency(children.map((c) => c.about), aboutLimit),
  };
}

/** The option whose metadata scores best for the query under BM25; the first on a tie. */
export function chooseOption(query: string, options: KtOption[]): { index: number; reason: string } {
  if (options.length === 0) throw new Error("choose needs at least one option");
  const docs = options.map((o) => formatMetadata(o.metadata));
  const scores = createBm25(docs).score(query);
  let best = 0;
  for (let i = 1; i < scores.length; i++) if (scores[i] > scores[best]) best = i;
  if (scores[best] <= 0) {
    return { index: options[0].index, reason: "No option mentions the question's terms; trying the first, in reading order." };
  }
  const terms = new Set(contentWords(docs[best]));
  const matched = uniqueSurfaces(query).filter((t) => terms.has(t.term) || t.parts.some((p) => terms.has(p)));
  const words = matched.map((t) => `"${t.surface}"`).join(", ");
  return { index: options[best].index, reason: `Its metadata mentions ${words} (best lexical match of ${options.length}).` };
}

/** An extractive answer from a leaf: its best sentences, quoted, with the coverage-based status. */
export function answerFromText(query: string, text: string, completeAt = 0.75): KtAnswer {
  const hits = findRelevantSentences([text], query, 3);
  if (hits.length === 0) return { status: "none", answer: "" };
  const quoted = [...hits].sort((a, b) => a.position - b.position).map((h) => `> ${h.text}`);
  // An identifier or number in the question (ORCHID-7, 2024) must appear in what is quoted.
  const identifiers = uniqueSurfaces(query).filter((t) => t.parts.length > 0 || /\d/.test(t.term));
  const quotedTerms = new Set(hits.flatMap((h) => contentWords(h.text)));
  const identified = identifiers.every((t) => quotedTerms.has(t.term));
  const complete = hits[0].coverage >= completeAt && identified;
  return { status: complete ? "complete" : "partial", answer: quoted.join("\n") };
}

function uniqueSurfaces(query: string) {
  const seen = new Set<string>();
  return contentTokens(query).filter((t) => !seen.has(t.term) && seen.add(t.term));
}

/** The first " | " segment of a branch summary, or a leaf summary's title or first sentence. */
function firstSegment(summary: string): string {
  const segment = summary.split(" | ")[0];
  const title = segment.match(/^[^.!?:]{3,120}:/);
  return title ? title[0].slice(0, -1) : segment;
}

function interleave(lists: string[][], limit: number): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const longest = Math.max(0, ...lists.map((l) => l.length));
  for (let i = 0; i < longest && out.length < limit; i++) {
    for (const list of lists) {
      const item = list[i];
      if (item === undefined || seen.has(item.toLowerCase())) continue;
      seen.add(item.toLowerCase());
      out.push(item);
      if (out.length >= limit) break;
    }
  }
  return out;
}

/**
 * Items by how many lists hold them (case-insensitive); ties by their best rank in a list, so each
 * child's leading items come before any child's tail.
 */
function byFrequency(lists: string[][], limit: number): string[] {
  const counts = new Map<string, { item: string; count: number; first: number }>();
  lists.forEach((list, li) => {
    [...new Set(list)].forEach((item, rank) => {
      const key = item.toLowerCase();
      const entry = counts.get(key) ?? { item, count: 0, first: rank * lists.length + li };
      entry.count++;
      counts.set(key, entry);
    });
  });
  return [...counts.values()]
    .sort((a, b) => b.count - a.count || a.first - b.first)
    .slice(0, limit)
    .map((e) => e.item);
}

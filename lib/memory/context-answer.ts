import type { LanguageModelV3 } from "@ai-sdk/provider";
import { createOfflineModel, type OfflineModelOptions } from "@/lib/ai/offline-model";
import { composeOfflineAnswer, isQuestion } from "@/lib/extract/answer";
import { holdsValue, retrievePassages } from "./retrieve";
import { emptyMetadata, type KnowledgeTree, type KtNode } from "./types";

/**
 * The earlier messages of a chat turn as a knowledge tree: one leaf per message (in order) under a
 * root, so the knowledge ask's passage index and retrieval read them as they read documents.
 */
export function contextTree(context: readonly string[]): KnowledgeTree {
  const leaves: KtNode[] = context
    .filter((text) => text.trim() !== "")
    .map((text, order) => ({
      id: `m${order}`,
      level: "leaf",
      depth: 0,
      parentId: "root",
      childIds: [],
      order,
      metadata: emptyMetadata(),
      text,
      chars: text.length,
      tokens: Math.ceil(text.length / 4),
      metadataTokens: 0,
    }));
  if (leaves.length === 0) return { nodes: {}, rootId: null };
  const root: KtNode = {
    id: "root",
    level: "root",
    depth: 1,
    parentId: null,
    childIds: leaves.map((l) => l.id),
    order: 0,
    metadata: emptyMetadata(),
    chars: leaves.reduce((a, l) => a + l.chars, 0),
    tokens: leaves.reduce((a, l) => a + l.tokens, 0),
    metadataTokens: 0,
  };
  return { nodes: Object.fromEntries([root, ...leaves].map((n) => [n.id, n])), rootId: root.id };
}

/**
 * The offline model's reply to a chat turn, with the knowledge ask's retrieval: a question reads
 * the earlier messages as passages (a paragraph, a list item with its continuation lines, a table
 * row with its header), keeps those that satisfy every constraint of the question (its named
 * terms, identifiers and dates, a value of the kind asked) and quotes their sentences that answer
 * it (`composeOfflineAnswer`: an update replaces what it updates). A question naming something no
 * message holds, or that no passage satisfies, is answered "I don't know". A statement is
 * acknowledged or related to what was said, as before.
 *
 * @example answerFromContext({ context: ["The office is in Lyon."], query: "Where exactly is the office, which city?" })
 * // "From this branch's context:\n\n> The office is in Lyon."
 */
export function answerFromContext({ context, query }: { context: string[]; query: string }): string {
  if (query.trim() === "" || !isQuestion(query)) return composeOfflineAnswer({ context, query });
  const tree = contextTree(context);
  const { hits, constraints, index } = retrievePassages(tree, query);
  const satisfying = hits.filter(
    (h) => h.missing.length === 0 && h.coverage > 0 && holdsValue(h.passage.text, constraints.valueKind),
  );
  if (constraints.unknown.length > 0 || satisfying.length === 0) return composeOfflineAnswer({ context: [], query });
  // In reading order, so that an update reads after the statement it updates.
  const position = (id: string) => index.position.get(id) ?? 0;
  const evidence = satisfying
    .map((h) => h.passage)
    .sort((a, b) => position(a.id) - position(b.id))
    .map((p) => (p.kind === "row" ? `${p.text}.` : p.text));
  return composeOfflineAnswer({ context: evidence, query });
}

/**
 * The offline chat model (lib/ai/offline-model.ts) answering with {@link answerFromContext}: the
 * answerer is given here, from above lib/ai.
 *
 * @example const { text } = await generateText({ model: createOfflineChatModel({ delayMs: 0 }), messages });
 */
export function createOfflineChatModel(opts: Omit<OfflineModelOptions, "answer"> = {}): LanguageModelV3 {
  return createOfflineModel({ ...opts, answer: answerFromContext });
}

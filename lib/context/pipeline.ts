import type { KtEngine } from "@/lib/memory/engine";
import type { KnowledgeTree } from "@/lib/memory/types";
import type { AncestorMemory, MemoryState } from "@/lib/memory/node-store";
import { countTokens } from "@/lib/text/count-tokens";
import { foldIntoMemory, type FoldResult } from "@/lib/memory/fold";
import { budgetsFor, composePrompt, planFold, type AssembledContext, type Budgets, type ContextOptions } from "./plan";
import { recallMemory, foldedItemIds, type MemorySource } from "@/lib/memory/recall";
import { digestText, type PromptEntry } from "@/lib/memory/render";
import type { FoldReport, RecallReport } from "./types";
import { redactAddresses, redactSecrets } from "@/lib/log";

/**
 * One turn's context from plain state: which entries are folded, fold more if the window
 * overflows, recall, compose. The server (assemble.ts) loads the state from the database and saves
 * the new memory; the bench and the tests call this directly with objects in memory.
 */

export type { AncestorMemory, MemoryState };

export interface PrepareInput {
  /** The conversation node whose prompt this is. */
  nodeId: string;
  model: string;
  budget: number;
  systemPrompt: string;
  message: string;
  /** The node's prompt entries before the message, in window order (`promptEntries`). */
  entries: PromptEntry[];
  memory: MemoryState;
  ancestors: AncestorMemory[];
  /** The previous turn's serialised prompt in this node. */
  previous: string | null;
  /**
   * false: plan the fold but do not run it (a preview); the entries it would take are left out.
   * "defer": do not run it, keep those entries verbatim this turn (a job folds them, lib/context/fold-job.ts).
   */
  fold: boolean | "defer";
  engines: { summarise: KtEngine; navigate: KtEngine };
  options?: ContextOptions;
  /** The saved item of the message (a turn's question), named by the report's message section. */
  messageItemId?: string;
}

export interface PrepareResult {
  context: AssembledContext;
  memory: MemoryState;
  /** Set when this turn folded: the state to persist. */
  folded: FoldResult | null;
  /** The entries the prompt carries verbatim, and the ones folded away. */
  kept: PromptEntry[];
  foldedEntries: PromptEntry[];
}

/** Which entries are folded: in the node's own tree, or held by an ancestor's tree and claimed by a fold. */
export function foldedIds(
  entries: PromptEntry[],
  memory: Pick<MemoryState, "tree" | "foldedThrough">,
  ancestors: AncestorMemory[],
): Set<string> {
  const own = foldedItemIds(memory.tree);
  const held = heldByAncestors(ancestors);
  const through = memory.foldedThrough;
  const out = new Set<string>();
  for (const e of entries) {
    if (own.has(e.contentItemId) || (through !== null && e.position <= through && held.has(e.contentItemId)))
      out.add(e.contentItemId);
  }
  return out;
}

function heldByAncestors(ancestors: AncestorMemory[]): Set<string> {
  const held = new Set<string>();
  for (const a of ancestors) for (const id of foldedItemIds(a.tree)) held.add(id);
  return held;
}

/** The digest of a memory tree (empty for an empty tree). */
export function memoryDigest(tree: KnowledgeTree, budgets: Budgets): { text: string; ktNodeIds: string[] } | null {
  const root = tree.rootId ? tree.nodes[tree.rootId] : undefined;
  if (!root) return null;
  return { text: digestText(root.metadata, budgets.digest), ktNodeIds: [root.id] };
}

/**
 * Assemble one turn: fold when the window overflows (see `planFold`), recall from the node's
 * memory and its ancestors' (restricted) with the message, and compose the prompt. A failing fold
 * leaves the entries verbatim (the report says so); a failing recall leaves recall out.
 */
export async function prepareContext(input: PrepareInput): Promise<PrepareResult> {
  const budgets = budgetsFor(input.budget, input.options);
  const done = foldedIds(input.entries, input.memory, input.ancestors);
  const unfolded = input.entries.filter((e) => !done.has(e.contentItemId));
  let memory = input.memory;
  let digest = memoryDigest(memory.tree, budgets);

  const plan = planFold({
    entries: unfolded,
    systemTokens: countTokens(input.systemPrompt.trim()),
    digestTokens: digest ? countTokens(digest.text) : 0,
    messageTokens: countTokens(input.message),
    budgets,
  });

  let kept = plan.keep;
  let folded: FoldResult | null = null;
  let pending = 0;
  let foldError: string | undefined;
  if (plan.fold.length > 0 && input.fold === "defer") {
    kept = unfolded;
    pending = plan.fold.length;
  } else if (plan.fold.length > 0 && input.fold) {
    try {
      folded = await foldIntoMemory({
        tree: memory.tree,
        entries: plan.fold,
        heldByAncestor: heldByAncestors(input.ancestors),
        engine: input.engines.summarise,
        leafChars: budgets.leafChars,
      });
      const through = Math.max(memory.foldedThrough ?? -Infinity, ...plan.fold.map((e) => e.position));
      memory = { ...memory, tree: folded.tree, foldedThrough: through, foldedItems: done.size + plan.fold.length };
      digest = memoryDigest(memory.tree, budgets);
    } catch (error) {
      foldError = shownError(error);
      kept = unfolded;
      pending = plan.fold.length;
    }
  } else if (plan.fold.length > 0) {
    pending = plan.fold.length;
  }

  const sources: MemorySource[] = [
    ...(memory.tree.rootId
      ? [{ treeId: memory.treeId, ownerNodeId: input.nodeId, scope: "own" as const, tree: memory.tree }]
      : []),
    ...input.ancestors.filter((a) => a.tree.rootId).map((a) => ({ ...a, scope: "ancestor" as const })),
  ];
  let recall: { hits: Awaited<ReturnType<typeof recallMemory>>["hits"]; report: RecallReport } | null = null;
  if (input.message.trim() !== "" && sources.length > 0) {
    try {
      recall = await recallMemory({ sources, query: input.message, engine: input.engines.navigate });
    } catch (error) {
      const message = shownError(error);
      recall = {
        hits: [],
        report: {
          engine: input.engines.navigate.name,
          searches: [],
          trace: [],
          tokensRead: 0,
          tokensTotal: 0,
          quoted: [],
          error: message,
        },
      };
    }
  }

  const foldReport: FoldReport = {
    treeId: memory.tree.rootId ? memory.treeId : null,
    items: folded ? memory.foldedItems : done.size,
    through: memory.foldedThrough,
    justFolded: folded ? plan.fold.length : 0,
    pending,
    ...(foldError ? { error: foldError } : {}),
  };
  const context = composePrompt({
    model: input.model,
    budgets,
    systemPrompt: input.systemPrompt,
    digest,
    entries: kept,
    message: input.message,
    recall,
    previous: input.previous,
    folded: foldReport,
    messageItemId: input.messageItemId,
  });
  const keptIds = new Set(kept.map((e) => e.contentItemId));
  return { context, memory, folded, kept, foldedEntries: input.entries.filter((e) => !keptIds.has(e.contentItemId)) };
}

/** An engine's failure as the context report shows it to members: no keys, no addresses. */
function shownError(error: unknown): string {
  return redactAddresses(redactSecrets(error instanceof Error ? error.message : String(error)));
}

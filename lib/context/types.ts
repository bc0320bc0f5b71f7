import type { UsagePurpose } from "@/lib/db/queries/usage";
import type { KnowledgeNodeView } from "@/lib/knowledge/types";
import type { RecallReport, RecallSearch, RecallTraceStep } from "@/lib/memory/recall";

/**
 * Plain data shapes of prompt assembly: the context report stored on every assistant item, the
 * preview of the next turn, a node's memory and usage summaries. Types only: safe to import from
 * client components (the context inspector, the gauge, the usage panel).
 */

export type { RecallReport, RecallSearch, RecallTraceStep };

/** The sections of a prompt, in the order they are sent (DESIGN.md "Context assembly"). */
export const SECTION_NAMES = ["system", "digest", "inherited", "history", "recall", "message"] as const;
export type SectionName = (typeof SECTION_NAMES)[number];

/** One section of a prompt as sent. */
export interface ContextSection {
  name: SectionName;
  /** Tokens of the section (o200k; an entry counts its text plus its role heading). */
  tokens: number;
  /**
   * inherited, history: this node's window entries sent verbatim (entry ids, as the chat lists
   * them). recall: the items the recalled leaves were folded from (content item ids).
   */
  itemIds: string[];
  /** digest: the memory tree's root; recall: the leaves quoted. */
  ktNodeIds: string[];
  /**
   * The exact text of the section. system, digest: the system prompt's two parts; inherited,
   * history: the entries, each as a "### User\n\ntext" block (sent as role messages); recall: the
   * recall message; message: the user's message. The serialised prompt that prefix reuse
   * compares is rebuilt from these texts (see `serialisePrompt`). A stored report leaves out the
   * text of the sections made of items (inherited, history, message): it is rebuilt from `itemIds`
   * when shown (lib/context `withSectionTexts`).
   */
  text: string;
}

/** What folding did for this turn. */
export interface FoldReport {
  /** The node's memory tree (null until the first fold). */
  treeId: string | null;
  /** Window entries folded out of the prompt so far (into the node's tree or an ancestor's). */
  items: number;
  /** Window position through which entries are folded. */
  through: number | null;
  /** Entries folded by this turn (0 on most turns). */
  justFolded: number;
  /** Entries that a fold would take but that were not folded (preview, or a failed fold). */
  pending: number;
  /** Set when folding failed: the entries stayed verbatim and the prompt may exceed the budget. */
  error?: string;
}

/** The context report stored on each assistant item: what the model saw and why. */
export interface ContextReport {
  model: string;
  sections: ContextSection[];
  recall: RecallReport | null;
  totalTokens: number;
  budget: number;
  /** True only when the system prompt, the message and the last entries alone exceed the budget. */
  overBudget: boolean;
  folded: FoldReport;
  /** Tokens of the longest common prefix with the previous turn's prompt in this node. */
  prefixTokens: number;
  /** prefixTokens / totalTokens, 0..1 (0 for a node's first turn). */
  prefixReuse: number;
  /**
   * Hashes of the serialised prompt's pieces (system, digest, each entry, recall, message), for the
   * next turn's prefix reuse (lib/context `previousSerialisation`). Absent in reports stored before them.
   */
  pieces?: string[];
}

/** `npm run canopy -- context`: what the next turn would send, without writing anything. */
export interface ContextPreview {
  nodeId: string;
  sections: { name: SectionName; tokens: number; items: string[]; ktNodeIds: string[] }[];
  recalled: { treeNodeId: string; treeId: string; tokens: number }[];
  totalTokens: number;
  budget: number;
  prefixReuse: number;
  folded: FoldReport;
}

/** A node's memory for the gauge and the memory browser. */
export interface NodeMemoryView {
  nodeId: string;
  /** The node's memory tree (null until its history is first folded). */
  treeId: string | null;
  rootId: string | null;
  engine: string | null;
  budget: number;
  foldedItems: number;
  foldedThrough: number | null;
  /** Tokens of the node's whole window (what a flat history would send). */
  windowTokens: number;
  windowItems: number;
  /** Tokens of the entries folded out of the prompt. */
  foldedTokens: number;
  /** Tokens of the entries still sent verbatim. */
  unfoldedTokens: number;
  stats: { leaves: number; branches: number; depth: number; chars: number; tokens: number };
  /** The tree's nodes in reading order, root first (depth-first); leaves' sourceRef is the JSON list of folded item ids. */
  nodes: KnowledgeNodeView[];
  /** Ancestors' memory trees this node may recall from (leaves it inherited only). */
  ancestors: { nodeId: string; treeId: string; leaves: number }[];
}

/** Calls and tokens of one purpose. */
export interface UsageFigures {
  calls: number;
  inputTokens: number;
  outputTokens: number;
  cachedTokens: number;
  avgLatencyMs: number;
  errors: number;
}

/** Usage of a project or a conversation, per purpose (every purpose listed, zeros included). */
export interface UsageSummary {
  scope: { projectId: string } | { conversationId: string };
  purposes: ({ purpose: UsagePurpose } & UsageFigures)[];
  total: UsageFigures;
}

import type { CondenseSource } from "@/lib/extract/statements";
import type { KtMetadata } from "./types";

export type { CondenseSource };

export type CondenseOptions = {
  /** Token budget of the note (default 900). */
  budget?: number;
  taxonomy?: readonly string[];
};

export type CondensedNote = {
  note: string;
  metadata: KtMetadata;
  /** Statements kept and left out (over budget). */
  kept: number;
  leftOut: number;
  /** Ids of the messages the note draws on, in order. */
  sourceIds: string[];
};

/** A child presented to {@link KtEngine.choose}, by its index among the options. */
export type KtOption = { index: number; metadata: KtMetadata };

/** Where a choice is made, for prompts that show the breadcrumb (the seed's "Selected Branch"). */
export type KtChooseContext = {
  /** Level of the options: "branch" or "leaf". */
  level?: "branch" | "leaf";
  /** The root's summary, as project context. */
  rootSummary?: string;
  /** The branch whose children are the options (absent at the root). */
  selected?: KtMetadata;
  /** Project name, for the prompt's context. */
  projectName?: string;
};

/** A choice among options; `unmatched` when no option mentions the question at all (navigation then searches instead). */
export type KtChoice = { index: number; reason: string; unmatched?: boolean };

/** A leaf's answer: complete, partial (some of the question answered) or none. */
export type KtAnswer = { status: "complete" | "partial" | "none"; answer: string };

/**
 * What builds and walks a knowledge tree. Two implementations: the offline engine (the default,
 * lexical and deterministic) and the LLM engine (AI SDK structured output). Both are stateless.
 */
export interface KtEngine {
  /** "offline", or the model that answers (e.g. "openai:gpt-4o-mini"); shown to the user. */
  name: string;
  /** A leaf's metadata from its raw chunk. */
  summarise(input: { text: string; taxonomy: readonly string[] }): Promise<KtMetadata>;
  /** A branch's (or the root's) metadata from its children's, in reading order. */
  aggregate(children: KtMetadata[], taxonomy: readonly string[], level?: "branch" | "root"): Promise<KtMetadata>;
  /** The option with the best chance of answering `query`, with a short reason. */
  choose(input: { query: string; options: KtOption[]; context?: KtChooseContext }): Promise<KtChoice>;
  /** Answer `query` from one leaf's raw text. */
  answer(input: { query: string; text: string }): Promise<KtAnswer>;
  /**
   * A condensed note of a span of messages, when the engine has its own way (the offline engine
   * extracts statements); without it, `condense` asks `summarise` with a structured prompt.
   */
  condense?(sources: CondenseSource[], opts: CondenseOptions): Promise<CondensedNote>;
  /**
   * Engines that answer by quoting (the offline engine): the cited passages, already checked
   * against every constraint of the question (`askTree`), are the answer as they stand. Without
   * it, `askTree` asks `answer` over the passages, and the model answers from them only.
   */
  cite?(input: { query: string; evidence: string; status: KtAnswer["status"] }): Promise<KtAnswer>;
}

/**
 * lib/memory: the knowledge tree. Build a tree from text, append to it incrementally, and answer
 * questions by navigating it, with the offline engine (default) or an LLM engine. Pure functions
 * over plain objects; persistence belongs to lib/db.
 */
export {
  emptyMetadata,
  emptyTree,
  ktMetadataSchema,
  type KnowledgeTree,
  type KtLevel,
  type KtMetadata,
  type KtNode,
} from "./types";
export { CONTENT_TYPE_CUES, DEFAULT_CONTENT_TYPES } from "@/lib/extract/taxonomy";
export { chunkDocuments, chunkText, chunkUnits, DEFAULT_CHUNK_SIZE, type ChunkOptions } from "./chunk";
export type { KtAnswer, KtChooseContext, KtEngine, KtOption } from "./engine";
export { createOfflineEngine, type OfflineEngineOptions } from "./offline-engine";
export {
  answerOutputSchema,
  chooseOutputSchema,
  createLlmEngine,
  summariseOutputSchema,
  type KtUsage,
  type LlmEngineOptions,
} from "./llm-engine";
export { answerPrompt, choosePrompt, formatMetadata, summarisePrompt } from "./prompts";
export { buildTree, levelPlan, type BuildOptions, type KtInput } from "./build";
export { appendToTree, type AppendResult } from "./append";
export { askTree, type AskTreeOptions } from "./ask-tree";
export { retrievePassages, citePassage, type ExtraRanking, type PassageHit } from "./retrieve";
export { passageIndex, leafPassages, passageSearchText, type TreePassage } from "./passage-index";
export { navigateTree, NO_ANSWER, type KtTraceStep, type NavigateOptions, type NavigationResult } from "./navigate";
export { ancestorsOf, checkTree, diffTrees, leavesInOrder, treeStats, type KtChunk } from "./nodes";

/**
 * lib/context: the prompt of every chat turn (DESIGN.md "Context assembly"), a node's memory of
 * its folded history, and usage summaries. Server-only as a whole (it reaches the database);
 * client code imports `./types` only.
 */
export { assembleContext, getContextPreview, type AssembleInput } from "./assemble";
export { getNodeMemory } from "./node-memory";
export { getContextReportView } from "./report-view";
export { getUsageSummary } from "./usage";
export {
  budgetsFor,
  CONTEXT_DEFAULTS,
  composePrompt,
  planFold,
  previousSerialisation,
  serialisePrompt,
  storedReport,
  withSectionTexts,
  type AssembledContext,
  type Budgets,
  type ContextOptions,
} from "./plan";
export {
  prepareContext,
  type AncestorMemory,
  type MemoryState,
  type PrepareInput,
  type PrepareResult,
} from "./pipeline";
export { recallMemory, renderRecall, restrictTree, type MemorySource, type RecallHit } from "@/lib/memory/recall";
export { loadTree } from "@/lib/memory/node-store";
export type * from "./types";

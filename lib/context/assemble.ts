import "server-only";
import { taskModelFor, type FreshRegistry } from "@/lib/connections/registry";
import { getNode, type NodeRecord } from "@/lib/db/queries/nodes";
import { getNodeWindows, getTurnWindow } from "@/lib/views/node-window";
import { getProject, type ProjectSettings } from "@/lib/db/queries/projects";
import { isAppError } from "@/lib/errors";
import { engineFor } from "@/lib/memory/engines";
import { promptEntries } from "@/lib/tree/window";
import { enqueueFold } from "./fold-kind";
import { prepareContext, type AncestorMemory, type PrepareResult } from "./pipeline";
import type { PromptEntry } from "@/lib/memory/render";
import type { AssembledContext, ContextOptions } from "./plan";
import {
  emptyNodeMemory,
  loadAncestorMemories,
  loadNodeMemories,
  loadNodeMemory,
  saveNodeMemory,
  type StoredMemory,
} from "@/lib/memory/node-store";
import type { WindowEntry } from "@/lib/shared/tree-types";
import { previousSerialisation } from "./plan";
import type { ContextPreview, ContextReport } from "./types";

export interface AssembleInput {
  nodeId: string;
  /** The user's message of this turn ("" for a preview without a query). */
  message: string;
  /**
   * Fold the window into memory when it overflows (default true: inline with the offline engine;
   * with a model, the fold is a background job and the entries stay verbatim meanwhile).
   * "inline" folds here whatever the engine (the fold job). false writes nothing.
   */
  fold?: boolean | "inline";
  /** The window entry of the message when it is already saved: the prompt uses the entries before it. */
  beforeItemId?: string;
  options?: ContextOptions;
  /**
   * The node and its project when the caller already loaded them (a chat turn), to skip reloading;
   * and the prompt's sources when read once for several siblings ({@link loadSiblingSources}), or
   * what the caller knows of them ({@link KnownSources}).
   */
  loaded?: {
    node: NodeRecord;
    /** A turn's settings carry the registry it refreshed (lib/connections `TurnSettings`): no second settings read. */
    project: ProjectSettings & { registry?: FreshRegistry };
    sources?: ContextSources;
    known?: KnownSources;
  };
  /**
   * The caller queues the fold job itself, once its answer is saved (a chat turn, with
   * {@link foldJobDue}): not on the way to the model's first token.
   */
  foldJobAfter?: boolean;
}

/** A project's model folds memory in a job (minutes, a model's calls); the offline engine folds inline. */
const foldsInJob = (model: string) => model !== "offline";

/** Whether a turn's prompt left entries for the fold job to fold (the turn queues it: `foldJobAfter`). */
export function foldJobDue(model: string, report: Pick<ContextReport, "folded">): boolean {
  return foldsInJob(model) && report.folded.pending > 0;
}

/** What a chat turn already read of a node's sources (lib/chat/turn.ts): not read again. */
export interface KnownSources {
  /** The window's entries before the message, read in the turn's transaction, and the report of the node's last answer then. */
  window?: { before: WindowEntry[]; lastReport: unknown };
  /** The node's memory-tree row (null: none, its memory is empty). */
  memoryTreeId?: string | null;
  /** False: no node of the conversation has memory, so no ancestor's is read. */
  conversationHasMemory?: boolean;
}

/** What a node's prompt is assembled from besides the node and its project, as stored. */
export interface ContextSources {
  /** The window's entries before the message. */
  entries: PromptEntry[];
  /** The node's own memory. */
  stored: StoredMemory;
  /** The memory it may recall from its ancestors' trees. */
  ancestors: AncestorMemory[];
  /** Its previous turn's serialised prompt. */
  previous: string | null;
}

/**
 * The prompt of one turn in a node, assembled on the server from the database (DESIGN.md "Context
 * assembly"): project system prompt, memory digest, inherited entries, local and merged entries
 * oldest first, recalled memory, the message; within the project's budget. When the window
 * overflows, its oldest entries are folded into the node's memory tree (created on the first
 * fold) by incremental append and saved in one transaction; nothing is deleted from the window.
 * Used by `startTurn` (the chat route, `say`) and by `getContextPreview`.
 *
 * @throws AppError not_found:node, not_found:project
 *
 * @example const { system, messages, report } = await assembleContext({ nodeId, message: "What did we decide?" });
 */
export async function assembleContext(input: AssembleInput): Promise<AssembledContext> {
  return (await assembleDetailed(input)).context;
}

/** {@link assembleContext} with what the pipeline decided (kept and folded entries). */
export async function assembleDetailed(input: AssembleInput): Promise<PrepareResult> {
  try {
    return await assembleOnce(input);
  } catch (error) {
    // Another turn in this node folded first: assemble again from its saved memory.
    if (isAppError(error) && error.code === "conflict:memory_changed")
      return assembleOnce({ ...input, loaded: input.loaded && { ...input.loaded, sources: undefined } });
    throw error;
  }
}

async function assembleOnce(input: AssembleInput): Promise<PrepareResult> {
  const node = input.loaded?.node ?? (await getNode(input.nodeId));
  const project = input.loaded?.project ?? (await getProject(node.projectId));
  const { entries, stored, ancestors, previous } =
    input.loaded?.sources ?? (await loadSources(node, input.beforeItemId, input.loaded?.known));
  // A preview (no fold) is a read: it writes nothing, usage rows included.
  const usage = {
    projectId: node.projectId,
    conversationId: node.conversationId,
    nodeId: node.id,
    record: input.fold !== false,
  };
  // Condensed notes and folds are the task model's work (the project's, the instance's, else the conversation's).
  const taskModel = await taskModelFor(project, input.loaded?.project.registry);
  const summarise = engineFor(taskModel, { ...usage, purpose: "summarise" });
  // A fold that calls a model may take minutes: not inside a request. The offline engine is fast.
  const fold = input.fold === false ? false : input.fold === "inline" || !foldsInJob(taskModel) ? true : "defer";
  const result = await prepareContext({
    nodeId: node.id,
    model: project.model,
    budget: project.contextBudget,
    systemPrompt: project.systemPrompt,
    message: input.message,
    entries,
    memory: stored.state,
    ancestors,
    previous,
    fold,
    engines: { summarise, navigate: engineFor(taskModel, { ...usage, purpose: "navigate" }) },
    options: input.options,
    messageItemId: input.beforeItemId,
  });
  if (result.folded) {
    await saveNodeMemory({
      projectId: node.projectId,
      nodeId: node.id,
      before: stored,
      after: result.memory,
      engine: summarise.name,
    });
  }
  if (fold === "defer" && !input.foldJobAfter && result.context.report.folded.pending > 0)
    await enqueueFold(node.id, node.projectId);
  return result;
}

/**
 * A node's {@link ContextSources}: the entries before `beforeItemId` (none given: the whole window),
 * its memory, its ancestors' and its previous prompt (rebuilt from the last answer's report and the
 * window's entries), reading only what `known` does not already hold.
 */
async function loadSources(
  node: NodeRecord,
  beforeItemId: string | undefined,
  known: KnownSources = {},
): Promise<ContextSources> {
  let before = known.window?.before;
  let lastReport = known.window?.lastReport;
  if (!before) {
    const read = await getTurnWindow(node.id);
    const at = beforeItemId ? read.window.findIndex((e) => e.id === beforeItemId) : -1;
    before = at >= 0 ? read.window.slice(0, at) : read.window;
    // The report of the answer being written (a retry's, reopened) is no previous prompt.
    lastReport = read.reports.at(-1)?.report ?? null;
  }
  const entries = promptEntries(before);
  const [stored, ancestors] = await Promise.all([
    known.memoryTreeId === null ? emptyNodeMemory() : loadNodeMemory(node.id),
    known.conversationHasMemory === false ? [] : loadAncestorMemories(node, entries),
  ]);
  return { entries, stored, ancestors, previous: previousSerialisation(lastReport as ContextReport | null, entries) };
}

/**
 * The sources of new sibling branches' first prompts (a fan-out's), read once for all: siblings of
 * one parent with one policy, holding the same inherited entries and nothing of their own before
 * their first question, recall from the same ancestors and have no previous prompt. Their windows
 * and their own memories are read together (one query each). By node id.
 *
 * @throws Error when the nodes are not such siblings (a caller's mistake)
 */
export async function loadSiblingSources(
  siblings: { node: NodeRecord; beforeItemId: string }[],
): Promise<Map<string, ContextSources>> {
  const ids = siblings.map((s) => s.node.id);
  const [windows, memories] = await Promise.all([getNodeWindows(ids), loadNodeMemories(ids)]);
  // Each sibling's own entries (their ids are its own), over the same inherited items.
  const entries = siblings.map(({ node, beforeItemId }) => {
    const window = windows.get(node.id) ?? [];
    const at = window.findIndex((e) => e.id === beforeItemId);
    return at < 0 || window.slice(0, at).some((e) => e.origin !== "inherited")
      ? null
      : promptEntries(window.slice(0, at));
  });
  const key = (i: number) =>
    `${siblings[i].node.parentId} ${siblings[i].node.inheritPolicy} ${entries[i]?.map((e) => e.contentItemId).join(",")}`;
  if (entries.some((e, i) => e === null || key(i) !== key(0)))
    throw new Error("loadSiblingSources: the nodes are not new siblings inheriting alike");
  const ancestors = await loadAncestorMemories(siblings[0].node, entries[0]!);
  return new Map(
    ids.map((id, i) => [id, { entries: entries[i]!, stored: memories.get(id)!, ancestors, previous: null }]),
  );
}

/**
 * What the next turn in a node would send, without writing anything: no fold is run (the entries
 * a fold would take are left out and counted in `folded.pending`); with a query, recall runs as
 * it would for that message.
 *
 * @example const preview = await getContextPreview(nodeId, "What is the rollback password?");
 */
export async function getContextPreview(nodeId: string, query = ""): Promise<ContextPreview> {
  const { context } = await assembleDetailed({ nodeId, message: query, fold: false });
  const { report } = context;
  return {
    nodeId,
    sections: report.sections.map((s) => ({
      name: s.name,
      tokens: s.tokens,
      items: s.itemIds,
      ktNodeIds: s.ktNodeIds,
    })),
    recalled: report.recall?.quoted ?? [],
    totalTokens: report.totalTokens,
    budget: report.budget,
    prefixReuse: report.prefixReuse,
    folded: report.folded,
  };
}

import "server-only";
import { z } from "zod";
import { messageTextSchema, toolApprovalSchema, toolChoiceSchema } from "@/lib/actions/chat-schema";
import { answerToolCall } from "@/lib/chat/tool-approval";
import { createBranchAction } from "@/lib/actions/create-branch";
import { condenseBranchAction } from "@/lib/actions/condense-branch";
import { describePurgeAction } from "@/lib/actions/describe-purge";
import { mergeNodeAction } from "@/lib/actions/merge-node";
import { previewBranchAction } from "@/lib/actions/preview-branch";
import { previewMergeAction } from "@/lib/actions/preview-merge";
import { purgeNodeAction } from "@/lib/actions/purge-node";
import { ACCESS } from "@/lib/actions/access-specs";
import { createBranchSchema, idSchema, mergeSchema, previewBranchSchema } from "@/lib/actions/schemas";
import { loadNodeView } from "@/lib/chat/node-view";
import { updateNodeParams } from "@/lib/connections/node-params";
import { modelIdSchema } from "@/lib/shared/connections";
import { startTurn } from "@/lib/chat/turn";
import { awaitTurnAnswer, turnStreamResponse } from "@/lib/chat/turn-response";
import { readTree } from "@/lib/graph/tree-load";
import { treeLoadHitsOf } from "@/lib/graph/tree-load";
import { callerOf, conversationOf } from "@/lib/api/caller";
import { defineOperation, fromAction } from "@/lib/api/operation";

const TAG = "Nodes";
const byNode = ({ nodeId }: { nodeId: string }) => ({ nodeId });
const nodeInput = z.object({ nodeId: idSchema });

export const getNodeOp = defineOperation({
  id: "getNode",
  method: "GET",
  path: "/nodes/{nodeId}",
  tag: TAG,
  summary: "Read a node and its window",
  description:
    "The node (kind, status, policy, parent, title) and its context window in order: every item with its " +
    "role, text, origin (local, inherited or merged) and provenance; what the model answering here sees.",
  input: nodeInput,
  need: "read",
  access: byNode,
  effect: "read",
  response: {
    description:
      '`{ node, window: [{ id, role, content, origin, ... }], engineLabels, forks, mergeConflicts, offlineOnly }` (forks: the "2 / 3" switchers, each with `index` and `count` of its options and the options around the current one from `offset`; offlineOnly: only the offline engine is configured; mergeConflicts: per merge event of a merged entry, each conflict with its choice; an entry\'s superseded: the facts a settled merge conflict overruled, left out of what the model sees)',
  },
  run: ({ nodeId }, ctx) => loadNodeView(nodeId, callerOf(ctx)),
});

export const listChildrenOp = defineOperation({
  id: "listChildren",
  method: "GET",
  path: "/nodes/{nodeId}/children",
  tag: TAG,
  summary: "List a node's children",
  description: "The node's child branches and asides as the conversation's tree shows them (with `caps`).",
  input: nodeInput,
  need: "read",
  access: byNode,
  effect: "read",
  rateLimit: "tree",
  rateHits: async ({ nodeId }) => treeLoadHitsOf(await conversationOf(nodeId)),
  response: { description: "`{ children: [{ id, parentId, kind, status, title, ... }] }`" },
  run: async ({ nodeId }, ctx) => {
    return readTree({ read: "children", conversationId: await conversationOf(nodeId), reader: callerOf(ctx), nodeId });
  },
});

export const sayOp = defineOperation({
  id: "say",
  method: "POST",
  path: "/nodes/{nodeId}/messages",
  tag: TAG,
  summary: "Send a message in a node",
  description:
    "Saves your message, assembles the node's context on the server (system prompt, memory, inherited and " +
    "merged items, recall) exactly as the web chat does, and answers with the node's model (`model`: set it " +
    "first, as the picker does; branches made afterwards inherit it), else the project's. " +
    "`stream: true` answers with the AI SDK's UI message stream (server-sent events, as /api/chat); " +
    "otherwise the finished answer as JSON. `tools`: the MCP servers this message may use (each enabled for " +
    "the project; absent: the project's) and tools switched off; the answer lists its `toolCalls` (a call " +
    "waiting for approval returns at once as `awaiting_approval`: answer it with approveToolCall). " +
    "Rate-limited per user (429 + Retry-After).",
  input: z.object({
    nodeId: idSchema,
    text: messageTextSchema,
    stream: z.boolean().optional(),
    model: modelIdSchema.optional(),
    tools: toolChoiceSchema.optional(),
  }),
  need: "write",
  access: byNode,
  effect: "write",
  rateLimit: "chat",
  response: {
    description:
      "`{ userItemId, assistantItemId, reply, engine, engineLabel, report, toolCalls: [{ id, server, tool, status, resultTokens, asideNodeId, error }] }`, or the event stream.",
  },
  run: async ({ nodeId, text, stream, model, tools }, { viewer }) => {
    // `model` becomes the node's own (as the composer's picker and `say --model` do): branches inherit it.
    if (model) await updateNodeParams(nodeId, { model }, viewer.sessionId, viewer.userId);
    const turn = await startTurn({ nodeId, text, tools, sessionId: viewer.sessionId, userId: viewer.userId });
    return stream ? turnStreamResponse(turn, viewer) : awaitTurnAnswer(turn);
  },
});

export const approveToolCallOp = defineOperation({
  id: "approveToolCall",
  method: "POST",
  path: "/tool-calls/{callId}/approval",
  tag: TAG,
  summary: "Approve or deny a tool call",
  description:
    "Answers a tool call waiting for approval (its id is `toolCalls[].id` of say): runs it (or, with " +
    "`deny: true`, marks it denied without running it), then resumes the turn in the same answer and " +
    "returns it as say does. 409 when the call no longer waits (answered, expired, or superseded by a " +
    "later message). Viewers cannot run tools.",
  input: toolApprovalSchema.extend({ stream: z.boolean().optional() }),
  need: "write",
  access: ({ callId }: { callId: string }) => ({ itemId: callId }),
  effect: "write",
  rateLimit: "chat",
  response: { description: "The resumed answer, as say answers: `{ ..., toolCalls }`, or the event stream." },
  run: async ({ callId, deny, stream }, { viewer }) => {
    const turn = await answerToolCall({ callId, deny, userId: viewer.userId, sessionId: viewer.sessionId });
    return stream ? turnStreamResponse(turn, viewer) : awaitTurnAnswer(turn);
  },
});

const previewBranchInput = previewBranchSchema.omit({ conversationId: true });
export const previewBranchOp = defineOperation({
  id: "previewBranch",
  method: "POST",
  path: "/nodes/{nodeId}/branches/preview",
  tag: TAG,
  summary: "Preview a branch",
  description:
    "What a new branch from this node would inherit under `policy` (none, full, selective, compressed): " +
    "the entries with their tokens and reasons (selective: scored against `prompt` within `budget`), or the " +
    "compressed note. Writes nothing.",
  input: previewBranchInput,
  need: "read",
  access: byNode,
  effect: "read",
  response: { description: "The preview: `{ policy, entries: [...], note?, tokens, ... }`" },
  run: async (input) =>
    fromAction(previewBranchAction({ ...input, conversationId: await conversationOf(input.nodeId) })),
});

const createBranchInput = createBranchSchema.omit({ conversationId: true });
export const createBranchOp = defineOperation({
  id: "createBranch",
  method: "POST",
  path: "/nodes/{nodeId}/branches",
  tag: TAG,
  summary: "Create a branch",
  description:
    "A child of the node from `fromItemId` (default: the end of its window) with an inheritance policy: " +
    "`none`, `full` (references to the parent's items), `selective` (`selectedIds`, e.g. from the preview) " +
    "or `compressed` (`note`, e.g. the preview's). `volatile: true` opens an aside owned by your session.",
  input: createBranchInput,
  need: ACCESS.createBranch.need,
  access: byNode,
  effect: "write",
  status: 201,
  response: { description: "`{ nodeId, conversationId, inherited: [{ itemId, tokens }] }`" },
  run: async (input) =>
    fromAction(createBranchAction({ ...input, conversationId: await conversationOf(input.nodeId) })),
});

const mergeInput = mergeSchema.omit({ conversationId: true });
const MERGE_MODES_TEXT =
  "`mode`: `full` (all the branch's own items), `selected` (`selectedIds`) or `condensed` (a structured note: " +
  "`note`, or the one the project's engine writes when it is left out); `placement`: `append` (end of the " +
  "parent's window) or `chronological` (at the branch point).";

export const previewMergeOp = defineOperation({
  id: "previewMerge",
  method: "POST",
  path: "/nodes/{nodeId}/merge/preview",
  tag: TAG,
  summary: "Preview a merge",
  description: `The parent's window as it would be after merging this branch, inserted entries marked. ${MERGE_MODES_TEXT} Writes nothing.`,
  input: mergeInput,
  need: "read",
  access: byNode,
  effect: "read",
  response: { description: "`{ parentId, entries: [{ id, role, content, origin, inserted, ... }], note? }`" },
  run: async (input) => {
    const conversationId = await conversationOf(input.nodeId);
    const note = await condensedNote(input, conversationId);
    const preview = await fromAction(previewMergeAction({ ...input, conversationId, note }));
    return note && !input.note ? { ...preview, note } : preview;
  },
});

export const mergeNodeOp = defineOperation({
  id: "mergeNode",
  method: "POST",
  path: "/nodes/{nodeId}/merge",
  tag: TAG,
  summary: "Merge a branch into its parent",
  description: `Closes the branch (read-only, kept as merged) and inserts its content into the parent with provenance, in one transaction. ${MERGE_MODES_TEXT} Undo with the returned mergeEventId.`,
  input: mergeInput,
  need: ACCESS.mergeNode.need,
  access: byNode,
  effect: "destructive",
  response: { description: "`{ parentId, childId, mergeEventId, insertedItemIds }`" },
  run: async (input) => {
    const conversationId = await conversationOf(input.nodeId);
    const note = await condensedNote(input, conversationId);
    return fromAction(mergeNodeAction({ ...input, conversationId, note }));
  },
});

/** A condensed merge without a note takes the one the merge dialog would show (condenseBranch). */
async function condensedNote(input: z.output<typeof mergeInput>, conversationId: string): Promise<string | undefined> {
  if (input.mode !== "condensed" || input.note) return input.note;
  return (await fromAction(condenseBranchAction({ conversationId, nodeId: input.nodeId }))).note;
}

export const describePurgeOp = defineOperation({
  id: "describePurge",
  method: "GET",
  path: "/nodes/{nodeId}/purge",
  tag: TAG,
  summary: "Preview a purge",
  description: "What purging the node would delete: the node and everything under it, with their items.",
  input: nodeInput,
  need: "read",
  access: byNode,
  effect: "read",
  response: { description: "`{ nodeIds, nodes, items, title }`" },
  run: async ({ nodeId }) => fromAction(describePurgeAction({ nodeId, conversationId: await conversationOf(nodeId) })),
});

export const purgeNodeOp = defineOperation({
  id: "purgeNode",
  method: "DELETE",
  path: "/nodes/{nodeId}",
  tag: TAG,
  summary: "Purge a node",
  description: "Deletes the node, everything under it and their items for good, in one transaction.",
  input: nodeInput,
  need: ACCESS.purgeNode.need,
  access: byNode,
  effect: "destructive",
  response: { description: "`{ purgedNodeIds, parentId, conversationId }`" },
  run: async ({ nodeId }) => fromAction(purgeNodeAction({ nodeId, conversationId: await conversationOf(nodeId) })),
});

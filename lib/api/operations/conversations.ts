import "server-only";
import { z } from "zod";
import { undoMergeAction } from "@/lib/actions/undo-merge";
import { idSchema, undoMergeSchema } from "@/lib/actions/schemas";
import { downloadResponse, exportFileOffThread, exportQuerySchema } from "@/lib/transfer/download";
import { readTree } from "@/lib/graph/tree-load";
import { treeLoadHitsOf } from "@/lib/graph/tree-load";
import { callerOf } from "@/lib/api/caller";
import { defineOperation, fromAction } from "@/lib/api/operation";

const TAG = "Conversations";

export const getConversationOp = defineOperation({
  id: "getConversation",
  method: "GET",
  path: "/conversations/{conversationId}",
  tag: TAG,
  summary: "Read a conversation's tree",
  description:
    "Every node you may see (another session's open aside is left out), each with its parent, kind, status, " +
    "policy, title, item count, window tokens and what you may do with it (`caps`), and the merge edges.",
  input: z.object({ conversationId: idSchema }),
  need: "read",
  access: ({ conversationId }) => ({ conversationId }),
  effect: "read",
  rateLimit: "tree",
  rateHits: ({ conversationId }) => treeLoadHitsOf(conversationId),
  response: { description: "`{ id, title, projectId, projectName, rootNodeId, nodes: [...], merges: [...] }`" },
  run: ({ conversationId }, ctx) => {
    return readTree({ read: "tree", conversationId, reader: callerOf(ctx), packed: null });
  },
});

export const exportConversationOp = defineOperation({
  id: "exportConversation",
  method: "GET",
  path: "/conversations/{conversationId}/export",
  tag: TAG,
  summary: "Export a conversation",
  description:
    "`format=json`: the lossless JSON export (every node, message, policy, inherited reference, merge and " +
    "provenance; it imports back as the same tree). `format=md`: Markdown of the whole tree, or of one " +
    "node's path with `node=ID`. Served as a download.",
  input: z.object({ conversationId: idSchema, ...exportQuerySchema.shape }),
  need: "read",
  access: ({ conversationId }) => ({ conversationId }),
  effect: "read",
  rateLimit: "export",
  response: { description: "The file (application/json or text/markdown).", type: "file" },
  run: async ({ conversationId, format, node }, ctx) =>
    downloadResponse(await exportFileOffThread(conversationId, { format, node }, callerOf(ctx))),
});

export const undoMergeOp = defineOperation({
  id: "undoMerge",
  method: "POST",
  path: "/conversations/{conversationId}/merges/{mergeEventId}/undo",
  tag: TAG,
  summary: "Undo a merge",
  description:
    "Deletes the items a merge inserted and reopens the merged branch, while the parent has not changed since " +
    "(409 conflict:merge_locked otherwise).",
  input: undoMergeSchema,
  need: "write",
  access: ({ conversationId }) => ({ conversationId }),
  effect: "write",
  response: { description: "`{ parentId, childId, removedItems }`" },
  run: (input) => fromAction(undoMergeAction(input)),
});

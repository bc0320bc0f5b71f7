import type { Item, Node } from "./generated/client";
import type { StoredItem, TreeNode } from "@/lib/shared/tree-types";
import { jsonIds } from "./json";
import type { ToolProvenance } from "@/lib/shared/tool-calls";

/** Prisma rows -> the plain objects of lib/tree. */
export function toStoredItem(row: Item): StoredItem {
  return {
    id: row.id,
    nodeId: row.nodeId,
    position: row.position,
    role: row.role,
    content: row.content,
    origin: row.origin,
    refItemId: row.refItemId,
    sourceNodeId: row.sourceNodeId,
    sourceItemIds: jsonIds(row.sourceItemIds),
    status: row.status,
    error: row.error,
    tokenCount: row.tokenCount,
    model: row.model,
    pinned: row.pinned,
    mergeEventId: row.mergeEventId,
    createdAt: row.createdAt.toISOString(),
    ...(row.mediaId ? { mediaId: row.mediaId } : {}),
    tool: (row.tool ?? null) as unknown as ToolProvenance | null,
  };
}

/** The columns every view of a node starts from (a Prisma `select`), and their plain form below. */
export const NODE_BASE_SELECT = {
  id: true,
  parentId: true,
  kind: true,
  status: true,
  title: true,
  branchPointItemId: true,
  inheritPolicy: true,
  toolOutput: true,
} as const;

/** A node as every view shows it: lib/tree's TreeNode without its session and update time. */
export type NodeBase = Omit<TreeNode, "sessionId" | "ownerId" | "updatedAt">;

export function toNodeBase(row: Pick<Node, keyof typeof NODE_BASE_SELECT>): NodeBase {
  return {
    id: row.id,
    parentId: row.parentId,
    kind: row.kind,
    status: row.status,
    title: row.title,
    branchPointItemId: row.branchPointItemId,
    inheritPolicy: row.inheritPolicy,
    ...(row.toolOutput ? { toolOutput: true } : {}),
  };
}

export function toTreeNode(row: Node): TreeNode {
  return {
    ...toNodeBase(row),
    sessionId: row.sessionId,
    ownerId: row.ownerId,
    updatedAt: row.updatedAt.toISOString(),
  };
}

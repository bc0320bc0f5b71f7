import type { StoredItem, TreeNode } from "@/lib/shared/tree-types";

/** Builders for tests of lib/tree: small, explicit trees without a database. */
export function node(id: string, parentId: string | null = null, extra: Partial<TreeNode> = {}): TreeNode {
  return {
    id,
    parentId,
    kind: parentId ? "branch" : "root",
    status: "open",
    title: id,
    branchPointItemId: null,
    inheritPolicy: "none",
    ...extra,
  };
}

export function item(
  id: string,
  nodeId: string,
  position: number,
  content: string,
  extra: Partial<StoredItem> = {},
): StoredItem {
  return {
    id,
    nodeId,
    position,
    role: position % 2 === 1 ? "user" : "assistant",
    content,
    origin: "local",
    refItemId: null,
    sourceNodeId: null,
    sourceItemIds: [],
    status: "complete",
    error: null,
    tokenCount: content.split(/\s+/).filter(Boolean).length,
    model: null,
    pinned: false,
    mergeEventId: null,
    createdAt: "2026-01-01T00:00:00.000Z",
    ...extra,
  };
}

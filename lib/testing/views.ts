import type { NodeViewWithLabels } from "@/lib/chat/node-view";
import type { WindowEntry } from "@/lib/shared/tree-types";

/** A window entry for component tests: a said message of node `nodeId` unless `over` says otherwise. */
export function windowEntry(id: string, content: string, over: Partial<WindowEntry> = {}): WindowEntry {
  return {
    id,
    contentItemId: id,
    nodeId: "n1",
    position: 1,
    role: "user",
    content,
    origin: "local",
    refItemId: null,
    sourceNodeId: null,
    sourceItemIds: [],
    status: "complete",
    error: null,
    tokenCount: 10,
    model: null,
    pinned: false,
    mergeEventId: null,
    createdAt: "2026-11-01T10:00:00.000Z",
    ...over,
  };
}

/**
 * What `["node", id]` holds (GET /api/nodes/:id) for component tests: the node's title and its
 * window; the other fields are what a component under test does not read.
 */
export function nodeView(id: string, title: string, window: WindowEntry[]): NodeViewWithLabels {
  return { node: { id, title }, window, engineLabels: {}, forks: [] } as unknown as NodeViewWithLabels;
}

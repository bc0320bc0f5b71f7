import type { NodeViewWithLabels } from "@/lib/chat/node-view";
import type { WindowEntry } from "@/lib/shared/tree-types";
import { item } from "@/lib/tree/fixtures";

/** A window entry for component tests: a said message of node `nodeId` unless `over` says otherwise. */
export function windowEntry(id: string, content: string, over: Partial<WindowEntry> = {}): WindowEntry {
  return {
    ...item(id, "n1", 1, content, { role: "user", tokenCount: 10, createdAt: "2026-11-01T10:00:00.000Z" }),
    contentItemId: id,
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

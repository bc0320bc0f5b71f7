import type { ConversationTree, TreeCounts } from "@/lib/views/tree-view";
import type { NodeViewWithLabels } from "@/lib/chat/node-view";
import { unpackTree, type PackedTree } from "@/lib/graph/tree-wire";
import { fetchJson, okOrThrow } from "./fetch-json";

/**
 * The keys and fetches of the tree, its counts and a node, apart from TanStack Query's React
 * bindings (lib/query/options.ts wraps them in query options), so that code outside React (the
 * after-answer step, bench/turn.ts) uses the very same.
 */

export const treeKey = (conversationId: string) => ["tree", conversationId] as const;
/** Under the tree's key: whatever refreshes the tree refreshes them. */
export const treeCountsKey = (conversationId: string) => ["tree", conversationId, "counts"] as const;
export const nodeKey = (nodeId: string) => ["node", nodeId] as const;

/**
 * The tree's route as the browser asks for it: packed (lib/graph/tree-wire.ts) and, when the
 * browser can inflate it, gzipped by the route (`next start` does not compress a route handler's
 * JSON, and it is megabytes at 10,000 nodes). The conversation page preloads this very URL.
 */
export function treeUrl(conversationId: string, gzip: boolean): string {
  return `/api/conversations/${conversationId}/tree?packed=${gzip ? "gzip" : "json"}`;
}

export async function fetchTree(conversationId: string): Promise<ConversationTree> {
  // A plain GET, no header of ours: it must match the page's preload of the same URL to be answered by it.
  return unpackTree(await fetchPacked<PackedTree>((gzip) => treeUrl(conversationId, gzip)));
}

/** A packed route's body (the tree's, its counts'): gzipped by the route when the browser can inflate it. */
async function fetchPacked<T>(url: (gzip: boolean) => string): Promise<T> {
  const gzip = typeof DecompressionStream !== "undefined";
  const response = await okOrThrow(await fetch(url(gzip)));
  const body =
    gzip && response.headers.get("x-packed-encoding") === "gzip" && response.body
      ? new Response(response.body.pipeThrough(new DecompressionStream("gzip")))
      : response;
  return (await body.json()) as T;
}

/** A node's message and window-token counts, the first words it branched from and the images it holds, by node id. */
export type NodeCounts = ReadonlyMap<
  string,
  readonly [items: number, tokens: number, branchText?: string, images?: number]
>;

/** Every node's counts, or only `nodeId`'s (absent when the caller may not see it). */
export async function fetchTreeCounts(conversationId: string, nodeId?: string): Promise<NodeCounts> {
  const only = nodeId ? `&node=${encodeURIComponent(nodeId)}` : "";
  const counts = await fetchPacked<TreeCounts>(
    (gzip) => `/api/conversations/${conversationId}/tree/counts?packed=${gzip ? "gzip" : "json"}${only}`,
  );
  const map = new Map<string, readonly [number, number, string?, number?]>();
  for (let i = 0; i < counts.ids.length; i++) {
    const branch = counts.branch?.[i];
    const images = counts.images?.[i];
    map.set(
      counts.ids[i],
      images
        ? [counts.items[i], counts.tokens[i], branch, images]
        : branch
          ? [counts.items[i], counts.tokens[i], branch]
          : [counts.items[i], counts.tokens[i]],
    );
  }
  return map;
}

export function fetchNode(nodeId: string): Promise<NodeViewWithLabels> {
  return fetchJson<NodeViewWithLabels>(`/api/nodes/${nodeId}`);
}

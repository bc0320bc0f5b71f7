import { queryOptions } from "@tanstack/react-query";
import type { FoundNode } from "@/lib/db/queries/conversations";
import type { ConversationTree, TreeCounts } from "@/lib/views/tree-view";
import type { NodeViewWithLabels } from "@/lib/chat/node-view";
import type { KnowledgeView } from "@/lib/knowledge";
import type { ContextReport, NodeMemoryView, UsageSummary } from "@/lib/context/types";
import { unpackTree, type PackedTree } from "@/lib/graph/tree-wire";
import { fetchJson, okOrThrow } from "./fetch-json";
import type { JobView } from "@/lib/jobs/types";

/**
 * TanStack Query option factories: one per entity, shared by server prefetching and client hooks.
 * Query keys: ["tree", conversationId], ["node", nodeId].
 */
export function treeOptions(conversationId: string) {
  return queryOptions({
    queryKey: ["tree", conversationId] as const,
    queryFn: () => fetchTree(conversationId),
  });
}

/**
 * The tree's route as the browser asks for it: packed (lib/graph/tree-wire.ts) and, when the
 * browser can inflate it, gzipped by the route (`next start` does not compress a route handler's
 * JSON, and it is megabytes at 10,000 nodes). The conversation page preloads this very URL.
 */
export function treeUrl(conversationId: string, gzip: boolean): string {
  return `/api/conversations/${conversationId}/tree?packed=${gzip ? "gzip" : "json"}`;
}

async function fetchTree(conversationId: string): Promise<ConversationTree> {
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

/** A node's message and window-token counts, and the first words it branched from, by node id. */
export type NodeCounts = ReadonlyMap<string, readonly [items: number, tokens: number, branchText?: string]>;

/**
 * Each node's counts, which the tree's packed form leaves out (its route answers faster without
 * them): loaded once the graph is up (components/workspace/load-node-counts.tsx). Under the tree's
 * key, so whatever refreshes the tree refreshes them.
 */
export function treeCountsOptions(conversationId: string) {
  return queryOptions({
    queryKey: ["tree", conversationId, "counts"] as const,
    queryFn: async (): Promise<NodeCounts> => {
      const counts = await fetchPacked<TreeCounts>(
        (gzip) => `/api/conversations/${conversationId}/tree/counts?packed=${gzip ? "gzip" : "json"}`,
      );
      const map = new Map<string, readonly [number, number, string?]>();
      for (let i = 0; i < counts.ids.length; i++) {
        const branch = counts.branch?.[i];
        map.set(
          counts.ids[i],
          branch ? [counts.items[i], counts.tokens[i], branch] : [counts.items[i], counts.tokens[i]],
        );
      }
      return map;
    },
  });
}

export function nodeOptions(nodeId: string) {
  return queryOptions({
    queryKey: ["node", nodeId] as const,
    queryFn: () => fetchJson<NodeViewWithLabels>(`/api/nodes/${nodeId}`),
  });
}

export function knowledgeOptions(projectId: string) {
  return queryOptions({
    queryKey: ["knowledge", projectId] as const,
    queryFn: () => fetchJson<KnowledgeView>(`/api/projects/${projectId}/knowledge`),
  });
}

/** A project's background jobs (the Jobs panel). */
export function jobsOptions(projectId: string) {
  return queryOptions({
    queryKey: ["jobs", projectId] as const,
    queryFn: async () => (await fetchJson<{ jobs: JobView[] }>(`/api/projects/${projectId}/jobs`)).jobs,
  });
}

export function contextReportOptions(itemId: string) {
  return queryOptions({
    queryKey: ["context-report", itemId] as const,
    queryFn: () => fetchJson<ContextReport | null>(`/api/items/${itemId}/context`),
    staleTime: Infinity,
  });
}

export function nodeMemoryOptions(nodeId: string) {
  return queryOptions({
    queryKey: ["node", nodeId, "memory"] as const,
    queryFn: () => fetchJson<NodeMemoryView>(`/api/nodes/${nodeId}/memory`),
  });
}

export function usageOptions(scope: { conversationId: string } | { projectId: string }) {
  const query = new URLSearchParams(scope as Record<string, string>).toString();
  return queryOptions({
    queryKey: ["usage", query] as const,
    queryFn: () => fetchJson<UsageSummary>(`/api/usage?${query}`),
  });
}

/** Nodes of a conversation whose messages contain `q` (the graph's find box). */
export function findNodesOptions(conversationId: string, q: string) {
  return queryOptions({
    queryKey: ["tree", conversationId, "find", q] as const,
    queryFn: () => fetchJson<FoundNode[]>(`/api/conversations/${conversationId}/find?q=${encodeURIComponent(q)}`),
    staleTime: 30_000,
  });
}

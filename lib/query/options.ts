import { queryOptions } from "@tanstack/react-query";
export { treeUrl, type NodeCounts } from "./fetchers";
import type { FoundNode } from "@/lib/db/queries/conversations";
import type { KnowledgeView } from "@/lib/knowledge";
import type { ContextReport, NodeMemoryView, UsageSummary } from "@/lib/context/types";
import { fetchJson } from "./fetch-json";
import { fetchNode, fetchTree, fetchTreeCounts, nodeKey, treeCountsKey, treeKey } from "./fetchers";
import type { JobView } from "@/lib/jobs/types";

/**
 * TanStack Query option factories: one per entity, shared by server prefetching and client hooks.
 * Query keys: ["tree", conversationId], ["node", nodeId] (lib/query/fetchers.ts, with the fetches).
 */
export function treeOptions(conversationId: string) {
  return queryOptions({ queryKey: treeKey(conversationId), queryFn: () => fetchTree(conversationId) });
}

/**
 * Each node's counts, which the tree's packed form leaves out (its route answers faster without
 * them): loaded once the graph is up (components/workspace/load-node-counts.tsx). Under the tree's
 * key, so whatever refreshes the tree refreshes them.
 */
export function treeCountsOptions(conversationId: string) {
  return queryOptions({ queryKey: treeCountsKey(conversationId), queryFn: () => fetchTreeCounts(conversationId) });
}

export function nodeOptions(nodeId: string) {
  return queryOptions({ queryKey: nodeKey(nodeId), queryFn: () => fetchNode(nodeId) });
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

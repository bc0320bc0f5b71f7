import { queryOptions } from "@tanstack/react-query";
import type { ConversationTree, FoundNode } from "../db/queries/conversations";
import type { NodeViewWithLabels } from "../chat/node-view";
import type { KnowledgeView } from "../knowledge";
import type { ContextReport, NodeMemoryView, UsageSummary } from "../context/types";
import type { JobView } from "../jobs/types";
import { fetchJson } from "./fetch-json";

/**
 * TanStack Query option factories: one per entity, shared by server prefetching and client hooks.
 * Query keys: ["tree", conversationId], ["node", nodeId].
 */
export function treeOptions(conversationId: string) {
  return queryOptions({
    queryKey: ["tree", conversationId] as const,
    queryFn: () => fetchJson<ConversationTree>(`/api/conversations/${conversationId}/tree`),
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

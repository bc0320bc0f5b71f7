import { queryOptions } from "@tanstack/react-query";
import type { ToolMenu } from "@/lib/tools/tool-menu";
import { fetchJson } from "./fetch-json";

/** The composer's tool menu for a node (GET /api/nodes/:id/tools: the project's servers, from the cache). */
export function toolMenuOptions(nodeId: string) {
  return queryOptions({
    queryKey: ["node", nodeId, "tools"] as const,
    queryFn: () => fetchJson<ToolMenu>(`/api/nodes/${nodeId}/tools`),
    staleTime: 30_000,
  });
}

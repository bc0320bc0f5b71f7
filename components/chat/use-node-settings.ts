"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { getNodeSettingsAction } from "@/lib/actions/get-node-settings";
import { setNodeParamsAction } from "@/lib/actions/set-node-params";
import type { NodeParamsInput } from "@/lib/shared/connections";

/** A node's model and parameters (own and effective), query key ["node-settings", nodeId]. */
export function useNodeSettings(nodeId: string) {
  return useQuery({
    queryKey: ["node-settings", nodeId],
    queryFn: async () => {
      const result = await getNodeSettingsAction({ nodeId });
      if (!result.ok) throw new Error(result.error.message);
      return result.data;
    },
  });
}

/** Saves some of a node's parameters and refreshes what shows them; resolves to an error message or null. */
export function useSetNodeParams(nodeId: string) {
  const queryClient = useQueryClient();
  return async (patch: NodeParamsInput): Promise<string | null> => {
    const result = await setNodeParamsAction({ nodeId, ...patch });
    if (!result.ok) return result.error.message;
    await queryClient.invalidateQueries({ queryKey: ["node-settings", nodeId] });
    return null;
  };
}

import type { QueryClient } from "@tanstack/react-query";
import { nodeKey, treeKey } from "./fetchers";

/**
 * What the browser brings up to date once an answer in a node has ended (complete, stopped or
 * failed): the node's window and the conversation's tree. The chat panel calls it; bench/turn.ts
 * measures what it transfers.
 */
export async function refreshAfterAnswer(
  queryClient: QueryClient,
  { conversationId, nodeId }: { conversationId: string; nodeId: string },
): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: nodeKey(nodeId) }),
    queryClient.invalidateQueries({ queryKey: treeKey(conversationId) }),
  ]);
}

import type { QueryClient } from "@tanstack/react-query";
import type { ConversationTree } from "@/lib/views/tree-view";
import { fetchNode, fetchTreeCounts, nodeKey, treeCountsKey, treeKey, type NodeCounts } from "./fetchers";

/**
 * What the browser brings up to date once an answer in a node has ended (complete, stopped or
 * failed), fetching only what the turn changed, never the conversation's whole tree: the node's
 * window (its saved question and answer replace what streamed) and its counts, applied to the
 * tree's cached data with the node's title (an unnamed node is named after its opening prompt).
 * The chat panel calls it; bench/turn.ts measures what it transfers.
 */
export async function refreshAfterAnswer(
  queryClient: QueryClient,
  { conversationId, nodeId }: { conversationId: string; nodeId: string },
): Promise<void> {
  const [view, counts] = await Promise.all([
    queryClient.fetchQuery({ queryKey: nodeKey(nodeId), queryFn: () => fetchNode(nodeId), staleTime: 0 }),
    fetchTreeCounts(conversationId, nodeId),
  ]);
  queryClient.setQueryData<ConversationTree>(treeKey(conversationId), (tree) =>
    tree?.nodes.some((n) => n.id === nodeId && n.title !== view.node.title)
      ? { ...tree, nodes: tree.nodes.map((n) => (n.id === nodeId ? { ...n, title: view.node.title } : n)) }
      : tree,
  );
  const mine = counts.get(nodeId);
  if (mine)
    queryClient.setQueryData<NodeCounts>(treeCountsKey(conversationId), (all) =>
      all ? new Map(all).set(nodeId, mine) : all,
    );
}

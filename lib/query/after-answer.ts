import type { QueryClient } from "@tanstack/react-query";
import type { ConversationTree } from "@/lib/views/tree-view";
import type { NodeViewWithLabels } from "@/lib/chat/node-view";
import { fetchTreeCounts, nodeKey, treeCountsKey, treeKey, type NodeCounts } from "./fetchers";

/**
 * What the browser brings up to date once an answer in a node has ended (complete, stopped or
 * failed), fetching only what the turn changed, never the conversation's whole tree: the node's
 * queries (its window: its saved question and answer replace what streamed; its memory, which a
 * turn may have folded) and its counts, applied to the tree's cached data with the node's title
 * (an unnamed node is named after its opening prompt).
 * The chat panel calls it; bench/turn.ts measures what it transfers.
 */
export async function refreshAfterAnswer(
  queryClient: QueryClient,
  { conversationId, nodeId }: { conversationId: string; nodeId: string },
): Promise<void> {
  const [, counts] = await Promise.all([
    // The node's own queries (its window, its memory: a turn may have folded), not the tree's.
    queryClient.invalidateQueries({ queryKey: nodeKey(nodeId) }),
    fetchTreeCounts(conversationId, nodeId),
  ]);
  const view = queryClient.getQueryData<NodeViewWithLabels>(nodeKey(nodeId));
  if (!view) return;
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

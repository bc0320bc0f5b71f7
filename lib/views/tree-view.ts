import "server-only";
import {
  getConversationGraphRows,
  type ConversationGraphRows,
  type GraphNodeRow,
} from "@/lib/db/queries/conversations";
import { isUnresolved, nodeCapabilities, type NodeCapabilities } from "@/lib/tree/capabilities";

/** A node of the graph as the browser gets it: no session id of any browser, its state for this one. */
export interface GraphNodeData extends Omit<GraphNodeRow, "sessionId"> {
  /** A volatile aside this browser session does not own (lib/tree/capabilities `isUnresolved`): merge, purge or keep it. */
  unresolved: boolean;
  /** What the node may do (lib/tree/capabilities): every control that offers an operation reads this. */
  caps: NodeCapabilities;
}

export interface ConversationTree extends Omit<ConversationGraphRows, "nodes"> {
  nodes: GraphNodeData[];
}

/**
 * The conversation as a graph for one caller: every node with what that caller may do with it, by
 * the one rule (lib/tree/capabilities). `sessionId` is the caller's browser session (which asides
 * are its own); `canWrite` is false for a project's viewers (no capability at all).
 *
 * @throws AppError("not_found:conversation")
 */
export async function getConversationTree(
  id: string,
  sessionId: string | null = null,
  { canWrite = true }: { canWrite?: boolean } = {},
): Promise<ConversationTree> {
  return treeView(await getConversationGraphRows(id), sessionId, { canWrite });
}

/** The pure part of {@link getConversationTree}: rows and a caller in, the browser's view out. */
export function treeView(
  graph: ConversationGraphRows,
  sessionId: string | null,
  { canWrite = true }: { canWrite?: boolean } = {},
): ConversationTree {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  return {
    ...graph,
    nodes: graph.nodes.map(({ sessionId: owner, ...n }) => {
      const unresolved = isUnresolved({ ...n, sessionId: owner }, sessionId);
      const parent = n.parentId === null ? null : byId.get(n.parentId);
      return { ...n, unresolved, caps: nodeCapabilities({ ...n, unresolved }, { parent, canWrite }) };
    }),
  };
}

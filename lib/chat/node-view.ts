import "server-only";
import { getNodeView, type NodeView } from "../db/queries/nodes";
import { recoverInterruptedAnswers } from "./active-turns";

/** A node with its window, after orphaned "streaming" answers have been marked interrupted. */
export async function loadNodeView(nodeId: string): Promise<NodeView> {
  await recoverInterruptedAnswers(nodeId);
  return getNodeView(nodeId);
}

import "server-only";
import { engineLabel } from "../ai/providers";
import { getNodeView, type NodeView } from "../db/queries/nodes";
import { recoverInterruptedAnswers } from "./active-turns";
import { loadForks, type Fork } from "./forks";

export interface NodeViewWithLabels extends NodeView {
  /** Display names of the engines that wrote this window's answers, by model id. */
  engineLabels: Record<string, string>;
  /** "2 / 3" switchers: where this node's path forks (lib/chat/forks.ts). */
  forks: Fork[];
}

/**
 * A node with its window, after orphaned "streaming" answers have been marked interrupted, and the
 * display name of every engine that answered in it (labels depend on server configuration).
 */
export async function loadNodeView(nodeId: string): Promise<NodeViewWithLabels> {
  await recoverInterruptedAnswers(nodeId);
  const view = await getNodeView(nodeId);
  const models = new Set(view.window.flatMap((e) => (e.model ? [e.model] : [])));
  const forks = await loadForks(view.node, view.window);
  return { ...view, forks, engineLabels: Object.fromEntries([...models].map((m) => [m, engineLabel(m)])) };
}

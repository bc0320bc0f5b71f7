import "server-only";
import { getNode } from "@/lib/db/queries/nodes";
import { getNodeWindow } from "@/lib/views/node-window";
import { getProject } from "@/lib/db/queries/projects";
import { inReadingOrder, toNodeView } from "@/lib/knowledge/describe";
import { treeStats } from "@/lib/memory/nodes";
import { promptEntries } from "@/lib/tree/window";
import { foldedIds } from "./pipeline";
import { budgetsFor } from "./plan";
import { entryTokens } from "@/lib/memory/render";
import { loadAncestorMemories, loadNodeMemory } from "@/lib/memory/node-store";
import type { NodeMemoryView } from "./types";

/**
 * A node's memory for the gauge (window against budget, how much is folded) and the memory
 * browser (the tree's nodes, like the project knowledge tree). Reads only.
 *
 * @throws AppError not_found:node
 */
export async function getNodeMemory(nodeId: string): Promise<NodeMemoryView> {
  const node = await getNode(nodeId);
  const project = await getProject(node.projectId);
  const entries = promptEntries(await getNodeWindow(node.id));
  const [stored, ancestors] = await Promise.all([loadNodeMemory(node.id), loadAncestorMemories(node, entries)]);
  const folded = foldedIds(entries, stored.state, ancestors);
  let windowTokens = 0;
  let foldedTokens = 0;
  for (const e of entries) {
    const tokens = entryTokens(e);
    windowTokens += tokens;
    if (folded.has(e.contentItemId)) foldedTokens += tokens;
  }
  const tree = stored.state.tree;
  return {
    nodeId: node.id,
    treeId: stored.exists ? stored.state.treeId : null,
    rootId: tree.rootId,
    engine: stored.engine,
    budget: budgetsFor(project.contextBudget).budget,
    foldedItems: folded.size,
    foldedThrough: stored.state.foldedThrough,
    windowTokens,
    windowItems: entries.length,
    foldedTokens,
    unfoldedTokens: windowTokens - foldedTokens,
    stats: treeStats(tree),
    nodes: inReadingOrder(tree).map((n) => toNodeView(n)),
    ancestors: ancestors.map((a) => ({ nodeId: a.ownerNodeId, treeId: a.treeId, leaves: treeStats(a.tree).leaves })),
  };
}

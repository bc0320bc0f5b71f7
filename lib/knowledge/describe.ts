import "server-only";
import { findProjectKnowledgeSettings } from "@/lib/db/queries/knowledge";
import { AppError } from "@/lib/errors";
import { treeStats } from "@/lib/memory/nodes";
import type { KnowledgeTree, KtNode } from "@/lib/memory/types";
import { loadProjectTree } from "@/lib/memory/store";
import { cardSummary, nodeLabels } from "./labels";
import { nodeTags } from "./tags";
import { readTaxonomy } from "./taxonomy";
import { listDocuments } from "./documents";
import type { KnowledgeNodeView, KnowledgeView } from "./types";

/**
 * Everything the knowledge page shows about a project: the tree's nodes (root first, depth-first
 * in reading order, leaves with their text and document name), the documents, the taxonomy and
 * the tree's size.
 *
 * @throws AppError not_found:project
 */
export async function describeKnowledge(projectId: string): Promise<KnowledgeView> {
  const project = await findProjectKnowledgeSettings(projectId);
  if (!project) throw new AppError("not_found:project", "That project does not exist (it may have been deleted).");
  const stored = await loadProjectTree(projectId);
  const documents = await listDocuments(projectId);
  const names = new Map(documents.map((d) => [d.id, d.name]));
  const taxonomy = readTaxonomy(project.contentTypes);
  const labels = nodeLabels(stored.tree);
  const tags = nodeTags(stored.tree);

  return {
    treeId: stored.treeId,
    rootId: stored.tree.rootId,
    engine: stored.engine ?? project.model,
    taxonomy: taxonomy.types,
    defaultTaxonomy: taxonomy.isDefault,
    stats: treeStats(stored.tree),
    documents,
    nodes: inReadingOrder(stored.tree).map((n) => ({
      ...toNodeView(n, names),
      label: labels.get(n.id),
      shown: { ...tags.get(n.id)!, summary: cardSummary(n.metadata.summary) },
    })),
  };
}

/** A tree node as the browsers show it; `names` maps document ids to file names (leaves' sources). */
export function toNodeView(node: KtNode, names: ReadonlyMap<string, string> = new Map()): KnowledgeNodeView {
  return {
    id: node.id,
    parentId: node.parentId,
    level: node.level,
    depth: node.depth,
    order: node.order,
    childIds: node.childIds,
    metadata: node.metadata,
    text: node.text ?? null,
    chars: node.chars,
    tokens: node.tokens,
    metadataTokens: node.metadataTokens,
    sourceRef: node.sourceRef ?? null,
    documentName: node.sourceRef ? (names.get(node.sourceRef) ?? null) : null,
    location: node.location ?? null,
  };
}

/** Root first, then depth-first by child order; any node the walk misses (a damaged tree) last. */
export function inReadingOrder(tree: KnowledgeTree): KtNode[] {
  const out: KtNode[] = [];
  const seen = new Set<string>();
  const walk = (id: string) => {
    const node = tree.nodes[id];
    if (!node || seen.has(id)) return;
    seen.add(id);
    out.push(node);
    node.childIds.forEach(walk);
  };
  if (tree.rootId) walk(tree.rootId);
  for (const node of Object.values(tree.nodes)) if (!seen.has(node.id)) out.push(node);
  return out;
}

import { countTokens } from "@/lib/text/count-tokens";
import type { KtEngine } from "./engine";
import { formatMetadata } from "./prompts";
import { emptyMetadata, type KnowledgeTree, type KtMetadata, type KtNode } from "./types";

/** A chunk of source text to become one leaf. */
export type KtChunk = { text: string; sourceRef?: string; location?: string };

/** A new leaf, not yet attached (parentId null, order 0) and not yet summarised. */
export function newLeaf(id: string, chunk: KtChunk): KtNode {
  return {
    id,
    level: "leaf",
    depth: 0,
    parentId: null,
    childIds: [],
    order: 0,
    metadata: emptyMetadata(),
    text: chunk.text,
    chars: chunk.text.length,
    tokens: countTokens(chunk.text),
    metadataTokens: 0,
    ...(chunk.sourceRef === undefined ? {} : { sourceRef: chunk.sourceRef }),
    ...(chunk.location === undefined ? {} : { location: chunk.location }),
  };
}

/** A new branch over `childIds`, sizes and metadata filled in later by {@link refreshInternal}. */
export function newInternal(id: string, depth: number, childIds: string[]): KtNode {
  return {
    id,
    level: "branch",
    depth,
    parentId: null,
    childIds,
    order: 0,
    metadata: emptyMetadata(),
    chars: 0,
    tokens: 0,
    metadataTokens: 0,
  };
}

/** `node` with its metadata set and the metadata's presented size counted. */
export function withMetadata(node: KtNode, metadata: KtMetadata): KtNode {
  return { ...node, metadata, metadataTokens: countTokens(formatMetadata(metadata)) };
}

/**
 * Re-aggregate an internal node from its (already final) children in `nodes`: metadata from the
 * engine (a single child's is copied, no call), sizes summed, level from whether it is the root.
 */
export async function refreshInternal(
  node: KtNode,
  nodes: Record<string, KtNode>,
  engine: KtEngine,
  taxonomy: readonly string[],
  isRoot: boolean,
): Promise<KtNode> {
  const children = node.childIds.map((id) => nodes[id]);
  const level = isRoot ? "root" : "branch";
  const metadata =
    children.length === 1
      ? structuredClone(children[0].metadata)
      : await engine.aggregate(
          children.map((c) => c.metadata),
          taxonomy,
          level,
        );
  const sized = {
    ...node,
    level,
    chars: children.reduce((a, c) => a + c.chars, 0),
    tokens: children.reduce((a, c) => a + c.tokens, 0),
  } satisfies KtNode;
  return withMetadata(sized, metadata);
}

/** Leaves in reading order (left to right). */
export function leavesInOrder(tree: KnowledgeTree): KtNode[] {
  const out: KtNode[] = [];
  const walk = (id: string) => {
    const node = tree.nodes[id];
    if (!node) return;
    if (node.level === "leaf") out.push(node);
    else node.childIds.forEach(walk);
  };
  if (tree.rootId) walk(tree.rootId);
  return out;
}

/** The ids from `id`'s parent up to the root. */
export function ancestorsOf(tree: KnowledgeTree, id: string): string[] {
  const out: string[] = [];
  let parent = tree.nodes[id]?.parentId ?? null;
  while (parent) {
    out.push(parent);
    parent = tree.nodes[parent]?.parentId ?? null;
  }
  return out;
}

/** Counts for reports and the CLI. `depth` is the root's height (0 for an empty tree). */
export function treeStats(tree: KnowledgeTree): {
  leaves: number;
  branches: number;
  depth: number;
  chars: number;
  tokens: number;
} {
  const all = Object.values(tree.nodes);
  const leaves = all.filter((n) => n.level === "leaf");
  const root = tree.rootId ? tree.nodes[tree.rootId] : undefined;
  return {
    leaves: leaves.length,
    branches: all.length - leaves.length - (root ? 1 : 0),
    depth: root?.depth ?? 0,
    chars: leaves.reduce((a, n) => a + n.chars, 0),
    tokens: leaves.reduce((a, n) => a + n.tokens, 0),
  };
}

/**
 * Structural problems of a tree, empty when sound: dangling ids, wrong parent links or orders,
 * leaves not at depth 0, a child not exactly one level below its parent, more than one root.
 */
export function checkTree(tree: KnowledgeTree): string[] {
  const problems: string[] = [];
  const roots = Object.values(tree.nodes).filter((n) => n.parentId === null);
  if (tree.rootId === null) return roots.length === 0 ? [] : ["nodes without a root"];
  if (roots.length !== 1 || roots[0].id !== tree.rootId)
    problems.push(`expected one root ${tree.rootId}, found ${roots.map((r) => r.id).join(", ")}`);
  for (const node of Object.values(tree.nodes)) {
    if ((node.level === "leaf") !== (node.depth === 0))
      problems.push(`${node.id}: level ${node.level} at depth ${node.depth}`);
    if ((node.level === "root") !== (node.id === tree.rootId)) problems.push(`${node.id}: level ${node.level}`);
    node.childIds.forEach((cid, order) => {
      const child = tree.nodes[cid];
      if (!child) return problems.push(`${node.id}: missing child ${cid}`);
      if (child.parentId !== node.id) problems.push(`${cid}: parent ${child.parentId}, expected ${node.id}`);
      if (child.order !== order) problems.push(`${cid}: order ${child.order}, expected ${order}`);
      if (child.depth !== node.depth - 1)
        problems.push(`${cid}: depth ${child.depth} under ${node.id} at ${node.depth}`);
    });
  }
  return problems;
}

/**
 * What to write to persist `after` over `before`: the nodes that are new or whose object changed
 * (build and append share untouched node objects), and the ids that are gone. Write them in one
 * transaction together with the new `rootId`.
 *
 * @example const { upserts, deletes } = diffTrees(stored, (await appendToTree(stored, text, engine)).tree);
 */
export function diffTrees(before: KnowledgeTree, after: KnowledgeTree): { upserts: KtNode[]; deletes: string[] } {
  return {
    upserts: Object.values(after.nodes).filter((n) => before.nodes[n.id] !== n),
    deletes: Object.keys(before.nodes).filter((id) => !(id in after.nodes)),
  };
}

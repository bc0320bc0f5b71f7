import type { TreeNode } from "@/lib/shared/tree-types";

/** Ids of `rootId` and all its descendants, parents before children. */
export function subtreeIds(nodes: Pick<TreeNode, "id" | "parentId">[], rootId: string): string[] {
  const children = childrenIndex(nodes);
  const out: string[] = [];
  const queue = [rootId];
  while (queue.length > 0) {
    const id = queue.shift()!;
    out.push(id);
    queue.push(...(children.get(id) ?? []));
  }
  return out;
}

/** Ancestors of `id`, nearest first (the root last). */
export function ancestorIds(nodes: Pick<TreeNode, "id" | "parentId">[], id: string): string[] {
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const out: string[] = [];
  let current = byId.get(id)?.parentId ?? null;
  while (current && !out.includes(current)) {
    out.push(current);
    current = byId.get(current)?.parentId ?? null;
  }
  return out;
}

/** Child ids of every node, in input order. */
export function childrenIndex(nodes: Pick<TreeNode, "id" | "parentId">[]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const node of nodes) {
    if (!node.parentId) continue;
    const list = index.get(node.parentId) ?? [];
    list.push(node.id);
    index.set(node.parentId, list);
  }
  return index;
}

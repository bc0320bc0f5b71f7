import "server-only";
import { getDb, type Tx } from "@/lib/db/client";
import { insertRows, type Column } from "@/lib/db/bulk-insert";
import { ofTree } from "./knowledge-ask";

// Bulk inserts of an import's new knowledge rows (nodes and passages): see lib/db/bulk-insert.ts.

/** A KnowledgeNode row to insert (JSON columns already as values). */
export type KnowledgeNodeInsert = {
  id: string;
  treeId: string;
  parentId: string | null;
  level: "leaf" | "branch" | "root";
  depth: number;
  order: number;
  childIds: unknown;
  metadata: unknown;
  text: string | null;
  chars: number;
  tokens: number;
  metadataTokens: number;
  sourceRef: string | null;
  location: string | null;
};

const NODE_COLUMNS: Column[] = [
  { name: "id" },
  { name: "treeId" },
  { name: "parentId" },
  { name: "level", pg: '"KnowledgeLevel"' },
  { name: "depth" },
  { name: "order" },
  { name: "childIds", pg: "jsonb" },
  { name: "metadata", pg: "jsonb" },
  { name: "text" },
  { name: "chars" },
  { name: "tokens" },
  { name: "metadataTokens" },
  { name: "sourceRef" },
  { name: "location" },
];

/** Inserts new KnowledgeNode rows. */
export async function insertKnowledgeNodes(tx: Tx, rows: KnowledgeNodeInsert[]): Promise<void> {
  await insertRows(
    tx,
    "KnowledgeNode",
    NODE_COLUMNS,
    rows.map((r) => [
      r.id,
      r.treeId,
      r.parentId,
      r.level,
      r.depth,
      r.order,
      JSON.stringify(r.childIds ?? []),
      JSON.stringify(r.metadata ?? {}),
      r.text,
      r.chars,
      r.tokens,
      r.metadataTokens,
      r.sourceRef,
      r.location,
    ]),
  );
}

/** A KnowledgePassage row to insert. */
export type KnowledgePassageInsert = {
  id: string;
  treeId: string;
  leafId: string;
  ord: number;
  kind: string;
  text: string;
  headings: string[];
  row: number | null;
  searchText: string;
};

const PASSAGE_COLUMNS: Column[] = [
  { name: "id" },
  { name: "treeId" },
  { name: "leafId" },
  { name: "ord" },
  { name: "kind" },
  { name: "text" },
  { name: "headings", pg: "jsonb" },
  { name: "row" },
  { name: "searchText" },
];

/** Inserts passages of new leaves (the SQLite trigger fills the FTS5 table; PostgreSQL's GIN index follows). */
export async function insertKnowledgePassagesBulk(tx: Tx, rows: KnowledgePassageInsert[]): Promise<void> {
  await insertRows(
    tx,
    "KnowledgePassage",
    PASSAGE_COLUMNS,
    rows.map((r) => [r.id, r.treeId, r.leafId, r.ord, r.kind, r.text, JSON.stringify(r.headings), r.row, r.searchText]),
  );
}

/**
 * The KnowledgeNode rows of a tree without leaf texts (`text` null): what an append or a removal
 * needs (structure and metadata) at a fraction of the memory of the whole tree.
 */
export async function listKnowledgeNodesWithoutText(treeId: string, tx: Tx = getDb()) {
  const rows = await tx.knowledgeNode.findMany({
    where: { treeId },
    select: {
      id: true,
      treeId: true,
      parentId: true,
      level: true,
      depth: true,
      order: true,
      childIds: true,
      metadata: true,
      chars: true,
      tokens: true,
      metadataTokens: true,
      sourceRef: true,
      location: true,
    },
  });
  return rows.map((r) => ({ ...r, text: null }));
}

const NO_TEXT = { text: true } as const;

/**
 * The part of a tree an append reads, without leaf texts: the right edge from the root down and
 * every child of a node on it (lib/knowledge/grow-tree `appendNeighbourhood`), in one query per
 * level instead of a read of every node.
 */
export async function listAppendEdge(treeId: string, rootId: string, tx: Tx = getDb()) {
  const out = [];
  let next: string | null = rootId;
  const root = await tx.knowledgeNode.findFirst({ where: { id: rootId, treeId }, omit: NO_TEXT });
  if (!root) return [];
  out.push(root);
  for (let node = root; node.level !== "leaf";) {
    const ids = Array.isArray(node.childIds) ? (node.childIds as string[]) : [];
    if (ids.length === 0) break;
    const children = ofTree(treeId, await tx.knowledgeNode.findMany({ where: { id: { in: ids } }, omit: NO_TEXT }));
    out.push(...children);
    next = ids[ids.length - 1];
    const last = children.find((c) => c.id === next);
    if (!last) break;
    node = last;
  }
  return out.map((r) => ({ ...r, text: null }));
}

/** A tree's leaf and branch counts (branches without the root) and its root's depth. */
export async function countTreeNodes(treeId: string, rootId: string | null, tx: Tx = getDb()) {
  const [leaves, all, root] = await Promise.all([
    tx.knowledgeNode.count({ where: { treeId, level: "leaf" } }),
    tx.knowledgeNode.count({ where: { treeId } }),
    rootId ? tx.knowledgeNode.findUnique({ where: { id: rootId }, select: { depth: true } }) : null,
  ]);
  return { leaves, branches: all - leaves - (root ? 1 : 0), depth: root?.depth ?? 0 };
}

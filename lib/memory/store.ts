import "server-only";
import { insertKnowledgeNodes, insertKnowledgePassagesBulk } from "@/lib/db/queries/knowledge-bulk";
import { passageSearchText, type TreePassage } from "./passage-index";
import { newLeafPassages } from "./new-passages";
import type { Tx } from "@/lib/db/client";
import { jsonIds, toJson } from "@/lib/db/json";
import type { KnowledgeNode as NodeRow } from "@/lib/db/generated/client";
import { findProjectTreeRow, listKnowledgeNodes, writeKnowledgeTreeChanges } from "@/lib/db/queries/knowledge";
import { diffTrees } from "./nodes";
import { emptyMetadata, emptyTree, ktMetadataSchema, type KnowledgeTree, type KtMetadata, type KtNode } from "./types";

/**
 * Persistence of a project's knowledge tree: KnowledgeNode rows <-> the plain `KnowledgeTree` of
 * lib/memory. Nodes are stored flat (childIds in a Json column); the tree is rebuilt in memory.
 */

/** A project's tree as stored, with what a writer needs to detect a concurrent change. */
export type StoredTree = {
  treeId: string | null;
  tree: KnowledgeTree;
  engine: string | null;
  /** The tree row's updatedAt (ms), null while the project has no tree row. */
  version: number | null;
};

/** The project's tree with its row's version; an empty tree when nothing was imported yet. */
export async function loadProjectTree(projectId: string, tx?: Tx): Promise<StoredTree> {
  const row = await findProjectTreeRow(projectId, tx);
  if (!row) return { treeId: null, tree: emptyTree(), engine: null, version: null };
  return {
    treeId: row.id,
    tree: { nodes: await loadNodes(row.id, tx), rootId: row.rootId },
    engine: row.engine,
    version: row.updatedAt.getTime(),
  };
}

/** The nodes of a stored tree (project or node memory), by id. */
export async function loadNodes(treeId: string, tx?: Tx): Promise<Record<string, KtNode>> {
  const rows = await listKnowledgeNodes(treeId, tx);
  const nodes: Record<string, KtNode> = {};
  for (const r of rows) nodes[r.id] = fromRow(r);
  return nodes;
}

/**
 * A project's knowledge tree, rebuilt from its rows. `treeId` is null (and the tree empty) until
 * the first import. Pass `tx` to read inside a transaction.
 *
 * @example const { tree } = await getProjectTree(projectId); navigateTree(tree, question, engine);
 */
export async function getProjectTree(
  projectId: string,
  tx?: Tx,
): Promise<{ treeId: string | null; tree: KnowledgeTree }> {
  const { treeId, tree } = await loadProjectTree(projectId, tx);
  return { treeId, tree };
}

/**
 * Writes `after` over `before` inside `tx`: new nodes created, changed nodes updated (build and
 * append share untouched node objects, so only those are written), removed nodes deleted, and the
 * tree row's root and engine set.
 */
export async function saveTreeDiff(
  tx: Tx,
  treeId: string,
  before: KnowledgeTree,
  after: KnowledgeTree,
  engine: string,
  /** The new leaves' passages when the caller cut them already (an import's worker thread). */
  passages?: TreePassage[],
  /** Document names by a leaf's sourceRef (a document id): the name, not the id, is searched. */
  names?: ReadonlyMap<string, string>,
): Promise<void> {
  const { upserts, deletes } = diffTrees(before, after);
  const created = upserts.filter((n) => !(n.id in before.nodes));
  const updated = upserts.filter((n) => n.id in before.nodes);
  // New rows as plain multi-row inserts (knowledge-bulk.ts: Prisma's createMany costs ~1 s per MB).
  await insertKnowledgeNodes(
    tx,
    created.map((n) => toRow(n, treeId)),
  );
  await writeKnowledgeTreeChanges(tx, treeId, {
    created: [],
    // A node's text never changes once written, and a tree may be loaded without leaf texts
    // (loadProjectSkeleton): an update never writes it.
    updated: updated.map((n) => {
      const { text: _text, ...row } = toRow(n, treeId);
      return row;
    }),
    deleted: deletes,
    rootId: after.rootId,
    engine,
  });
  // New leaves' passages, for the flat full-text search of asks (their heading paths as the tree's index carries them).
  const fresh = new Set(created.filter((n) => n.level === "leaf").map((n) => n.id));
  if (fresh.size > 0)
    await insertKnowledgePassagesBulk(
      tx,
      (passages ?? newLeafPassages(after, fresh)).map((p) => ({
        id: p.id,
        treeId,
        leafId: p.leafId,
        ord: Number(p.id.slice(p.id.lastIndexOf(":") + 1)),
        kind: p.kind,
        text: p.text,
        headings: p.headings,
        row: p.row ?? null,
        searchText: passageSearchText({ ...p, sourceRef: (p.sourceRef && names?.get(p.sourceRef)) || p.sourceRef }),
      })),
    );
}

/** A node as a row of `treeId`. */
export function toRow(node: KtNode, treeId: string) {
  return {
    id: node.id,
    treeId,
    parentId: node.parentId,
    level: node.level,
    depth: node.depth,
    order: node.order,
    childIds: node.childIds,
    metadata: toJson(node.metadata),
    text: node.text ?? null,
    chars: node.chars,
    tokens: node.tokens,
    metadataTokens: node.metadataTokens,
    sourceRef: node.sourceRef ?? null,
    location: node.location ?? null,
  };
}

/** A row as a node; malformed metadata becomes empty metadata, a malformed id list no children, rather than a crash. */
export function fromRow(row: NodeRow): KtNode {
  return {
    id: row.id,
    level: row.level,
    depth: row.depth,
    parentId: row.parentId,
    childIds: jsonIds(row.childIds),
    order: row.order,
    metadata: parseMetadata(row.metadata),
    ...(row.text === null ? {} : { text: row.text }),
    chars: row.chars,
    tokens: row.tokens,
    metadataTokens: row.metadataTokens,
    ...(row.sourceRef === null ? {} : { sourceRef: row.sourceRef }),
    ...(row.location === null ? {} : { location: row.location }),
  };
}

function parseMetadata(value: NodeRow["metadata"]): KtMetadata {
  const parsed = ktMetadataSchema.safeParse(value);
  return parsed.success ? parsed.data : emptyMetadata();
}

import "server-only";
import { randomUUID } from "node:crypto";
import { getDb, type Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { AppError } from "@/lib/errors";
import { loadNodes, saveTreeDiff } from "@/lib/knowledge/store";
import { emptyTree, type KnowledgeTree } from "@/lib/kt/types";
import type { AncestorMemory, MemoryState } from "./pipeline";
import { serialisePrompt } from "./plan";
import { restrictTree } from "./recall";
import type { PromptEntry } from "./render";
import type { ContextReport } from "./types";

/**
 * Persistence of conversation nodes' memory trees (KnowledgeTree kind "node", one per node, made on
 * its first fold). Rows <-> trees go through lib/knowledge/store (`loadNodes`, `saveTreeDiff`), the
 * same code as the project's tree.
 */

/** A tree by its row id, rebuilt from its KnowledgeNode rows. */
export async function loadTree(treeId: string, db: Tx = getDb()): Promise<KnowledgeTree> {
  const [row, nodes] = await Promise.all([
    db.knowledgeTree.findUnique({ where: { id: treeId }, select: { rootId: true } }),
    loadNodes(treeId, db),
  ]);
  return row ? { nodes, rootId: row.rootId } : emptyTree();
}

/** A node's memory as stored, with the row's version (updatedAt) to detect a concurrent fold. */
export interface StoredMemory {
  exists: boolean;
  version: number | null;
  engine: string | null;
  state: MemoryState;
}

/** The node's memory tree and fold state; an empty memory (with the id its row will get) when none. */
export async function loadNodeMemory(nodeId: string, db: Tx = getDb()): Promise<StoredMemory> {
  const row = await db.knowledgeTree.findUnique({ where: { ownerNodeId: nodeId } });
  if (!row)
    return {
      exists: false,
      version: null,
      engine: null,
      state: { treeId: randomUUID(), tree: emptyTree(), foldedThrough: null, foldedItems: 0 },
    };
  return {
    exists: true,
    version: row.updatedAt.getTime(),
    engine: row.engine,
    state: {
      treeId: row.id,
      tree: await loadTree(row.id, db),
      foldedThrough: row.foldedThrough,
      foldedItems: row.foldedItems,
    },
  };
}

/**
 * The memory trees a node may recall from besides its own: while a node inherited `full`, its
 * parent's tree (and up the chain), each restricted to leaves whose items this node inherited.
 * Never a sibling's tree, never the parent's later items.
 */
export async function loadAncestorMemories(
  node: { id: string; conversationId: string; parentId: string | null; inheritPolicy: string },
  entries: PromptEntry[],
  db: Tx = getDb(),
): Promise<AncestorMemory[]> {
  if (node.inheritPolicy !== "full" || !node.parentId) return [];
  const allowed = new Set(entries.filter((e) => e.origin === "inherited").map((e) => e.contentItemId));
  if (allowed.size === 0) return [];
  const nodes = await db.node.findMany({
    where: { conversationId: node.conversationId },
    select: { id: true, parentId: true, inheritPolicy: true },
  });
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const chain: string[] = [];
  for (
    let child = byId.get(node.id);
    child?.parentId && child.inheritPolicy === "full";
    child = byId.get(child.parentId)
  )
    chain.push(child.parentId);
  if (chain.length === 0) return [];
  const rows = await db.knowledgeTree.findMany({ where: { ownerNodeId: { in: chain }, rootId: { not: null } } });
  const out: AncestorMemory[] = [];
  for (const ownerNodeId of chain) {
    const row = rows.find((r) => r.ownerNodeId === ownerNodeId);
    if (!row) continue;
    const tree = await restrictTree(await loadTree(row.id, db), allowed);
    if (tree.rootId) out.push({ treeId: row.id, ownerNodeId, tree });
  }
  return out;
}

/** The serialised prompt of the node's latest turn (its last answer's report), or null. */
export async function previousPrompt(nodeId: string, db: Tx = getDb()): Promise<string | null> {
  const last = await db.item.findFirst({
    where: { nodeId, role: "assistant", origin: "local", contextReport: { not: Prisma.DbNull } },
    orderBy: { position: "desc" },
    select: { contextReport: true },
  });
  if (!last?.contextReport) return null;
  try {
    return serialisePrompt(last.contextReport as unknown as ContextReport);
  } catch {
    return null;
  }
}

/**
 * Saves a fold in one transaction: the tree row (created on the first fold), the new and changed
 * tree nodes, the root, foldedThrough and foldedItems. Refuses with conflict:memory_changed when
 * another fold of the same node was saved since `before` was loaded; nothing is written then.
 */
export async function saveNodeMemory(input: {
  projectId: string;
  nodeId: string;
  before: StoredMemory;
  after: MemoryState;
  engine: string;
}): Promise<void> {
  const { before, after } = input;
  await getDb().$transaction(async (tx) => {
    const row = await tx.knowledgeTree.findUnique({ where: { ownerNodeId: input.nodeId } });
    const unchanged = before.exists
      ? row?.id === after.treeId && row.updatedAt.getTime() === before.version
      : row === null;
    if (!unchanged)
      throw new AppError(
        "conflict:memory_changed",
        "This node's memory changed while the prompt was assembled; try again.",
      );
    if (!before.exists) {
      await tx.knowledgeTree.create({
        data: {
          id: after.treeId,
          projectId: input.projectId,
          kind: "node",
          ownerNodeId: input.nodeId,
          engine: input.engine,
        },
      });
    }
    await saveTreeDiff(tx, after.treeId, before.state.tree, after.tree, input.engine);
    await tx.knowledgeTree.update({
      where: { id: after.treeId },
      data: { foldedThrough: after.foldedThrough, foldedItems: after.foldedItems },
    });
  });
}

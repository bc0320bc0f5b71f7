import "server-only";
import { randomUUID } from "node:crypto";
import { transaction, type Tx } from "@/lib/db/client";
import { findKnowledgeTree } from "@/lib/db/queries/knowledge";
import {
  createNodeMemoryTree,
  findNodeMemoryTree,
  findNodeMemoryTrees,
  listInheritanceLinks,
  listRootedMemoryTrees,
  setFoldProgress,
  type NodeMemoryTreeRow,
} from "@/lib/db/queries/node-memory";
import { AppError } from "@/lib/errors";
import { loadNodes, saveTreeDiff } from "./store";
import { emptyTree, type KnowledgeTree } from "./types";
import { restrictTree } from "./recall";
import type { PromptEntry } from "./render";

/** A node's own memory: its tree and how far its window is folded. */
export interface MemoryState {
  /** The tree row's id (for a node without one yet: the id its row will get on the first fold). */
  treeId: string;
  tree: KnowledgeTree;
  foldedThrough: number | null;
  foldedItems: number;
}

/** An ancestor's memory, already restricted to what this node inherited (`restrictTree`). */
export interface AncestorMemory {
  treeId: string;
  ownerNodeId: string;
  tree: KnowledgeTree;
}

/**
 * Persistence of conversation nodes' memory trees (KnowledgeTree kind "node", one per node, made on
 * its first fold). Rows <-> trees go through ./store.ts (`loadNodes`, `saveTreeDiff`), the
 * same code as the project's tree.
 */

/** A tree by its row id, rebuilt from its KnowledgeNode rows. */
export async function loadTree(treeId: string, tx?: Tx): Promise<KnowledgeTree> {
  const [row, nodes] = await Promise.all([findKnowledgeTree(treeId, tx), loadNodes(treeId, tx)]);
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
export async function loadNodeMemory(nodeId: string, tx?: Tx): Promise<StoredMemory> {
  return storedMemory(await findNodeMemoryTree(nodeId, tx), tx);
}

/** {@link loadNodeMemory} of several nodes, their tree rows read in one query; by node id. */
export async function loadNodeMemories(nodeIds: string[], tx?: Tx): Promise<Map<string, StoredMemory>> {
  const rows = await findNodeMemoryTrees(nodeIds, tx);
  const memories = await Promise.all(
    nodeIds.map((id) => storedMemory(rows.find((row) => row.ownerNodeId === id) ?? null, tx)),
  );
  return new Map(nodeIds.map((id, i) => [id, memories[i]]));
}

/** The memory of a node that has none yet (no tree row: nothing was ever folded there). */
export function emptyNodeMemory(): StoredMemory {
  return {
    exists: false,
    version: null,
    engine: null,
    state: { treeId: randomUUID(), tree: emptyTree(), foldedThrough: null, foldedItems: 0 },
  };
}

async function storedMemory(row: NodeMemoryTreeRow | null, tx?: Tx): Promise<StoredMemory> {
  if (!row) return emptyNodeMemory();
  return {
    exists: true,
    version: row.updatedAt.getTime(),
    engine: row.engine,
    state: {
      treeId: row.id,
      tree: await loadTree(row.id, tx),
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
  tx?: Tx,
): Promise<AncestorMemory[]> {
  if (node.inheritPolicy !== "full" || !node.parentId) return [];
  const allowed = new Set(entries.filter((e) => e.origin === "inherited").map((e) => e.contentItemId));
  if (allowed.size === 0) return [];
  const nodes = await listInheritanceLinks(node.conversationId, tx);
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const chain: string[] = [];
  for (
    let child = byId.get(node.id);
    child?.parentId && child.inheritPolicy === "full";
    child = byId.get(child.parentId)
  )
    chain.push(child.parentId);
  if (chain.length === 0) return [];
  const rows = await listRootedMemoryTrees(chain, tx);
  const out: AncestorMemory[] = [];
  for (const ownerNodeId of chain) {
    const row = rows.find((r) => r.ownerNodeId === ownerNodeId);
    if (!row) continue;
    const tree = await restrictTree(await loadTree(row.id, tx), allowed);
    if (tree.rootId) out.push({ treeId: row.id, ownerNodeId, tree });
  }
  return out;
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
  await transaction(async (tx) => {
    const row = await findNodeMemoryTree(input.nodeId, tx);
    const unchanged = before.exists
      ? row?.id === after.treeId && row.updatedAt.getTime() === before.version
      : row === null;
    if (!unchanged)
      throw new AppError(
        "conflict:memory_changed",
        "This node's memory changed while the prompt was assembled; try again.",
      );
    if (!before.exists) {
      await createNodeMemoryTree(tx, {
        id: after.treeId,
        projectId: input.projectId,
        ownerNodeId: input.nodeId,
        engine: input.engine,
      });
    }
    await saveTreeDiff(tx, after.treeId, before.state.tree, after.tree, input.engine);
    await setFoldProgress(tx, after.treeId, { foldedThrough: after.foldedThrough, foldedItems: after.foldedItems });
  });
}

import "server-only";
import { getDb, type Tx } from "@/lib/db/client";
import { newRowId } from "@/lib/db/ids";
import { toJson } from "@/lib/db/json";
import type { ToolProvenance } from "@/lib/shared/tool-calls";
import type { MergeMode, MergePlacement, NodeStatus, Role } from "@/lib/shared/tree-types";

/**
 * The reads and writes of a merge and its undo (lib/tree-ops/merge.ts), each inside the caller's
 * transaction where one is given; what is allowed is decided there (lib/tree/merge, canUndoMerge).
 */

/** Merged items per insert statement (SQLite's and PostgreSQL's parameter limits stay far off). */
const INSERT_BATCH = 200;

/** A node's parent id; null for a root or a node that does not exist. */
export async function findParentId(nodeId: string, tx: Tx = getDb()): Promise<string | null> {
  const node = await tx.node.findUnique({ where: { id: nodeId }, select: { parentId: true } });
  return node?.parentId ?? null;
}

/** A node's children that are still open (a node with open children cannot be merged). */
export async function listOpenChildren(nodeId: string, tx: Tx = getDb()): Promise<{ id: string; title: string }[]> {
  return tx.node.findMany({ where: { parentId: nodeId, status: "open" }, select: { id: true, title: true } });
}

/** One item a merge inserts into the parent, with its provenance in the child. */
export interface NewMergedItem {
  position: number;
  role: Role;
  content: string;
  tokenCount: number;
  sourceItemIds: string[];
  /** An image item's stored file (lib/media), carried up with it. */
  mediaId?: string;
  /** A tool item's call and provenance (role "tool"), carried up with it. */
  tool?: ToolProvenance;
}

export interface NewMerge {
  parentId: string;
  childId: string;
  mode: MergeMode;
  placement: MergePlacement;
  inserts: NewMergedItem[];
}

/**
 * Records a merge: the merge event, the parent's inserted items (origin "merged", pointing at the
 * child and the event) and the child marked merged. Returns the event's id and the items' ids.
 */
export async function insertMerge(
  tx: Tx,
  merge: NewMerge,
): Promise<{ mergeEventId: string; insertedItemIds: string[] }> {
  const { revision } = await bumpRevision(tx, merge.parentId);
  const event = await tx.mergeEvent.create({
    data: {
      parentId: merge.parentId,
      childId: merge.childId,
      mode: merge.mode,
      placement: merge.placement,
      parentRevision: revision,
    },
  });
  // In bulk, ids made here (a 1 MB tool result merges as a few hundred parts: one statement each
  // held the merge's transaction for over a second).
  const rows = merge.inserts.map((ins) => ({
    id: newRowId(),
    nodeId: merge.parentId,
    position: ins.position,
    role: ins.role,
    content: ins.content,
    origin: "merged" as const,
    sourceNodeId: merge.childId,
    sourceItemIds: ins.sourceItemIds,
    tokenCount: ins.tokenCount,
    mergeEventId: event.id,
    mediaId: ins.mediaId ?? null,
    ...(ins.tool ? { tool: toJson(ins.tool) } : {}),
  }));
  for (let i = 0; i < rows.length; i += INSERT_BATCH)
    await tx.item.createMany({ data: rows.slice(i, i + INSERT_BATCH) });
  const insertedItemIds = rows.map((r) => r.id);
  await tx.node.update({ where: { id: merge.childId }, data: { status: "merged" } });
  return { mergeEventId: event.id, insertedItemIds };
}

export interface StoredMerge {
  id: string;
  parentId: string;
  childId: string;
  createdAt: Date;
  undoneAt: Date | null;
  parentStatus: NodeStatus;
  /** The parent's revision the merge left (null: a merge made before revisions were recorded). */
  parentRevision: number | null;
}

/** Counts one more addition under a node (Node.revision): returns the new revision. */
export async function bumpRevision(tx: Tx, nodeId: string): Promise<{ revision: number }> {
  return tx.node.update({ where: { id: nodeId }, data: { revision: { increment: 1 } }, select: { revision: true } });
}

/** A merge event with its parent's status; null when it does not exist. */
export async function findMerge(tx: Tx, mergeEventId: string): Promise<StoredMerge | null> {
  const event = await tx.mergeEvent.findUnique({ where: { id: mergeEventId }, include: { parent: true } });
  if (!event) return null;
  return {
    id: event.id,
    parentId: event.parentId,
    childId: event.childId,
    createdAt: event.createdAt,
    undoneAt: event.undoneAt,
    parentStatus: event.parent.status,
    parentRevision: event.parentRevision,
  };
}

/**
 * What changed in a merge's parent since the merge: items written there other than the merge's
 * own, children created, and merges (not undone) made into it. By the parent's revision, which
 * counts each of them (a change in the same millisecond as the merge is one too); for a merge made
 * before revisions were recorded, by the rows' times.
 */
export async function countChangesSinceMerge(
  tx: Tx,
  merge: Pick<StoredMerge, "id" | "parentId" | "createdAt" | "parentRevision">,
): Promise<{ laterParentItems: number; laterChildren: number; laterMerges: number; laterChanges: number }> {
  if (merge.parentRevision !== null) {
    // Read under the caller's lock on the parent: nothing can be added to it meanwhile.
    const { revision } = await tx.node.findUniqueOrThrow({ where: { id: merge.parentId }, select: { revision: true } });
    return { laterParentItems: 0, laterChildren: 0, laterMerges: 0, laterChanges: revision - merge.parentRevision };
  }
  const [laterParentItems, laterChildren, laterMerges] = await Promise.all([
    // Not `NOT: { mergeEventId }`: Prisma's NOT leaves out rows where the column is null, which
    // would hide every ordinary message written to the parent since the merge.
    tx.item.count({
      where: {
        nodeId: merge.parentId,
        createdAt: { gt: merge.createdAt },
        OR: [{ mergeEventId: null }, { mergeEventId: { not: merge.id } }],
      },
    }),
    tx.node.count({ where: { parentId: merge.parentId, createdAt: { gt: merge.createdAt } } }),
    tx.mergeEvent.count({ where: { parentId: merge.parentId, createdAt: { gt: merge.createdAt }, undoneAt: null } }),
  ]);
  return { laterParentItems, laterChildren, laterMerges, laterChanges: 0 };
}

/**
 * Reverts a merge: deletes the items it inserted, marks the event undone and reopens the child.
 * Returns how many items it removed.
 */
export async function revertMerge(
  tx: Tx,
  merge: Pick<StoredMerge, "id" | "childId" | "parentId" | "parentRevision">,
): Promise<number> {
  const { count } = await tx.item.deleteMany({ where: { mergeEventId: merge.id } });
  await tx.mergeEvent.update({ where: { id: merge.id }, data: { undoneAt: new Date() } });
  await tx.node.update({ where: { id: merge.childId }, data: { status: "open" } });
  // Nothing was added since (Undo's rule): the parent is back as the merge found it, and so is its
  // revision, so an earlier merge into it may be undone in turn.
  if (merge.parentRevision !== null)
    await tx.node.update({ where: { id: merge.parentId }, data: { revision: merge.parentRevision - 1 } });
  return count;
}

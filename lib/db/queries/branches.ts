import "server-only";
import type { Tx } from "@/lib/db/client";
import type { InheritPolicy, NodeKind, Role } from "@/lib/shared/tree-types";

/**
 * The writes of a new branch (lib/tree-ops/create-branch.ts): its node row and the items it
 * inherits, each inside the caller's transaction.
 */

export interface NewBranchNode {
  conversationId: string;
  parentId: string;
  kind: Extract<NodeKind, "branch" | "volatile">;
  title: string;
  /** The parent's entry the branch starts after; null: from the very start. */
  branchPointItemId: string | null;
  inheritPolicy: InheritPolicy;
  /** A volatile aside's browser session; null for a branch. */
  sessionId: string | null;
}

/** Inserts a branch's node row. */
export async function insertBranchNode(tx: Tx, node: NewBranchNode): Promise<{ id: string }> {
  return tx.node.create({
    data: {
      conversationId: node.conversationId,
      parentId: node.parentId,
      kind: node.kind,
      title: node.title,
      branchPointItemId: node.branchPointItemId,
      inheritPolicy: node.inheritPolicy,
      sessionId: node.sessionId,
    },
    select: { id: true },
  });
}

/** The compressed policy's inherited note, as stored: an inherited item with its own text. */
export interface NewInheritedNote {
  position: number;
  content: string;
  sourceNodeId: string;
  sourceItemIds: string[];
  tokenCount: number;
}

/** Inserts the note a branch inherits (compressed policy). */
export async function insertInheritedNote(
  tx: Tx,
  nodeId: string,
  note: NewInheritedNote,
): Promise<{ id: string; tokenCount: number }> {
  return tx.item.create({
    data: {
      nodeId,
      position: note.position,
      role: "note",
      content: note.content,
      origin: "inherited",
      sourceNodeId: note.sourceNodeId,
      sourceItemIds: note.sourceItemIds,
      tokenCount: note.tokenCount,
    },
    select: { id: true, tokenCount: true },
  });
}

/** An inherited reference to a parent's item (the text stays in the referenced item). */
export interface NewInheritedRef {
  position: number;
  role: Role;
  refItemId: string;
  sourceNodeId: string;
  sourceItemIds: string[];
  tokenCount: number;
}

/** Inserts the references a branch inherits, in one statement. */
export async function insertInheritedRefs(tx: Tx, nodeId: string, refs: NewInheritedRef[]): Promise<void> {
  if (refs.length === 0) return;
  await tx.item.createMany({
    data: refs.map((ref) => ({
      nodeId,
      position: ref.position,
      role: ref.role,
      origin: "inherited",
      refItemId: ref.refItemId,
      sourceNodeId: ref.sourceNodeId,
      sourceItemIds: ref.sourceItemIds,
      tokenCount: ref.tokenCount,
    })),
  });
}

/** Sets a node's branch point to "the start" (null): it branched before its parent's first entry. */
export async function clearBranchPoint(tx: Tx, nodeId: string): Promise<void> {
  await tx.node.update({ where: { id: nodeId }, data: { branchPointItemId: null } });
}

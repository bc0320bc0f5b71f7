import "server-only";
import type { Tx } from "@/lib/db/client";
import type { Node } from "@/lib/db/generated/client";
import { newRowId } from "@/lib/db/ids";
import type { InheritPolicy, NodeKind, Role } from "@/lib/shared/tree-types";
import type { NodeTarget } from "./fanouts";
import type { LocalItemRow } from "./items";

/**
 * The writes of new branches (lib/tree-ops/create-branch.ts): their node rows and the items they
 * inherit, each inside the caller's transaction.
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
  /** A volatile aside's account (lib/tree/capabilities `maySeeAside`); null for a branch. */
  ownerId: string | null;
  /** Siblings created together get increasing times, so that lists by creation time keep their order. */
  createdAt: Date;
  /** A fan-out target's marks (its fan-out, model and system prompt); none for an ordinary branch. */
  target?: NodeTarget;
}

/**
 * Inserts branches' node rows in one statement; returns the rows in the order given. A branch
 * inherits its parent's model and parameters (model, system prompt, temperature, maximum output)
 * as they are now; a fan-out target's own model or system prompt replaces the inherited one.
 */
export async function insertBranchNodes(tx: Tx, nodes: NewBranchNode[]): Promise<Node[]> {
  // Our own ids: the order of the rows a multi-row insert returns is not guaranteed.
  const ids = nodes.map(() => newRowId());
  const parents = await tx.node.findMany({
    where: { id: { in: [...new Set(nodes.map((n) => n.parentId))] } },
    select: { id: true, model: true, systemPrompt: true, temperature: true, maxOutputTokens: true },
  });
  const params = new Map(parents.map(({ id, ...inherited }) => [id, inherited]));
  const rows = await tx.node.createManyAndReturn({
    data: nodes.map(({ target, ...node }, i) => {
      const inherited = params.get(node.parentId);
      return {
        id: ids[i],
        ...node,
        ...inherited,
        fanoutId: target?.fanoutId ?? null,
        model: target?.model ?? inherited?.model ?? null,
        systemPrompt: target?.systemPrompt ?? inherited?.systemPrompt ?? null,
      };
    }),
  });
  // Each parent counts its new children (Node.revision: merge Undo's order).
  const parentIds = [...new Set(nodes.flatMap((n) => (n.parentId ? [n.parentId] : [])))];
  if (parentIds.length)
    await tx.node.updateMany({ where: { id: { in: parentIds } }, data: { revision: { increment: 1 } } });
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.map((id) => byId.get(id)!);
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

/**
 * Inserts the references new branches inherit (each naming its branch) and their opening items of
 * their own ({@link localItemRows}), in one statement.
 */
export async function insertBranchItems(
  tx: Tx,
  refs: (NewInheritedRef & { nodeId: string })[],
  opening: LocalItemRow[] = [],
): Promise<void> {
  if (refs.length === 0 && opening.length === 0) return;
  await tx.item.createMany({
    data: [
      ...refs.map((ref) => ({
        nodeId: ref.nodeId,
        position: ref.position,
        role: ref.role,
        origin: "inherited" as const,
        refItemId: ref.refItemId,
        sourceNodeId: ref.sourceNodeId,
        sourceItemIds: ref.sourceItemIds,
        tokenCount: ref.tokenCount,
      })),
      ...opening,
    ],
  });
}

/** Sets a node's branch point to "the start" (null): it branched before its parent's first entry. */
export async function clearBranchPoint(tx: Tx, nodeId: string): Promise<void> {
  await tx.node.update({ where: { id: nodeId }, data: { branchPointItemId: null } });
}

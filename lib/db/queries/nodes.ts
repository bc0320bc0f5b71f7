import "server-only";
import { AppError } from "../../errors";
import { planBranch } from "../../tree/branch";
import { CAPABILITY_REFUSALS, nodeCapabilities } from "../../tree/capabilities";
import type { InheritPolicy, TreeNode, WindowEntry } from "../../tree/types";
import { countTokens } from "../../tree/tokens";
import { resolveWindow } from "../../tree/window";
import { getDb, type Tx } from "../client";
import { toStoredItem, toTreeNode } from "../mappers";

export interface NodeRecord extends TreeNode {
  conversationId: string;
  projectId: string;
}

export interface NodeView {
  node: NodeRecord & { createdAt: string };
  window: WindowEntry[];
}

/** @throws AppError("not_found:node") */
export async function getNode(id: string, tx: Tx = getDb()): Promise<NodeRecord & { createdAt: string }> {
  const row = await tx.node.findUnique({ where: { id }, include: { conversation: { select: { projectId: true } } } });
  if (!row) throw new AppError("not_found:node", "That conversation node does not exist (it may have been purged).");
  return {
    ...toTreeNode(row),
    conversationId: row.conversationId,
    projectId: row.conversation.projectId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The node's window in order, inherited references resolved to their source text. */
export async function getNodeWindow(nodeId: string, tx: Tx = getDb()): Promise<WindowEntry[]> {
  const rows = await tx.item.findMany({ where: { nodeId }, include: { ref: true }, orderBy: { position: "asc" } });
  const lookup = new Map(rows.flatMap((r) => (r.ref ? [[r.ref.id, toStoredItem(r.ref)] as const] : [])));
  return resolveWindow(rows.map(toStoredItem), lookup);
}

export async function getNodeView(nodeId: string): Promise<NodeView> {
  const node = await getNode(nodeId);
  return { node, window: await getNodeWindow(nodeId) };
}

export interface CreateBranchInput {
  parentId: string;
  /** The parent's window entry to branch after; null: after its last entry. */
  fromItemId: string | null;
  policy: InheritPolicy;
  title?: string;
  kind?: "branch" | "volatile";
  sessionId?: string;
  /** selective: the parent's entries to inherit (pinned ones are always added). */
  selectedIds?: string[];
  /** compressed: the inherited note's text. */
  note?: string;
}

/**
 * Creates a child of `parentId` with its inherited references, in one transaction.
 *
 * @throws AppError not_found:node, not_found:item (entry not in the parent's window), conflict:node_closed
 */
export async function createBranch(input: CreateBranchInput) {
  return getDb().$transaction((tx) => createBranchIn(tx, input));
}

/** {@link createBranch} inside the caller's transaction (an edit creates the branch and its message together). */
export async function createBranchIn(tx: Tx, input: CreateBranchInput) {
  {
    const parent = await getNode(input.parentId, tx);
    const parentWindow = await getNodeWindow(parent.id, tx);
    const plan = planBranch({
      parent,
      parentWindow,
      fromEntryId: input.fromItemId,
      policy: input.policy,
      title: input.title,
      kind: input.kind,
      selectedIds: input.selectedIds,
      note: input.note,
    });
    const child = await tx.node.create({
      data: {
        conversationId: parent.conversationId,
        parentId: plan.parentId,
        kind: plan.kind,
        title: plan.title,
        branchPointItemId: plan.branchPointItemId,
        inheritPolicy: plan.inheritPolicy,
        sessionId: plan.kind === "volatile" ? (input.sessionId ?? null) : null,
      },
    });
    const tokensById = new Map(parentWindow.map((e) => [e.contentItemId, e.tokenCount]));
    const noteItem = !plan.note
      ? null
      : await tx.item.create({
        data: {
          nodeId: child.id,
          position: plan.note.position,
          role: "note",
          content: plan.note.content,
          origin: "inherited",
          sourceNodeId: plan.note.sourceNodeId,
          sourceItemIds: JSON.stringify(plan.note.sourceItemIds),
          tokenCount: countTokens(plan.note.content),
        },
      });
    if (plan.inherited.length > 0) {
      await tx.item.createMany({
        data: plan.inherited.map((ref) => ({
          nodeId: child.id,
          position: ref.position,
          role: ref.role,
          origin: "inherited",
          refItemId: ref.refItemId,
          sourceNodeId: ref.sourceNodeId,
          sourceItemIds: JSON.stringify(ref.sourceItemIds),
          tokenCount: tokensById.get(ref.refItemId) ?? 0,
        })),
      });
    }
    await tx.conversation.update({ where: { id: parent.conversationId }, data: { updatedAt: new Date() } });
    const inherited = plan.inherited.map((ref) => ({ itemId: ref.refItemId, tokens: tokensById.get(ref.refItemId) ?? 0 }));
    return {
      nodeId: child.id,
      conversationId: parent.conversationId,
      inherited: noteItem ? [{ itemId: noteItem.id, tokens: noteItem.tokenCount }, ...inherited] : inherited,
    };
  }
}

/** Renames a node; renaming a root renames its conversation too (they share a title), in one transaction. */
export async function renameNode(id: string, title: string): Promise<void> {
  const node = await getNode(id);
  await getDb().$transaction(async (tx) => {
    await tx.node.update({ where: { id }, data: { title } });
    if (node.parentId === null) await tx.conversation.update({ where: { id: node.conversationId }, data: { title } });
  });
}

/**
 * Sets (or clears, with null) a node's graph label and colour. The decision whether it may is
 * nodeCapabilities' `label`.
 *
 * @throws AppError not_found:node, forbidden:label
 */
export async function setNodeLabel(id: string, input: { label: string | null; color: string | null }): Promise<{ nodeId: string; label: string | null; color: string | null }> {
  const node = await getNode(id);
  if (!nodeCapabilities(node).label) throw new AppError("forbidden:label", CAPABILITY_REFUSALS.label);
  const label = input.label?.trim() ? input.label.trim() : null;
  await getDb().node.update({ where: { id }, data: { label, color: input.color } });
  return { nodeId: id, label, color: input.color };
}

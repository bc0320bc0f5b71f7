import "server-only";
import { publishChange } from "@/lib/live/publish";
import { transaction, type Tx } from "@/lib/db/client";
import { touchConversation } from "@/lib/db/queries/activity";
import {
  insertBranchNodes,
  insertInheritedNote,
  insertBranchItems,
  type NewBranchNode,
} from "@/lib/db/queries/branches";
import type { NodeTarget } from "@/lib/db/queries/fanouts";
import { localItemRows, type NewItem } from "@/lib/db/queries/items";
import { getNode, toNodeRecord, type NodeRecord } from "@/lib/db/queries/nodes";
import { getNodeWindow } from "@/lib/views/node-window";
import type { WindowEntry } from "@/lib/shared/tree-types";
import { planBranch } from "@/lib/tree/branch";
import { countTokens } from "@/lib/text/count-tokens";
import type { InheritPolicy } from "@/lib/shared/tree-types";

export interface CreateBranchInput {
  parentId: string;
  /** The parent's window entry to branch after; null: after its last entry. */
  fromItemId: string | null;
  policy: InheritPolicy;
  title?: string;
  kind?: "branch" | "volatile";
  sessionId?: string;
  /** An aside's owner: the account that opens it, the only one who sees it while it is open. */
  ownerId?: string;
  /** selective: the parent's entries to inherit (pinned ones are always added). */
  selectedIds?: string[];
  /** compressed: the inherited note's text. */
  note?: string;
  /**
   * The branch's opening prompt: saved as its first message (a user message, unanswered), in the
   * same transaction; the caller then asks for the answer (the chat's retry of a pending question).
   */
  openingPrompt?: string;
}

/**
 * Creates a child of `parentId` with its inherited references, in one transaction.
 *
 * @throws AppError not_found:node, not_found:item (entry not in the parent's window), conflict:node_closed
 */
export async function createBranch(input: CreateBranchInput) {
  const branch = await transaction((tx) => createBranchIn(tx, input));
  await publishChange(branch, "branch", [branch.nodeId, input.parentId]);
  return branch;
}

/**
 * {@link createBranch} inside the caller's transaction (an edit creates the branch and its message
 * together). `loaded`: the parent and its window as the caller read them in this same transaction.
 */
export async function createBranchIn(
  tx: Tx,
  input: CreateBranchInput,
  loaded?: { parent: NodeRecord; parentWindow: WindowEntry[] },
) {
  const [branch] = await createBranchesIn(tx, input.parentId, [input], loaded);
  return branch;
}

/** One branch as {@link createBranchesIn} made it. */
export interface CreatedBranch {
  nodeId: string;
  /** The new node as {@link getNode} would read it now. */
  node: NodeRecord;
  conversationId: string;
  inherited: { itemId: string; tokens: number }[];
  /** The opening prompt's message, when one was given: its answer is still to be asked for. */
  openingItemId: string | null;
  /** The ids of the branch's opening items, in order (the opening prompt, or `opening`). */
  openingItemIds: string[];
}

/** A sibling for {@link createBranchesIn}: a branch's input, its fan-out marks and its first items. */
export type SiblingInput = Omit<CreateBranchInput, "parentId"> & {
  target?: NodeTarget;
  /** Items of its own the branch opens with, after what it inherits (a fan-out's question and answer row). */
  opening?: NewItem[];
};

/**
 * Creates sibling branches of one parent inside the caller's transaction, reading the parent and its
 * window once and inserting every node row in one statement, and every inherited reference and
 * opening item in one more (a fan-out's siblings). Each branch is planned as {@link createBranch}
 * plans one; the siblings' creation times follow the order of `inputs`. Returned in that order.
 *
 * @throws AppError as {@link createBranch}
 */
export async function createBranchesIn(
  tx: Tx,
  parentId: string,
  inputs: SiblingInput[],
  loaded?: { parent: NodeRecord; parentWindow: WindowEntry[] },
): Promise<CreatedBranch[]> {
  const parent = loaded?.parent ?? (await getNode(parentId, tx));
  const parentWindow = loaded?.parentWindow ?? (await getNodeWindow(parent.id, tx));
  const tokensById = new Map(parentWindow.map((e) => [e.contentItemId, e.tokenCount]));
  const now = Date.now();
  const planned = inputs.map((input, i) => {
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
    const row: NewBranchNode = {
      conversationId: parent.conversationId,
      parentId: plan.parentId,
      kind: plan.kind,
      title: plan.title,
      branchPointItemId: plan.branchPointItemId,
      inheritPolicy: plan.inheritPolicy,
      sessionId: plan.kind === "volatile" ? (input.sessionId ?? null) : null,
      ownerId: plan.kind === "volatile" ? (input.ownerId ?? null) : null,
      createdAt: new Date(now + i),
      target: input.target,
    };
    const prompt = input.openingPrompt?.trim();
    const opening: NewItem[] = [
      ...(prompt ? [{ role: "user" as const, content: prompt, tokenCount: countTokens(prompt) }] : []),
      ...(input.opening ?? []),
    ];
    return { plan, row, opening };
  });
  const rows = await insertBranchNodes(
    tx,
    planned.map((p) => p.row),
  );
  const openings = planned.map(({ plan, opening }, i) => {
    const last = Math.max(0, plan.note?.position ?? 0, ...plan.inherited.map((ref) => ref.position));
    return localItemRows(rows[i].id, last || null, opening);
  });
  await insertBranchItems(
    tx,
    planned.flatMap(({ plan }, i) =>
      plan.inherited.map((ref) => ({ ...ref, nodeId: rows[i].id, tokenCount: tokensById.get(ref.refItemId) ?? 0 })),
    ),
    openings.flat(),
  );
  const created: CreatedBranch[] = [];
  for (const [i, { plan, opening }] of planned.entries()) {
    const row = rows[i];
    const noteItem = !plan.note
      ? null
      : await insertInheritedNote(tx, row.id, { ...plan.note, tokenCount: countTokens(plan.note.content) });
    const inherited = plan.inherited.map((ref) => ({
      itemId: ref.refItemId,
      tokens: tokensById.get(ref.refItemId) ?? 0,
    }));
    const openingItemIds = openings[i].map((item) => item.id);
    created.push({
      nodeId: row.id,
      node: toNodeRecord(row, parent.projectId),
      conversationId: parent.conversationId,
      inherited: noteItem ? [{ itemId: noteItem.id, tokens: noteItem.tokenCount }, ...inherited] : inherited,
      openingItemId: opening[0]?.role === "user" ? openingItemIds[0] : null,
      openingItemIds,
    });
  }
  await touchConversation(parent.conversationId, tx);
  return created;
}

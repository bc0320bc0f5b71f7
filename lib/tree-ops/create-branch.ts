import "server-only";
import { transaction, type Tx } from "@/lib/db/client";
import { touchConversation } from "@/lib/db/queries/activity";
import { insertBranchNode, insertInheritedNote, insertInheritedRefs } from "@/lib/db/queries/branches";
import { appendItem } from "@/lib/db/queries/items";
import { getNode, type NodeRecord } from "@/lib/db/queries/nodes";
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
  return transaction((tx) => createBranchIn(tx, input));
}

/**
 * {@link createBranch} inside the caller's transaction (an edit creates the branch and its message
 * together). `loaded`: the parent and its window as the caller read them in this same transaction
 * (a fan-out creates several siblings of one parent without reading it again for each).
 */
export async function createBranchIn(
  tx: Tx,
  input: CreateBranchInput,
  loaded?: { parent: NodeRecord; parentWindow: WindowEntry[] },
) {
  const parent = loaded?.parent ?? (await getNode(input.parentId, tx));
  const parentWindow = loaded?.parentWindow ?? (await getNodeWindow(parent.id, tx));
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
  const child = await insertBranchNode(tx, {
    conversationId: parent.conversationId,
    parentId: plan.parentId,
    kind: plan.kind,
    title: plan.title,
    branchPointItemId: plan.branchPointItemId,
    inheritPolicy: plan.inheritPolicy,
    sessionId: plan.kind === "volatile" ? (input.sessionId ?? null) : null,
  });
  const tokensById = new Map(parentWindow.map((e) => [e.contentItemId, e.tokenCount]));
  const noteItem = !plan.note
    ? null
    : await insertInheritedNote(tx, child.id, { ...plan.note, tokenCount: countTokens(plan.note.content) });
  await insertInheritedRefs(
    tx,
    child.id,
    plan.inherited.map((ref) => ({ ...ref, tokenCount: tokensById.get(ref.refItemId) ?? 0 })),
  );
  const prompt = input.openingPrompt?.trim();
  const opening = prompt
    ? await appendItem(child.id, { role: "user", content: prompt, tokenCount: countTokens(prompt) }, tx)
    : null;
  await touchConversation(parent.conversationId, tx);
  const inherited = plan.inherited.map((ref) => ({
    itemId: ref.refItemId,
    tokens: tokensById.get(ref.refItemId) ?? 0,
  }));
  return {
    nodeId: child.id,
    conversationId: parent.conversationId,
    inherited: noteItem ? [{ itemId: noteItem.id, tokens: noteItem.tokenCount }, ...inherited] : inherited,
    /** The opening prompt's message, when one was given: its answer is still to be asked for. */
    openingItemId: opening?.id ?? null,
  };
}

import "server-only";
import { transaction, type Tx } from "@/lib/db/client";
import { publishChange } from "@/lib/live/publish";
import { clearBranchPoint } from "@/lib/db/queries/branches";
import { appendItem } from "@/lib/db/queries/items";
import { getNode, listChildTitlesStartingWith, type NodeRecord } from "@/lib/db/queries/nodes";
import { getNodeWindow } from "@/lib/views/node-window";
import { createBranchIn } from "@/lib/tree-ops/create-branch";
import { AppError } from "@/lib/errors";
import { countTokens } from "@/lib/text/count-tokens";
import type { WindowEntry } from "@/lib/shared/tree-types";
import { MAX_MESSAGE_CHARS } from "@/lib/shared/limits";
import { titleFromPrompt, versionTitle } from "@/lib/shared/title-text";

/**
 * Edit and regenerate, the tree way: nothing is overwritten. An edited user message becomes a new
 * branch from the same branch point (the original stays), and a regenerated answer becomes a
 * sibling answer in a new branch that inherits the question. Both are ordinary nodes, so the graph
 * shows them and every provider answers them through the usual chat turn (a "retry" of the new
 * node's pending question, see lib/chat/turn.ts).
 *
 * Titles tell the versions apart: an edit is titled after its own first words, a regenerated answer
 * after its question with a version mark ("… (v2)"), and either gets the next mark when its title
 * would repeat a sibling's (or the original's, which is version 1).
 */

export interface EditInput {
  nodeId: string;
  /** The window entry (in `nodeId`) of the user message being edited. */
  itemId: string;
  text: string;
  /** Also re-run the user messages that followed the edited one, in order. */
  cascade?: boolean;
}

export interface Alternative {
  /** The new branch: answer its pending question next (then send `followUps` in order). */
  nodeId: string;
  conversationId: string;
  /** Cascade: the texts of the user messages that followed the edited one. */
  followUps: string[];
}

/**
 * Creates the branch that holds an edited user message.
 *
 * @throws AppError not_found:node, not_found:item, invalid:item (not a user message), invalid:message, conflict:node_closed
 */
export async function editMessage(input: EditInput): Promise<Alternative> {
  const text = input.text.trim();
  if (text === "") throw new AppError("invalid:message", "The edited message is empty.");
  if (text.length > MAX_MESSAGE_CHARS)
    throw new AppError(
      "invalid:message",
      `The edited message is over ${MAX_MESSAGE_CHARS.toLocaleString("en")} characters.`,
    );
  const node = await getNode(input.nodeId);
  const window = await getNodeWindow(node.id);
  const index = entryIndex(window, input.itemId);
  if (window[index].role !== "user")
    throw new AppError("invalid:item", "Only your own messages can be edited; regenerate an answer instead.");

  const followUps = input.cascade
    ? window
        .slice(index + 1)
        .filter((e) => e.role === "user" && e.origin === "local" && e.content.trim() !== "")
        .map((e) => e.content)
    : [];
  const created = await transaction(async (tx) => {
    const title = { base: titleFromPrompt(text), original: titleFromPrompt(window[index].content) };
    const branch = await createAlternativeIn(tx, node, window, index, title);
    await appendItem(branch.nodeId, { role: "user", content: text, tokenCount: countTokens(text) }, tx);
    return branch;
  });
  await publishChange(created, "branch", [created.nodeId, node.id]);
  return { ...created, followUps };
}

/**
 * Creates the branch that will hold a new answer to the question before `itemId` (an answer).
 *
 * @throws AppError not_found:node, not_found:item, invalid:item, conflict:node_closed
 */
export async function regenerateAnswer(input: { nodeId: string; itemId: string }): Promise<Alternative> {
  const node = await getNode(input.nodeId);
  const window = await getNodeWindow(node.id);
  const index = entryIndex(window, input.itemId);
  const question = window[index - 1];
  if (window[index].role !== "assistant" || question?.role !== "user") {
    throw new AppError("invalid:item", "Only an answer to a question can be regenerated.");
  }
  if (window[index].status === "streaming")
    throw new AppError("conflict:item_streaming", "That answer is still being written.");
  // Fork after the question: the new branch inherits it by reference and answers it again.
  const base = titleFromPrompt(question.content);
  const created = await transaction((tx) => createAlternativeIn(tx, node, window, index, { base, original: base }));
  await publishChange(created, "branch", [created.nodeId, node.id]);
  return { ...created, followUps: [] };
}

function entryIndex(window: WindowEntry[], itemId: string): number {
  const index = window.findIndex((e) => e.id === itemId);
  if (index < 0) throw new AppError("not_found:item", "That message is not part of this node.");
  return index;
}

/**
 * A new branch that diverges just before `window[index]`: a sibling of `node` when the entry is
 * where `node` itself diverged from its parent (the first entry after a full inheritance), else a
 * child of `node` branched at the entry before it. It inherits everything before the entry.
 */
async function createAlternativeIn(
  tx: Tx,
  node: NodeRecord,
  window: WindowEntry[],
  index: number,
  names: { base: string; original: string },
) {
  const before = window.slice(0, index);
  const divergesHere =
    node.parentId !== null &&
    node.kind !== "volatile" &&
    node.inheritPolicy === "full" &&
    before.every((e) => e.origin === "inherited");
  const parentId = divergesHere ? node.parentId! : node.id;
  // Version 1 is the original (titled after the text it starts with); the siblings hold the others.
  const title = versionTitle(names.base, [
    names.original,
    ...(await listChildTitlesStartingWith(parentId, names.base, tx)),
  ]);
  if (divergesHere && node.branchPointItemId) {
    return createBranchIn(tx, { parentId, fromItemId: node.branchPointItemId, policy: "full", title });
  }
  const from = divergesHere ? null : (before.at(-1)?.id ?? null);
  if (from) return createBranchIn(tx, { parentId, fromItemId: from, policy: "full", title });
  // Before the first entry: an empty branch whose branch point is "the start" (null).
  const branch = await createBranchIn(tx, { parentId, fromItemId: null, policy: "none", title });
  await clearBranchPoint(tx, branch.nodeId);
  return branch;
}

import "server-only";
import { getDbKind } from "@/lib/db/client";
import type { Tx } from "@/lib/db/client";
import { asideOwnerAbove, conversationOfNode, recordLiveEvent, recordLiveEventIn } from "@/lib/db/queries/live";
import { logError } from "@/lib/log";
import { emitLocally, sendLiveSignal } from "./bus";
import type { ChangeKind } from "./types";

/**
 * What writes call once they have committed: every write that changes what a viewer of a
 * conversation sees publishes one change (its kind and the nodes it touched). Nothing here decides
 * who sees it: a stream filters per reader when it reads the event (lib/live/hub.ts).
 * None of these throws: a write that succeeded is never failed by its notice.
 */

/** Where a change happened: the conversation, or a node of it (looked up; it must still exist). */
export type ChangeScope = { conversationId: string } | { nodeId: string };

/**
 * Records a change of a conversation (its version raised by one) and tells every instance. The
 * first of `nodeIds` is the node the change is about: when it is in an open aside, the change is
 * recorded as that aside owner's alone (`privateTo`; a purge passes it, read before the node went).
 * Awaited by writers so that the change is recorded before their response: a browser that acts on
 * the response never sees an older version afterwards.
 *
 * @example
 * await publishChange({ conversationId }, "branch", [branch.nodeId, parentId]); // the node it is about first
 */
export async function publishChange(
  scope: ChangeScope,
  kind: ChangeKind,
  nodeIds: readonly string[],
  opts: { privateTo?: string | null } = {},
): Promise<void> {
  try {
    const conversationId = "conversationId" in scope ? scope.conversationId : await conversationOfNode(scope.nodeId);
    if (!conversationId) return;
    const privateTo =
      opts.privateTo !== undefined ? opts.privateTo : nodeIds[0] ? await asideOwnerAbove(nodeIds[0]) : null;
    const version = await recordLiveEvent(conversationId, kind, nodeIds, privateTo, (v) =>
      JSON.stringify({ k: "v", c: conversationId, v }),
    );
    // PostgreSQL NOTIFYed with the commit; SQLite has only this process to tell.
    announceChange(conversationId, version);
  } catch (error) {
    logError("[live] could not publish a change", error);
  }
}

/**
 * {@link publishChange} as part of the write's own transaction: the change commits with the rows it
 * is about (one commit, no statements of its own). Call it last in the transaction, and
 * {@link announceChange} with its version once the transaction committed. A failure here fails the
 * write (both or neither are stored).
 */
export async function recordChangeIn(
  tx: Tx,
  conversationId: string,
  kind: ChangeKind,
  nodeIds: readonly string[],
  privateTo: string | null,
): Promise<number | null> {
  return recordLiveEventIn(tx, conversationId, kind, nodeIds, privateTo, (v) =>
    JSON.stringify({ k: "v", c: conversationId, v }),
  );
}

/** Tells this process's streams of a change {@link recordChangeIn} recorded (PostgreSQL NOTIFYed with the commit). */
export function announceChange(conversationId: string, version: number | null): void {
  if (version !== null && getDbKind() !== "postgres") emitLocally({ k: "v", c: conversationId, v: version });
}

/** Whom a change about `nodeId` concerns, read now (a purge reads it before the node goes): see {@link publishChange}. */
export async function privacyOf(nodeId: string): Promise<string | null> {
  return asideOwnerAbove(nodeId).catch(() => null);
}

/**
 * An answer's text was flushed to its row (lib/chat/answer-writer.ts, at most every second or ~300
 * characters): streams viewing the conversation read the row and send the new text. Not recorded:
 * a stream that resumes reads the node, whose row has the text so far.
 */
export function publishAnswerTick(conversationId: string, itemId: string): void {
  void sendLiveSignal({ k: "a", c: conversationId, i: itemId });
}

/**
 * An answer's text beyond its row's last flush (lib/chat/answer-writer.ts `onPiece`: from `offset`,
 * the flushed length), sent to every instance as it is written so that other viewers see the answer
 * token by token, not only at each flush. Not recorded, and small (at most ANSWER_PIECE_MAX_CHARS; a
 * longer tail waits for the flush); each relay sends it only to readers who may see node `nodeId`.
 */
export function publishAnswerPiece(
  conversationId: string,
  nodeId: string,
  itemId: string,
  offset: number,
  text: string,
): Promise<void> {
  return sendLiveSignal({ k: "t", c: conversationId, n: nodeId, i: itemId, o: offset, t: text });
}

/**
 * Who may read a project (a member removed, a role changed) or a conversation (deleted) changed:
 * its streams check their reader's access again and close when it is gone.
 */
export async function publishAccessChange(scope: { projectId: string } | { conversationId: string }): Promise<void> {
  await sendLiveSignal("projectId" in scope ? { k: "x", p: scope.projectId } : { k: "x", c: scope.conversationId });
}

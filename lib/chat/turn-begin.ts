import "server-only";
import { transaction, type Tx } from "@/lib/db/client";
import { reopenAnswer } from "@/lib/db/queries/answers";
import { appendItem, insertItemsAfter, type NewItem } from "@/lib/db/queries/items";
import type { NodeRecord } from "@/lib/db/queries/nodes";
import { lockNodeReading } from "@/lib/db/queries/turns";
import { getTurnWindow } from "@/lib/views/node-window";
import { AppError } from "@/lib/errors";
import { assertWritable } from "@/lib/tree/lifecycle";
import { countTokens } from "@/lib/text/count-tokens";
import { MAX_MESSAGE_CHARS } from "@/lib/shared/limits";
import type { WindowEntry } from "@/lib/shared/tree-types";
import { announceChange, recordChangeIn } from "@/lib/live/publish";
import { assertNotAnswering } from "./live-answers";

/**
 * What a turn answers: a new message, the last failed or stopped answer again, or the rest of it.
 * A retry or continue may name the item it means (the answer, or its question): it is refused unless
 * that is the node's last exchange, the one Retry and Continue act on (the command line's --item).
 */
export type TurnRequest = { text: string } | { retry: true; itemId?: string } | { continue: true; itemId?: string };

export interface BegunTurn {
  /** The node as read inside the turn's transaction (writable then). */
  node: NodeRecord;
  /** The question being answered (a local message, or an inherited one in a regenerated branch). */
  userItemId: string;
  message: string;
  /** The answer's row, now `streaming` with a fresh heartbeat. */
  assistantItemId: string;
  /** For a continuation: the text the answer already has; "" otherwise. */
  prefix: string;
  /**
   * The window as the turn's transaction read it: its entries before the question and the report
   * of the node's last answer then (the context is assembled from these, not read again). Absent
   * for a fan-out's branches, whose sources are read once for all (lib/context `loadSiblingSources`).
   */
  read?: { before: WindowEntry[]; lastReport: unknown };
}

/**
 * Opens a turn in one transaction: locks the node reading its state (refusing a node merged, closed
 * or purged since `node` was read), reads its window once, then saves the question (for a new
 * message) and the answer's streaming row.
 * Because merges and purges lock the same rows and refuse a node with a live answer, a question is
 * never separated from its answer. Retry answers again in the failed answer's own row (its text is
 * replaced); Continue reopens that row keeping its text. `live`: the change is recorded for other
 * viewers in the same transaction (lib/live `recordChangeIn`; `privateTo`, the open aside's owner).
 *
 * @throws AppError not_found:node, conflict:node_closed, invalid:message, conflict:node_answering, conflict:nothing_to_retry, conflict:nothing_to_continue
 */
export async function beginTurn(
  node: NodeRecord,
  request: TurnRequest,
  opts: { sessionId: string | null; model: string; live?: { privateTo: string | null } },
): Promise<BegunTurn> {
  if ("text" in request) validateMessage(request.text);
  let version: number | null = null;
  const begun = await transaction(async (tx) => {
    const turn = await beginTurnIn(tx, node, request, opts);
    // Last: the conversation's row is locked from here to the commit.
    if (opts.live) version = await recordChangeIn(tx, node.conversationId, "items", [node.id], opts.live.privateTo);
    return turn;
  });
  if (opts.live) announceChange(node.conversationId, version);
  return begun;
}

/** {@link beginTurn} inside its transaction. */
async function beginTurnIn(
  tx: Tx,
  read: NodeRecord,
  request: TurnRequest,
  opts: { sessionId: string | null; model: string },
): Promise<BegunTurn> {
  const nodeId = read.id;
  const node = { ...read, ...(await lockNodeReading(tx, nodeId, { adding: "text" in request })) };
  assertWritable(node, opts.sessionId);
  const { window, reports, lastPosition } = await getTurnWindow(nodeId, tx);
  /** The previous prompt's report: the node's last answer's, not the one this turn answers again in. */
  const lastReport = (except?: string) => reports.findLast((r) => r.itemId !== except)?.report ?? null;
  if ("text" in request) {
    const turn = newMessageTurn(request.text, opts.model);
    const ids = await insertItemsAfter(tx, nodeId, lastPosition, turn.items);
    return { ...turn.begun(node, ids), read: { before: window, lastReport: lastReport() } };
  }
  const heartbeatAt = new Date();
  const newAnswer = () => appendItem(nodeId, streamingAnswer(opts.model, heartbeatAt), tx);

  // Not while an answer is being written here: that one is neither failed nor stopped.
  await assertNotAnswering(tx, [nodeId]);
  const { question, failed, at } = lastQuestion(window);
  // The entries before the question; the reopened answer's own report is no previous prompt.
  const begun = (answerId: string, prefix: string): BegunTurn => ({
    node,
    userItemId: question!.id,
    message: question!.content,
    assistantItemId: answerId,
    prefix,
    read: { before: window.slice(0, at), lastReport: lastReport(answerId) },
  });
  if (
    request.itemId !== undefined &&
    request.itemId !== question?.id &&
    (!failed || failed === "answered" || request.itemId !== failed.id)
  ) {
    throw new AppError(
      "retry" in request ? "conflict:nothing_to_retry" : "conflict:nothing_to_continue",
      `Item ${request.itemId} is not this node's last failed, stopped or interrupted answer (nor its question): only that one can be ${"retry" in request ? "retried" : "continued"}.`,
    );
  }
  if ("retry" in request) {
    if (!question || failed === "answered")
      throw new AppError("conflict:nothing_to_retry", "There is no failed or stopped answer to retry in this node.");
    const answerId = failed
      ? (await reopenAnswer(tx, failed.id, { content: "", model: opts.model, heartbeatAt })).id
      : (await newAnswer()).id;
    return begun(answerId, "");
  }
  if (!question || !failed || failed === "answered" || failed.content === "") {
    throw new AppError(
      "conflict:nothing_to_continue",
      "There is no interrupted or stopped answer with text to continue in this node.",
    );
  }
  await reopenAnswer(tx, failed.id, { heartbeatAt });
  return begun(failed.id, failed.content);
}

/**
 * A new message's turn: the rows it writes in its node (the question, then the answer's row,
 * streaming with its first heartbeat now) and, once they are written with these ids, the turn that
 * began. {@link beginTurn} appends them to a node; a fan-out creates each branch with them.
 *
 * @throws AppError invalid:message
 */
export function newMessageTurn(raw: string, model: string) {
  validateMessage(raw);
  const text = raw.trim();
  return {
    items: [
      { role: "user", content: text, tokenCount: countTokens(text) },
      streamingAnswer(model, new Date()),
    ] as NewItem[],
    /** `ids`: the ids `items` were written with, in order. */
    begun: (node: NodeRecord, ids: string[]): BegunTurn => ({
      node,
      userItemId: ids[0],
      message: text,
      assistantItemId: ids[1],
      prefix: "",
    }),
  };
}

/** A new answer's row: empty, streaming, with its first heartbeat. */
function streamingAnswer(model: string, heartbeatAt: Date): NewItem {
  return { role: "assistant", content: "", status: "streaming", tokenCount: 0, model, heartbeatAt };
}

function validateMessage(raw: string): void {
  const text = raw.trim();
  if (text === "") throw new AppError("invalid:message", "Type a message before sending.");
  if (text.length > MAX_MESSAGE_CHARS) {
    throw new AppError(
      "invalid:message",
      `That message is ${text.length.toLocaleString("en")} characters; the limit is ${MAX_MESSAGE_CHARS.toLocaleString("en")}.`,
    );
  }
}

/**
 * The node's last question (local, or inherited by a regenerated answer's branch) and what became
 * of its answer: "answered" (a complete answer follows), the last failed, stopped or interrupted
 * answer after it, or null (none was saved).
 */
function lastQuestion(window: WindowEntry[]) {
  const at = window.findLastIndex((e) => e.role === "user" && e.origin !== "merged");
  if (at < 0) return { question: null, failed: null, at };
  const answers = window.slice(at + 1).filter((e) => e.origin === "local" && e.role === "assistant");
  if (answers.some((e) => e.status === "complete")) return { question: window[at], failed: "answered" as const, at };
  // A "streaming" one here is not live (checked above): an interrupted answer the sweep has not reached.
  const failed =
    answers.findLast((e) => e.status === "error" || e.status === "aborted" || e.status === "streaming") ?? null;
  return { question: window[at], failed, at };
}

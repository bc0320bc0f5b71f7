import "server-only";
import { getDb, type Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { toJson } from "@/lib/db/json";
import type { ItemStatus } from "@/lib/shared/tree-types";

/**
 * The writes of an answer's row while a chat turn writes it (lib/chat/turn.ts): its streamed text
 * and heartbeat, its ending, and a failed or stopped answer reopened for Retry or Continue. Every
 * write but the reopening only touches a row in the state the turn left it in (`streaming`, or
 * `aborted` by a Stop), so a row swept as interrupted, or deleted, stays as it is.
 */

/**
 * Writes a streaming answer's text so far and its heartbeat. Returns how many rows it changed: 0
 * when the row is no longer `streaming` (stopped, swept as interrupted, or deleted).
 */
export async function flushStreamingAnswer(itemId: string, content: string, heartbeatAt: Date): Promise<number> {
  // Raw SQL on purpose: this is the hottest write of the server (every streaming answer, every
  // second), and Prisma's query compiler costs several milliseconds of CPU per ORM call, which
  // made throughput fall as concurrency rose (bench/chat-throughput.ts). Portable SQL: quoted
  // identifiers, parameters bound by Prisma for SQLite and PostgreSQL alike.
  return getDb()
    .$executeRaw`UPDATE "Item" SET "content" = ${content}, "heartbeatAt" = ${heartbeatAt} WHERE "id" = ${itemId} AND "status" = 'streaming'`;
}

/** Marks a still-streaming answer failed with `error` (its text stays). */
export async function failStreamingAnswer(itemId: string, error: string): Promise<void> {
  await getDb().item.updateMany({ where: { id: itemId, status: "streaming" }, data: { status: "error", error } });
}

/** An answer's final row: its whole text, how it ended, and the context report it was written from. */
export interface FinalAnswer {
  content: string;
  status: Extract<ItemStatus, "complete" | "error" | "aborted">;
  error: string | null;
  tokenCount: number;
  contextReport: unknown;
}

/** Saves the ending of an answer that is still `streaming`, and clears its heartbeat. */
export async function saveFinalAnswer(itemId: string, answer: FinalAnswer): Promise<void> {
  await getDb().item.updateMany({
    where: { id: itemId, status: "streaming" },
    data: { ...answer, contextReport: toJson(answer.contextReport), heartbeatAt: null },
  });
}

/**
 * Saves the text (and context report) of an answer stopped from elsewhere (its row is `aborted`
 * already), and clears its heartbeat.
 */
export async function saveStoppedAnswer(
  itemId: string,
  answer: Pick<FinalAnswer, "content" | "tokenCount" | "contextReport">,
): Promise<void> {
  await getDb().item.updateMany({
    where: { id: itemId, status: "aborted" },
    data: { ...answer, contextReport: toJson(answer.contextReport), heartbeatAt: null },
  });
}

/**
 * Reopens a failed or stopped answer as `streaming` with a fresh heartbeat, its error and context
 * report cleared: Retry passes `content: ""` (and the model now answering), Continue keeps the text.
 */
export function reopenAnswer(tx: Tx, itemId: string, data: { content?: string; model?: string; heartbeatAt: Date }) {
  return tx.item.update({
    where: { id: itemId },
    data: { ...data, status: "streaming", error: null, contextReport: Prisma.DbNull },
  });
}

import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import { chunked } from "@/lib/db/in-list";
import { getDb, getDbKind, type Tx } from "@/lib/db/client";
import { AppError } from "@/lib/errors";
import { lockNodeForWrite } from "./items";

/**
 * Answers being written, as the database sees them (no process memory: another instance, or this
 * one after a restart, reaches the same verdict). A streaming answer carries a heartbeat that its
 * writer refreshes with every flush of its text (lib/chat/answer-writer.ts); it is live while the
 * heartbeat is recent. One left `streaming` with a stale heartbeat was cut off by a crash or restart:
 * readers present it as interrupted (writing nothing), and the sweep marks it so for good
 * (lib/chat/live-answers.ts). Here: that rule as queries, and the checks every operation that moves
 * or deletes items runs inside its transaction (lib/tree-ops merge and purge, lib/chat turns, and
 * the deletes of conversations and projects).
 */

/** A streaming answer whose heartbeat is older than this is interrupted. */
export const HEARTBEAT_STALE_MS = 15_000;

export const ANSWERING_MESSAGE = "This branch is still answering — wait for it or stop it.";

/** The oldest heartbeat that still counts as live at `now`. */
export function liveSince(now = new Date()): Date {
  return new Date(now.getTime() - HEARTBEAT_STALE_MS);
}

/**
 * Refuses an operation that would move or delete items of `nodeIds` while one of them is answering.
 * Call it inside the operation's transaction, after locking the nodes (see {@link lockNodes}), so
 * that no turn can start between the check and the write.
 *
 * Outside a transaction (`tx` undefined) it is a plain check, for a refusal before any write.
 * @throws AppError conflict:node_answering
 */
export async function assertNotAnswering(tx: Tx | undefined, nodeIds: string[], now = new Date()): Promise<void> {
  // In pieces: a purged subtree can hold thousands of nodes (lib/db/in-list.ts).
  for (const ids of chunked(nodeIds)) {
    const live = await (tx ?? getDb()).item.findFirst({
      where: { nodeId: { in: ids }, status: "streaming", heartbeatAt: { gte: liveSince(now) } },
      select: { id: true },
    });
    if (live) throw new AppError("conflict:node_answering", ANSWERING_MESSAGE);
  }
}

/** Every node of one conversation, or of every conversation of one project. */
export type NodeScope = { conversationId: string } | { projectId: string };

/**
 * Refuses to delete a whole conversation or project while one of its nodes is answering, naming that
 * node (and its conversation, for a project): the same rule as {@link assertNotAnswering}, for every
 * node in `scope`. Call it first inside the delete's transaction: it locks the scope's nodes (in id
 * order, like {@link lockNodes}, in one statement), so that no turn can begin between the check and
 * the delete; a turn that began first has committed its streaming answer by the time the lock is ours.
 *
 * @throws AppError conflict:node_answering
 */
export async function assertScopeNotAnswering(tx: Tx, scope: NodeScope, now = new Date()): Promise<void> {
  const inScope =
    "conversationId" in scope
      ? Prisma.sql`"conversationId" = ${scope.conversationId}`
      : Prisma.sql`"conversationId" IN (SELECT "id" FROM "Conversation" WHERE "projectId" = ${scope.projectId})`;
  if (getDbKind() === "postgres")
    await tx.$queryRaw`SELECT "id" FROM "Node" WHERE ${inScope} ORDER BY "id" COLLATE "C" FOR UPDATE`;
  // SQLite: a write as the transaction's first statement takes the database's write lock (lockNodeForWrite).
  else await tx.$executeRaw`UPDATE "Node" SET "updatedAt" = "updatedAt" WHERE ${inScope}`;
  const nodeWhere =
    "conversationId" in scope
      ? { conversationId: scope.conversationId }
      : { conversation: { projectId: scope.projectId } };
  const live = await tx.item.findFirst({
    where: { node: nodeWhere, status: "streaming", heartbeatAt: { gte: liveSince(now) } },
    select: { node: { select: { title: true, conversation: { select: { title: true } } } } },
  });
  if (!live) return;
  const what =
    "conversationId" in scope ? `"${live.node.title}"` : `"${live.node.title}" in "${live.node.conversation.title}"`;
  const whole = "conversationId" in scope ? "conversation" : "project";
  throw new AppError(
    "conflict:node_answering",
    `${what} is still answering — wait for it or stop it, then delete the ${whole}.`,
  );
}

/**
 * Takes the row locks of `nodeIds` for the rest of the transaction (PostgreSQL: an UPDATE locks the
 * rows; SQLite: the write makes the transaction the one writer). A chat turn locks its node the same
 * way before it saves its question and answer row, so a merge or purge and a turn never interleave.
 */
export async function lockNodes(tx: Tx, nodeIds: string[]): Promise<void> {
  // In one order everywhere, so that two transactions locking overlapping sets cannot deadlock.
  const ids = [...new Set(nodeIds)].sort();
  if (ids.length === 1) return lockNodeForWrite(tx, ids[0]);
  // A purged subtree can hold tens of thousands of nodes: one statement per piece, not per node
  // (one by one, 33,000 nodes outlasted the transaction's timeout on PostgreSQL).
  for (const chunk of chunked(ids)) {
    // PostgreSQL: the row lock an UPDATE takes, in id order within the piece (the pieces are in order).
    if (getDbKind() === "postgres")
      await tx.$queryRaw`SELECT "id" FROM "Node" WHERE "id" IN (${Prisma.join(chunk)}) ORDER BY "id" COLLATE "C" FOR NO KEY UPDATE`;
    else await tx.$executeRaw`UPDATE "Node" SET "updatedAt" = "updatedAt" WHERE "id" IN (${Prisma.join(chunk)})`;
  }
}

/**
 * Marks every streaming answer with a stale (or no) heartbeat as failed with `error`, keeping its
 * text. Returns how many answers it marked. The sweep's query (lib/chat/live-answers.ts).
 */
export async function markStaleAnswers(error: string, now = new Date()): Promise<number> {
  const { count } = await getDb().item.updateMany({
    where: { status: "streaming", OR: [{ heartbeatAt: null }, { heartbeatAt: { lt: liveSince(now) } }] },
    data: { status: "error", error },
  });
  return count;
}

/** Heartbeats of the streaming items of a node, or of every node of a conversation (for lib/chat `presentStale`). */
export async function streamingHeartbeats(of: string | { conversationId: string }): Promise<Map<string, Date | null>> {
  const where = typeof of === "string" ? { nodeId: of } : { node: { conversationId: of.conversationId } };
  const rows = await getDb().item.findMany({
    where: { ...where, status: "streaming" },
    select: { id: true, heartbeatAt: true },
  });
  return new Map(rows.map((r) => [r.id, r.heartbeatAt]));
}

/** Ids of a node's answers being written right now (streaming with a live heartbeat). */
export async function liveAnswerIds(nodeId: string, now = new Date()): Promise<string[]> {
  const live = await getDb().item.findMany({
    where: { nodeId, status: "streaming", heartbeatAt: { gte: liveSince(now) } },
    select: { id: true },
  });
  return live.map((i) => i.id);
}

/** Marks every streaming answer of a node as stopped ("aborted"). Returns how many it marked. */
export async function markAnswersStopped(nodeId: string): Promise<number> {
  const { count } = await getDb().item.updateMany({
    where: { nodeId, status: "streaming" },
    data: { status: "aborted" },
  });
  return count;
}

/**
 * How many of `ids` are stopped but not yet saved by their writer: a writer clears the heartbeat
 * when it saves the text it has (lib/chat/answer-writer.ts).
 */
export async function countStoppedUnsaved(ids: string[]): Promise<number> {
  // Not chunked: `ids` are one node's answers being written at once (a handful).
  return getDb().item.count({ where: { id: { in: ids }, status: "aborted", heartbeatAt: { not: null } } });
}

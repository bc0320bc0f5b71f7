import "server-only";
import { Prisma } from "@/lib/db/generated/client";
import { getDb, getDbKind, type Tx } from "@/lib/db/client";
import { lockNodeForWrite } from "@/lib/db/queries/items";
import { AppError } from "@/lib/errors";

/**
 * Answers being written, as the database sees them (no process memory: another instance, or this
 * one after a restart, reaches the same verdict). A streaming answer carries a heartbeat that its
 * writer refreshes with every flush of its text (lib/chat/answer-writer.ts); it is live while the
 * heartbeat is recent. One left `streaming` with a stale heartbeat was cut off by a crash or restart:
 * readers present it as interrupted (writing nothing), and the sweep marks it so for good.
 */

/** A streaming answer whose heartbeat is older than this is interrupted. */
export const HEARTBEAT_STALE_MS = 15_000;
/** How often a writer refreshes the heartbeat when no text arrives (well inside the stale limit). */
export const HEARTBEAT_EVERY_MS = 5_000;

export const INTERRUPTED_MESSAGE = "Interrupted: the server stopped before this answer finished. Continue or retry it.";

export const ANSWERING_MESSAGE = "This branch is still answering — wait for it or stop it.";

/** The oldest heartbeat that still counts as live at `now`. */
export function liveSince(now = new Date()): Date {
  return new Date(now.getTime() - HEARTBEAT_STALE_MS);
}

/** True when a stored item is an answer being written right now (streaming with a recent heartbeat). */
export function isLiveAnswer(item: { status: string; heartbeatAt: Date | null }, now = new Date()): boolean {
  return item.status === "streaming" && item.heartbeatAt !== null && item.heartbeatAt >= liveSince(now);
}

/**
 * Refuses an operation that would move or delete items of `nodeIds` while one of them is answering.
 * Call it inside the operation's transaction, after locking the nodes (see {@link lockNodes}), so
 * that no turn can start between the check and the write.
 *
 * @throws AppError conflict:node_answering
 */
export async function assertNotAnswering(tx: Tx, nodeIds: string[], now = new Date()): Promise<void> {
  if (nodeIds.length === 0) return;
  const live = await tx.item.findFirst({
    where: { nodeId: { in: nodeIds }, status: "streaming", heartbeatAt: { gte: liveSince(now) } },
    select: { id: true },
  });
  if (live) throw new AppError("conflict:node_answering", ANSWERING_MESSAGE);
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
  for (const id of [...new Set(nodeIds)].sort()) await lockNodeForWrite(tx, id);
}

/**
 * Marks every streaming answer with a stale heartbeat as interrupted, keeping its text. Run at
 * server start and periodically (lib/chat/sweep-timer.ts), never by a page render or GET handler.
 * Returns how many answers it marked.
 */
export async function sweepInterruptedAnswers(now = new Date()): Promise<number> {
  const { count } = await getDb().item.updateMany({
    where: { status: "streaming", OR: [{ heartbeatAt: null }, { heartbeatAt: { lt: liveSince(now) } }] },
    data: { status: "error", error: INTERRUPTED_MESSAGE },
  });
  return count;
}

/**
 * How a reader shows stored entries: a streaming one whose heartbeat is stale is presented as
 * interrupted (as the sweep will mark it), without writing anything.
 */
export function presentStale<T extends { id: string; status: string; error: string | null }>(
  entries: T[],
  heartbeats: Map<string, Date | null>,
  now = new Date(),
): T[] {
  return entries.map((e) =>
    e.status === "streaming" && !isLiveAnswer({ status: e.status, heartbeatAt: heartbeats.get(e.id) ?? null }, now)
      ? { ...e, status: "error", error: INTERRUPTED_MESSAGE }
      : e,
  );
}

/** Heartbeats of the streaming items of a node, or of every node of a conversation (for {@link presentStale}). */
export async function streamingHeartbeats(of: string | { conversationId: string }): Promise<Map<string, Date | null>> {
  const where = typeof of === "string" ? { nodeId: of } : { node: { conversationId: of.conversationId } };
  const rows = await getDb().item.findMany({
    where: { ...where, status: "streaming" },
    select: { id: true, heartbeatAt: true },
  });
  return new Map(rows.map((r) => [r.id, r.heartbeatAt]));
}

/** How long Stop waits for the turn writing an answer to save the text it has. */
const STOP_ACK_MS = 3_000;

/**
 * Stop: marks the node's answers being written as stopped ("aborted"). The turn writing one notices
 * at its next flush (its row is no longer streaming), ends its stream and saves the text it has,
 * clearing the heartbeat; Stop waits for that (at most a few seconds, and only for answers whose
 * heartbeat is live), so the stopped answer the user reloads is the one they saw, not the last
 * flush before it. Works from any instance: the answer is not tied to the request that started it.
 * Returns how many answers it stopped.
 */
export async function stopAnswer(nodeId: string): Promise<number> {
  const db = getDb();
  const live = await db.item.findMany({
    where: { nodeId, status: "streaming", heartbeatAt: { gte: liveSince() } },
    select: { id: true },
  });
  const { count } = await db.item.updateMany({ where: { nodeId, status: "streaming" }, data: { status: "aborted" } });
  const ids = live.map((i) => i.id);
  const until = Date.now() + STOP_ACK_MS;
  while (ids.length > 0 && Date.now() < until) {
    const waiting = await db.item.count({ where: { id: { in: ids }, status: "aborted", heartbeatAt: { not: null } } });
    if (waiting === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return count;
}

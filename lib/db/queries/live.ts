import "server-only";
import { getDb, transaction, getDbKind, type Tx } from "@/lib/db/client";
import { chunked } from "@/lib/db/in-list";
import { jsonIds } from "@/lib/db/json";

/**
 * The rows of live updates (lib/live): a conversation's `liveVersion` and its `LiveEvent`s. An event
 * names what changed (its kind and node ids), never content: a stream reads that through the guard.
 */

/** The PostgreSQL channel change events, answer ticks, presence and access changes are NOTIFYed on. */
export const LIVE_CHANNEL = "canopy_live";

/** A recorded change, as {@link readLiveEvents} returns it. */
export interface LiveEventRow {
  version: number;
  kind: string;
  nodeIds: string[];
  /** Only this aside owner may hear of it ("*": the project's owners); null: everyone who may read. */
  privateTo: string | null;
}

/** How many events a conversation keeps for streams that resume (older ones are pruned). */
export const KEEP_EVENTS = 500;

/**
 * Records one change: raises the conversation's version by one and stores the event with it, in one
 * transaction (so versions have no gaps and commit in their order: the conversation's row is locked
 * from the raise to the commit), and on PostgreSQL NOTIFYs `notice` (sent at commit, with the
 * version). Returns the new version, or null when the conversation is gone.
 */
export async function recordLiveEvent(...change: LiveChange): Promise<number | null> {
  return transaction((tx) => recordLiveEventIn(tx, ...change));
}

/** A change to record: the conversation, its kind, the nodes it touched, whom it concerns, the NOTIFY text. */
type LiveChange = [
  conversationId: string,
  kind: string,
  nodeIds: readonly string[],
  privateTo: string | null,
  notice: (version: number) => string,
];

/**
 * {@link recordLiveEvent} in the caller's transaction: the change commits with the write it is
 * about (the conversation's row stays locked until then, so keep it last in the transaction).
 * Lock order: a transaction that writes node rows and the conversation's row takes the nodes first
 * (turns, merges, purges, branches, renames all do), so two writers never wait on each other in a
 * circle.
 */
export async function recordLiveEventIn(
  tx: Tx,
  ...[conversationId, kind, nodeIds, privateTo, notice]: LiveChange
): Promise<number | null> {
  const raised = await tx.conversation.updateManyAndReturn({
    where: { id: conversationId },
    data: { liveVersion: { increment: 1 } },
    select: { liveVersion: true },
  });
  const version = raised[0]?.liveVersion;
  if (version === undefined) return null;
  await tx.liveEvent.create({ data: { conversationId, version, kind, nodeIds: [...nodeIds], privateTo } });
  if (version % 100 === 0)
    await tx.liveEvent.deleteMany({ where: { conversationId, version: { lte: version - KEEP_EVENTS } } });
  if (getDbKind() === "postgres") await tx.$executeRaw`SELECT pg_notify(${LIVE_CHANNEL}, ${notice(version)})`;
  return version;
}

/** Sends `payload` on {@link LIVE_CHANNEL} to every listening instance (PostgreSQL only). */
export async function notifyLive(payload: string): Promise<void> {
  await getDb().$executeRaw`SELECT pg_notify(${LIVE_CHANNEL}, ${payload})`;
}

/** Events of a conversation after `after` (oldest first, at most `limit`), and its current version (null: gone). */
export async function readLiveEvents(
  conversationId: string,
  after: number,
  limit = 200,
): Promise<{ version: number | null; events: LiveEventRow[] }> {
  const [conversation, rows] = await Promise.all([
    getDb().conversation.findUnique({ where: { id: conversationId }, select: { liveVersion: true } }),
    getDb().liveEvent.findMany({
      where: { conversationId, version: { gt: after } },
      orderBy: { version: "asc" },
      take: limit,
      select: { version: true, kind: true, nodeIds: true, privateTo: true },
    }),
  ]);
  return {
    version: conversation?.liveVersion ?? null,
    events: rows.map((r) => ({ ...r, nodeIds: jsonIds(r.nodeIds) })),
  };
}

/** The current version of each of `ids` that still exists. */
export async function liveVersions(ids: readonly string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const versions = new Map<string, number>();
  // In pieces (lib/db/in-list.ts): an instance may hold more open conversations than SQLite takes parameters.
  for (const chunk of chunked(ids)) {
    const rows = await getDb().conversation.findMany({
      where: { id: { in: chunk } },
      select: { id: true, liveVersion: true },
    });
    for (const r of rows) versions.set(r.id, r.liveVersion);
  }
  return versions;
}

/** A conversation's current version (null: gone). */
export async function liveVersionOf(conversationId: string): Promise<number | null> {
  const row = await getDb().conversation.findUnique({ where: { id: conversationId }, select: { liveVersion: true } });
  return row?.liveVersion ?? null;
}

/** What decides who sees a node (lib/tree/capabilities `hiddenFrom`): every node of a conversation. */
export interface LiveNodeFacts {
  id: string;
  parentId: string | null;
  kind: "root" | "branch" | "volatile";
  status: "open" | "merged";
  ownerId: string | null;
}

export async function liveNodeFacts(conversationId: string): Promise<LiveNodeFacts[]> {
  return (await getDb().node.findMany({
    where: { conversationId },
    select: { id: true, parentId: true, kind: true, status: true, ownerId: true },
  })) as LiveNodeFacts[];
}

/** A streaming answer's text and state, for the ticks a stream relays (null: gone). */
export async function liveAnswerText(
  itemId: string,
): Promise<{ nodeId: string; content: string; status: string } | null> {
  return getDb().item.findUnique({ where: { id: itemId }, select: { nodeId: true, content: true, status: true } });
}

/** The answers of a conversation being written now: a stream opened mid-answer is sent their text so far. */
export async function streamingAnswerIds(conversationId: string): Promise<string[]> {
  const rows = await getDb().item.findMany({
    where: { status: "streaming", node: { conversationId } },
    select: { id: true },
  });
  return rows.map((r) => r.id);
}

/**
 * The owner of the open aside `nodeId` is in (itself or an ancestor): "*" when that aside has no
 * owner (asides of old versions: the project's owners see them); null when it is in none (or gone).
 */
export async function asideOwnerAbove(nodeId: string): Promise<string | null> {
  const rows = await getDb().$queryRaw<{ ownerId: string | null }[]>`
    WITH RECURSIVE up(id, "parentId", kind, status, "ownerId") AS (
      SELECT id, "parentId", kind, status, "ownerId" FROM "Node" WHERE id = ${nodeId}
      UNION ALL
      SELECT n.id, n."parentId", n.kind, n.status, n."ownerId" FROM "Node" n JOIN up ON n.id = up."parentId"
    )
    SELECT "ownerId" FROM up WHERE kind = 'volatile' AND status = 'open' LIMIT 1`;
  return rows.length === 0 ? null : (rows[0].ownerId ?? "*");
}

/** The conversation of a node (null: gone). */
export async function conversationOfNode(nodeId: string): Promise<string | null> {
  const row = await getDb().node.findUnique({ where: { id: nodeId }, select: { conversationId: true } });
  return row?.conversationId ?? null;
}

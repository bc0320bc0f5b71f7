import "server-only";
import { AppError } from "@/lib/errors";
import type { ItemStatus, Role } from "@/lib/shared/tree-types";
import { getDb, transaction, getDbKind, type Tx } from "@/lib/db/client";
import { Prisma, type Item } from "@/lib/db/generated/client";
import { toJson } from "@/lib/db/json";
import { newRowId } from "@/lib/db/ids";

export interface NewItem {
  role: Role;
  content: string;
  status?: ItemStatus;
  error?: string | null;
  tokenCount: number;
  model?: string | null;
  /** A streaming answer's first heartbeat (lib/chat/live-answers.ts). */
  heartbeatAt?: Date | null;
  /** An image item's stored file (lib/media). */
  mediaId?: string | null;
}

const APPEND_TX = { maxWait: 10_000, timeout: 15_000 };

/**
 * Takes the write lock on one node's window until the transaction ends, so that position
 * allocation (read the last position, insert after it) is serialised per node on both databases:
 * on PostgreSQL the UPDATE row-locks the node (other writers of that node wait; READ COMMITTED then
 * lets them see the committed rows); on SQLite a write as the first statement takes the database's
 * write lock up front (no deferred read-then-write upgrade that could fail with SQLITE_BUSY), and
 * other processes wait for it through busy_timeout. A no-op update: nothing changes, no trigger fires.
 */
export async function lockNodeForWrite(tx: Tx, nodeId: string): Promise<void> {
  await tx.$executeRaw`UPDATE "Node" SET "updatedAt" = "updatedAt" WHERE "id" = ${nodeId}`;
}

/**
 * Appends a local item at the end of a node's window: position = last + 1, allocated under the
 * node's write lock, so that concurrent writers (server and CLI, two app instances) get unique,
 * gap-free positions; (nodeId, position) is also unique in the database. Pass `tx` to make it part
 * of a larger transaction (the lock is then held until that one ends).
 */
export async function appendItem(nodeId: string, item: NewItem, tx?: Tx): Promise<Item> {
  // Waiting for a busy node's lock is expected here: allow longer than Prisma's 2 s default.
  if (!tx) return transaction((own) => appendItem(nodeId, item, own), APPEND_TX);
  // The write lock, counting the addition (Node.revision: merge Undo's order) in the same statement.
  await tx.$executeRaw`UPDATE "Node" SET "revision" = "revision" + 1 WHERE "id" = ${nodeId}`;
  const last = await tx.item.findFirst({
    where: { nodeId },
    orderBy: { position: "desc" },
    select: { position: true },
  });
  const created = await tx.item.create({ data: localRow(nodeId, positionAfter(last?.position), item) });
  return created;
}

/** The row of a local item (written in the node itself, not inherited or merged). */
function localRow(nodeId: string, position: number, item: NewItem) {
  return {
    nodeId,
    position,
    role: item.role,
    content: item.content,
    origin: "local" as const,
    status: item.status ?? "complete",
    error: item.error ?? null,
    tokenCount: item.tokenCount,
    model: item.model ?? null,
    heartbeatAt: item.heartbeatAt ?? null,
    ...(item.mediaId ? { mediaId: item.mediaId } : {}),
  };
}

/** The position of an item appended after `last` (the node's last position; none: an empty window). */
function positionAfter(last: number | null | undefined): number {
  return (last ?? 0) + 1;
}

/** A local item's row for a bulk insert, with its id chosen here. */
export type LocalItemRow = ReturnType<typeof localRow> & { id: string };

/**
 * The rows of local items appended in order after position `last` of a node's window (null: an
 * empty window), for one bulk insert with other rows (a new branch's, lib/db/queries/branches.ts).
 */
export function localItemRows(nodeId: string, last: number | null | undefined, items: NewItem[]): LocalItemRow[] {
  const first = positionAfter(last);
  return items.map((item, i) => ({ id: newRowId(), ...localRow(nodeId, first + i, item) }));
}

/**
 * Appends local items in order after position `last` of one node's window (null: an empty window)
 * in one statement. The caller holds the node's write lock and read `last` under it. Returns their ids.
 */
export async function insertItemsAfter(
  tx: Tx,
  nodeId: string,
  last: number | null,
  items: NewItem[],
): Promise<string[]> {
  const rows = localItemRows(nodeId, last, items);
  // Raw (a turn's hot write: Prisma's query compiler cost more than the insert); times and JSON
  // bound by Prisma as its own writes bind them; PostgreSQL's enum columns need their casts.
  const pg = getDbKind() === "postgres";
  const cast = (value: string, type: string) =>
    pg ? Prisma.sql`CAST(${value} AS "${Prisma.raw(type)}")` : Prisma.sql`${value}`;
  const createdAt = new Date();
  const values = rows.map(
    (r) =>
      Prisma.sql`(${r.id}, ${r.nodeId}, ${r.position}, ${cast(r.role, "ItemRole")}, ${r.content}, ${cast(r.origin, "ItemOrigin")}, ${cast(r.status, "ItemStatus")}, ${r.error}, ${r.heartbeatAt}, ${r.tokenCount}, ${r.model}, ${false}, ${createdAt})`,
  );
  await tx.$executeRaw`INSERT INTO "Item" ("id", "nodeId", "position", "role", "content", "origin", "status", "error", "heartbeatAt", "tokenCount", "model", "pinned", "createdAt")
    VALUES ${Prisma.join(values)}`;
  return rows.map((row) => row.id);
}

export interface ItemPatch {
  content?: string;
  status?: ItemStatus;
  error?: string | null;
  tokenCount?: number;
  contextReport?: unknown;
}

export async function updateItem(id: string, patch: ItemPatch, tx: Tx = getDb()) {
  const { contextReport, ...rest } = patch;
  return tx.item.update({
    where: { id },
    data: {
      ...rest,
      ...(contextReport !== undefined
        ? { contextReport: contextReport === null ? Prisma.DbNull : toJson(contextReport) }
        : {}),
    },
  });
}

/** The stored context report of an assistant item; null when it has none. */
export async function getContextReport(itemId: string): Promise<unknown> {
  const row = await getDb().item.findUnique({ where: { id: itemId }, select: { contextReport: true } });
  if (!row) throw new AppError("not_found:item", "That message does not exist (its branch may have been purged).");
  return row.contextReport ?? null;
}

/** The node an item belongs to (the command line's --item). */
export async function getItemNodeId(itemId: string): Promise<string> {
  const row = await getDb().item.findUnique({ where: { id: itemId }, select: { nodeId: true } });
  if (!row) throw new AppError("not_found:item", "That message does not exist (its branch may have been purged).");
  return row.nodeId;
}

import "server-only";
import { getDb, transaction, getDbKind, type Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { newRowId } from "@/lib/db/ids";
import { toJson } from "@/lib/db/json";
import { AppError } from "@/lib/errors";
import type { ToolProvenance } from "@/lib/shared/tool-calls";
import { lockNodeForWrite } from "./items";

/**
 * The rows of tool calls (lib/chat/tool-items.ts): an item with role "tool" whose `tool` column holds
 * the call's provenance. A turn's calls sit between its question and its answer; a call waiting for
 * approval carries its expiry in `heartbeatAt` (a tool item is never `streaming`, so the sweep of
 * interrupted answers never reads it).
 */

export interface ToolItemRow {
  id: string;
  nodeId: string;
  position: number;
  content: string;
  tokenCount: number;
  tool: ToolProvenance;
}

const toRow = (r: {
  id: string;
  nodeId: string;
  position: number;
  content: string;
  tokenCount: number;
  tool: unknown;
}) => ({ ...r, tool: r.tool as ToolProvenance }) as ToolItemRow;
const SELECT = { id: true, nodeId: true, position: true, content: true, tokenCount: true, tool: true } as const;

/**
 * Inserts a tool item just before the answer `beforeItemId`, under the node's write lock: in the
 * answer's place (the answer moves one down) when the answer ends the window, else half way between
 * it and the entry before it. Returns its id.
 *
 * @throws AppError not_found:item (the answer is gone)
 */
export async function insertToolItem(
  nodeId: string,
  beforeItemId: string,
  item: { content: string; tokenCount: number; tool: ToolProvenance; expiresAt?: Date | null },
): Promise<string> {
  // Raw statements: a call's own overhead is these writes (bench/tools.ts), and Prisma's query
  // compiler costs more than the statements themselves.
  return transaction(async (tx) => {
    await lockNodeForWrite(tx, nodeId);
    const [answer] = await tx.$queryRaw<{ position: number; later: number | bigint }[]>`
      SELECT a."position", (SELECT COUNT(*) FROM "Item" l WHERE l."nodeId" = a."nodeId" AND l."position" > a."position") AS "later"
      FROM "Item" a WHERE a."id" = ${beforeItemId} AND a."nodeId" = ${nodeId}`;
    if (!answer) throw new AppError("not_found:item", "The answer this tool call belongs to is gone.");
    const at = Number(answer.position);
    let position: number;
    if (Number(answer.later) === 0) {
      // The answer is the window's last entry (a turn's answer is, while it is written): the call
      // takes its place and the answer moves one down, so any number of calls keep distinct positions.
      position = at;
      await tx.$executeRaw`UPDATE "Item" SET "position" = ${at + 1} WHERE "id" = ${beforeItemId}`;
    } else {
      const [prev] = await tx.$queryRaw<{ position: number }[]>`
        SELECT MAX("position") AS "position" FROM "Item" WHERE "nodeId" = ${nodeId} AND "position" < ${at}`;
      position = ((prev?.position == null ? at - 1 : Number(prev.position)) + at) / 2;
    }
    const id = newRowId();
    await tx.$executeRaw`INSERT INTO "Item" ("id", "nodeId", "position", "role", "content", "origin", "status", "tokenCount", "pinned", "tool", "heartbeatAt", "createdAt")
      VALUES (${id}, ${nodeId}, ${position}, ${enumValue("tool", "ItemRole")}, ${item.content}, ${enumValue("local", "ItemOrigin")}, ${enumValue("complete", "ItemStatus")}, ${item.tokenCount}, ${false}, ${jsonValue(item.tool)}, ${item.expiresAt ?? null}, ${new Date()})`;
    return id;
  });
}

/** A raw statement's enum value (PostgreSQL's enum columns need their casts). */
function enumValue(value: string, type: string) {
  return getDbKind() === "postgres" ? Prisma.sql`CAST(${value} AS "${Prisma.raw(type)}")` : Prisma.sql`${value}`;
}

/** A raw statement's JSON value (text on SQLite, JSONB on PostgreSQL). */
function jsonValue(value: unknown) {
  const text = JSON.stringify(value);
  return getDbKind() === "postgres" ? Prisma.sql`CAST(${text} AS JSONB)` : Prisma.sql`${text}`;
}

/** Appends a tool item at the end of a node's window inside the caller's transaction (a tool aside's copy). */
export async function appendToolItemIn(
  tx: Tx,
  nodeId: string,
  item: { content: string; tokenCount: number; tool: ToolProvenance },
): Promise<string> {
  await lockNodeForWrite(tx, nodeId);
  const last = await tx.item.findFirst({
    where: { nodeId },
    orderBy: { position: "desc" },
    select: { position: true },
  });
  const created = await tx.item.create({
    data: {
      nodeId,
      position: (last?.position ?? 0) + 1,
      role: "tool",
      content: item.content,
      tokenCount: item.tokenCount,
      tool: toJson(item.tool),
    },
    select: { id: true },
  });
  return created.id;
}

/** Rewrites a tool item's text and provenance (the call ran, failed, was denied); `expiresAt` null clears a wait. */
export async function updateToolItem(
  id: string,
  patch: { content: string; tokenCount: number; tool: ToolProvenance; expiresAt?: Date | null },
  tx: Tx = getDb(),
): Promise<void> {
  await tx.$executeRaw`UPDATE "Item" SET "content" = ${patch.content}, "tokenCount" = ${patch.tokenCount}, "tool" = ${jsonValue(patch.tool)}, "heartbeatAt" = ${patch.expiresAt ?? null} WHERE "id" = ${id}`;
}

/** One tool item, or null when there is none with that id. */
export async function findToolItem(id: string): Promise<ToolItemRow | null> {
  const row = await getDb().item.findFirst({ where: { id, role: "tool", origin: "local" }, select: SELECT });
  return row && row.tool ? toRow(row) : null;
}

/**
 * The tool items of one answer: those between it and the question before it, in order (a turn's
 * calls, and those of the turns it resumed).
 */
export async function listAnswerToolItems(answerItemId: string, tx: Tx = getDb()): Promise<ToolItemRow[]> {
  const answer = await tx.item.findUnique({ where: { id: answerItemId }, select: { nodeId: true, position: true } });
  if (!answer) return [];
  const question = await tx.item.findFirst({
    where: { nodeId: answer.nodeId, role: "user", position: { lt: answer.position } },
    orderBy: { position: "desc" },
    select: { position: true },
  });
  const rows = await tx.item.findMany({
    where: {
      nodeId: answer.nodeId,
      role: "tool",
      origin: "local",
      position: question ? { gt: question.position, lt: answer.position } : { lt: answer.position },
    },
    orderBy: { position: "asc" },
    select: SELECT,
  });
  return rows.filter((r) => r.tool).map(toRow);
}

/** Tool items whose wait for approval has expired (their `heartbeatAt` deadline is past). */
export async function listExpiredWaits(now: Date, take = 50): Promise<ToolItemRow[]> {
  const rows = await getDb().item.findMany({
    where: { role: "tool", status: "complete", heartbeatAt: { lt: now } },
    orderBy: { heartbeatAt: "asc" },
    take,
    select: SELECT,
  });
  return rows.filter((r) => r.tool).map(toRow);
}

/** The id of the last item of a node's window (is an answer still its last exchange?). */
export async function lastItemId(nodeId: string): Promise<string | null> {
  const row = await getDb().item.findFirst({ where: { nodeId }, orderBy: { position: "desc" }, select: { id: true } });
  return row?.id ?? null;
}

/** Marks a node as a tool aside (the graph draws it as tool output). */
export async function markToolOutput(tx: Tx, nodeId: string): Promise<void> {
  await tx.node.update({ where: { id: nodeId }, data: { toolOutput: true } });
}

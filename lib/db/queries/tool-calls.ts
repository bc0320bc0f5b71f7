import "server-only";
import { getDb, type Tx } from "@/lib/db/client";
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
 * Inserts a tool item just before the answer `beforeItemId` (half way between it and the entry
 * before it), under the node's write lock. Returns its id.
 *
 * @throws AppError not_found:item (the answer is gone)
 */
export async function insertToolItem(
  nodeId: string,
  beforeItemId: string,
  item: { content: string; tokenCount: number; tool: ToolProvenance; expiresAt?: Date | null },
): Promise<string> {
  return getDb().$transaction(async (tx) => {
    await lockNodeForWrite(tx, nodeId);
    const answer = await tx.item.findFirst({ where: { id: beforeItemId, nodeId }, select: { position: true } });
    if (!answer) throw new AppError("not_found:item", "The answer this tool call belongs to is gone.");
    const prev = await tx.item.findFirst({
      where: { nodeId, position: { lt: answer.position } },
      orderBy: { position: "desc" },
      select: { position: true },
    });
    const position = ((prev?.position ?? answer.position - 1) + answer.position) / 2;
    const created = await tx.item.create({
      data: {
        nodeId,
        position,
        role: "tool",
        content: item.content,
        tokenCount: item.tokenCount,
        tool: toJson(item.tool),
        heartbeatAt: item.expiresAt ?? null,
      },
      select: { id: true },
    });
    return created.id;
  });
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
  await tx.item.update({
    where: { id },
    data: {
      content: patch.content,
      tokenCount: patch.tokenCount,
      tool: toJson(patch.tool),
      heartbeatAt: patch.expiresAt ?? null,
    },
  });
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

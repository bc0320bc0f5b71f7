import "server-only";
import { AppError } from "@/lib/errors";
import type { StoredItem, TreeNode } from "@/lib/shared/tree-types";
import { getDb, transaction, type Tx } from "@/lib/db/client";
import { Prisma, type Node } from "@/lib/db/generated/client";
import { jsonIds, rawJson } from "@/lib/db/json";
import { toStoredItem, toTreeNode } from "@/lib/db/mappers";

export interface NodeRecord extends TreeNode {
  conversationId: string;
  projectId: string;
}

/**
 * A node's stored rows and the items its inherited references point at: what lib/tree's
 * `resolveWindow(rows, refs)` turns into the node's window (lib/views/node-window.ts).
 */
export interface StoredWindow {
  rows: StoredItem[];
  refs: Map<string, StoredItem>;
}

/** @throws AppError("not_found:node") */
export async function getNode(id: string, tx: Tx = getDb()): Promise<NodeRecord & { createdAt: string }> {
  const row = await tx.node.findUnique({ where: { id }, include: { conversation: { select: { projectId: true } } } });
  if (!row) throw new AppError("not_found:node", "That conversation node does not exist (it may have been purged).");
  return toNodeRecord(row, row.conversation.projectId);
}

/** A node's row as {@link getNode} returns it (`projectId`: its conversation's project). */
export function toNodeRecord(row: Node, projectId: string): NodeRecord & { createdAt: string } {
  return { ...toTreeNode(row), conversationId: row.conversationId, projectId, createdAt: row.createdAt.toISOString() };
}

/** The node's stored rows in order, with the items its references point at. */
export async function getNodeItems(nodeId: string, tx: Tx = getDb()): Promise<StoredWindow> {
  const rows = await tx.item.findMany({ where: { nodeId }, include: { ref: true }, orderBy: { position: "asc" } });
  return storedWindow(rows);
}

/** A node's stored rows as a turn reads them once: {@link getNodeItemsWithReports}. */
export interface TurnItems {
  stored: StoredWindow;
  /** The context reports of the node's last two answers of its own that have one (stored JSON), oldest first. */
  reports: { itemId: string; report: unknown }[];
  /** The node's last position (null: no rows). */
  lastPosition: number | null;
}

const ITEM_COLUMNS = [
  "id",
  "nodeId",
  "position",
  "role",
  "content",
  "origin",
  "refItemId",
  "sourceNodeId",
  "sourceItemIds",
  "status",
  "error",
  "tokenCount",
  "model",
  "pinned",
  "mergeEventId",
  "createdAt",
  "mediaId",
  "tool",
] as const;
type RawItem = Record<(typeof ITEM_COLUMNS)[number], unknown>;

/**
 * {@link getNodeItems} with what a turn needs besides, from the same rows: its last answers'
 * reports (the previous prompt) and its last position (where the turn's rows go). One raw
 * statement (the same text on SQLite and PostgreSQL), references joined: a turn's hot read, where
 * Prisma's query compiler cost more than the query.
 */
export async function getNodeItemsWithReports(nodeId: string, tx: Tx = getDb()): Promise<TurnItems> {
  const own = Prisma.raw(ITEM_COLUMNS.map((c) => `i."${c}"`).join(", "));
  const ref = Prisma.raw(ITEM_COLUMNS.map((c) => `r."${c}" AS "ref_${c}"`).join(", "));
  const rows = await tx.$queryRaw<(RawItem & Record<string, unknown>)[]>`
    SELECT ${own}, ${ref},
      CASE WHEN i."role" = 'assistant' AND i."origin" = 'local' THEN i."contextReport" END AS "report"
    FROM "Item" i LEFT JOIN "Item" r ON r."id" = i."refItemId"
    WHERE i."nodeId" = ${nodeId}
    ORDER BY i."position" ASC`;
  const items: StoredItem[] = [];
  const refs = new Map<string, StoredItem>();
  const reports: TurnItems["reports"] = [];
  for (const row of rows) {
    const item = rawStoredItem(row);
    items.push(item);
    if (row.ref_id != null) {
      const target = Object.fromEntries(ITEM_COLUMNS.map((c) => [c, row[`ref_${c}`]])) as RawItem;
      refs.set(String(row.ref_id), rawStoredItem(target));
    }
    const report = rawJson(row.report);
    if (report !== null) reports.push({ itemId: item.id, report });
  }
  return { stored: { rows: items, refs }, reports: reports.slice(-2), lastPosition: items.at(-1)?.position ?? null };
}

/** An item row read raw, as {@link toStoredItem} maps Prisma's. */
function rawStoredItem(row: RawItem): StoredItem {
  const text = (v: unknown) => (v === null || v === undefined ? null : String(v));
  return {
    id: String(row.id),
    nodeId: String(row.nodeId),
    position: Number(row.position),
    role: row.role as StoredItem["role"],
    content: String(row.content),
    origin: row.origin as StoredItem["origin"],
    refItemId: text(row.refItemId),
    sourceNodeId: text(row.sourceNodeId),
    sourceItemIds: jsonIds(rawJson(row.sourceItemIds) as Prisma.JsonValue),
    status: row.status as StoredItem["status"],
    error: text(row.error),
    tokenCount: Number(row.tokenCount),
    model: text(row.model),
    pinned: Boolean(Number(row.pinned)) || row.pinned === true,
    mergeEventId: text(row.mergeEventId),
    createdAt: new Date(row.createdAt as string).toISOString(),
    ...(row.mediaId ? { mediaId: String(row.mediaId) } : {}),
    tool: rawJson(row.tool) as StoredItem["tool"],
  };
}

/**
 * The stored rows of every node of a conversation, by node id, in one query (the share page reads a
 * whole tree): the same rows as {@link getNodeItems}. A node without items has no entry.
 */
export async function getConversationItems(
  conversationId: string,
  tx: Tx = getDb(),
): Promise<Map<string, StoredWindow>> {
  const rows = await tx.item.findMany({
    where: { node: { conversationId } },
    include: { ref: true },
    orderBy: [{ nodeId: "asc" }, { position: "asc" }],
  });
  return storedWindows(rows);
}

/**
 * The stored rows of a few nodes (a fan-out's siblings), by node id, in one query: the same rows as
 * {@link getNodeItems}. A node without items has no entry.
 */
export async function getNodesItems(nodeIds: string[], tx: Tx = getDb()): Promise<Map<string, StoredWindow>> {
  const rows = await tx.item.findMany({
    where: { nodeId: { in: nodeIds } },
    include: { ref: true },
    orderBy: [{ nodeId: "asc" }, { position: "asc" }],
  });
  return storedWindows(rows);
}

function storedWindows(rows: ItemWithRef[]): Map<string, StoredWindow> {
  const byNode = new Map<string, ItemWithRef[]>();
  for (const row of rows) {
    const list = byNode.get(row.nodeId);
    if (list) list.push(row);
    else byNode.set(row.nodeId, [row]);
  }
  return new Map([...byNode].map(([nodeId, own]) => [nodeId, storedWindow(own)]));
}

type ItemWithRef = Parameters<typeof toStoredItem>[0] & { ref: Parameters<typeof toStoredItem>[0] | null };

function storedWindow(rows: ItemWithRef[]): StoredWindow {
  const refs = new Map(rows.flatMap((r) => (r.ref ? [[r.ref.id, toStoredItem(r.ref)] as const] : [])));
  return { rows: rows.map(toStoredItem), refs };
}

/** Renames a node; renaming a root renames its conversation too (they share a title), in one transaction. */
export async function renameNode(id: string, title: string): Promise<void> {
  const node = await getNode(id);
  await transaction(async (tx) => {
    await tx.node.update({ where: { id }, data: { title } });
    if (node.parentId === null) await tx.conversation.update({ where: { id: node.conversationId }, data: { title } });
  });
}

/**
 * Sets (or clears, with null) a node's graph label and colour. Whether it may is the `label`
 * capability's decision (lib/tree-ops/label.ts asks it first).
 *
 * @throws AppError not_found:node
 */
export async function setNodeLabel(
  id: string,
  input: { label: string | null; color: string | null },
): Promise<{ nodeId: string; label: string | null; color: string | null }> {
  await getNode(id);
  const label = input.label?.trim() ? input.label.trim() : null;
  await getDb().node.update({ where: { id }, data: { label, color: input.color } });
  return { nodeId: id, label, color: input.color };
}

/**
 * The titles of `parentId`'s children that start with `prefix` (the versions of one title: an
 * alternative is titled past them). One query whatever the fan-out; only matching titles come back.
 */
export async function listChildTitlesStartingWith(
  parentId: string,
  prefix: string,
  tx: Tx = getDb(),
): Promise<string[]> {
  const rows = await tx.node.findMany({ where: { parentId, title: { startsWith: prefix } }, select: { title: true } });
  return rows.map((r) => r.title);
}

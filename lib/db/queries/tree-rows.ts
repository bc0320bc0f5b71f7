import "server-only";
import { getDbKind, type Tx } from "@/lib/db/client";
import { insertRows, timeCell, type Cell, type Column } from "@/lib/db/bulk-insert";
import { newRowId } from "@/lib/db/ids";
import { Prisma } from "@/lib/db/generated/client";

/**
 * Node and Item rows written in bulk (a chat import's tree, a seeded tree) as plain multi-row inserts
 * (lib/db/bulk-insert.ts): Prisma's `createMany` compiled every row (a 5,000-node, 10,000-message
 * import took 6.9 s to stage on SQLite, nearly all of it there). A row is Prisma's own create input,
 * written as Prisma would: an id and times filled in when absent, JSON as text, a boolean as SQLite's
 * 0/1; a column the row leaves out takes the database's default.
 */

type Kind = "text" | "number" | "boolean" | "time" | "json";

/** The columns of each table a bulk write may set, by kind (the relations and `*_fts` are not columns). */
const NODE_COLUMNS: Record<keyof Prisma.NodeCreateManyInput, Kind> = {
  id: "text",
  conversationId: "text",
  parentId: "text",
  kind: "text",
  status: "text",
  title: "text",
  branchPointItemId: "text",
  inheritPolicy: "text",
  sessionId: "text",
  ownerId: "text",
  label: "text",
  color: "text",
  fanoutId: "text",
  model: "text",
  systemPrompt: "text",
  temperature: "number",
  maxOutputTokens: "number",
  toolOutput: "boolean",
  createdAt: "time",
  updatedAt: "time",
  revision: "number",
};

const ITEM_COLUMNS: Record<keyof Prisma.ItemCreateManyInput, Kind> = {
  id: "text",
  nodeId: "text",
  position: "number",
  role: "text",
  content: "text",
  origin: "text",
  refItemId: "text",
  sourceNodeId: "text",
  sourceItemIds: "json",
  status: "text",
  error: "text",
  heartbeatAt: "time",
  tokenCount: "number",
  model: "text",
  contextReport: "json",
  pinned: "boolean",
  mergeEventId: "text",
  mediaId: "text",
  tool: "json",
  createdAt: "time",
};

/** Writes Node rows; `maxRows` rows per statement at most (a short statement holds SQLite's lock briefly). */
export async function insertNodeRows(tx: Tx, rows: Prisma.NodeCreateManyInput[], maxRows?: number): Promise<void> {
  const now = new Date();
  await insertTyped(
    tx,
    "Node",
    NODE_COLUMNS,
    rows.map((row) => ({
      ...row,
      id: row.id ?? newRowId(),
      createdAt: row.createdAt ?? now,
      updatedAt: row.updatedAt ?? row.createdAt ?? now,
    })),
    maxRows,
  );
}

/** Writes Item rows (originals before the references that point at them); `maxRows` as for nodes. */
export async function insertItemRows(tx: Tx, rows: Prisma.ItemCreateManyInput[], maxRows?: number): Promise<void> {
  const now = new Date();
  await insertTyped(
    tx,
    "Item",
    ITEM_COLUMNS,
    rows.map((row) => ({ ...row, id: row.id ?? newRowId(), createdAt: row.createdAt ?? now })),
    maxRows,
  );
}

/** Rows grouped by the columns they set (usually one group), each group written in statements of `maxRows`. */
async function insertTyped<T extends object>(
  tx: Tx,
  table: string,
  kinds: Record<string, Kind>,
  rows: T[],
  maxRows = Infinity,
): Promise<void> {
  const postgres = getDbKind() === "postgres";
  const groups = new Map<string, { names: string[]; rows: Cell[][] }>();
  for (const row of rows) {
    const entries = Object.entries(row).filter(([, value]) => value !== undefined);
    const names = entries.map(([name]) => name);
    const key = names.join(",");
    let group = groups.get(key);
    if (!group) groups.set(key, (group = { names, rows: [] }));
    group.rows.push(entries.map(([name, value]) => cell(table, name, kinds[name], value, postgres)));
  }
  for (const { names, rows: cells } of groups.values()) {
    const columns: Column[] = names.map((name) => ({ name, pg: PG_CAST[kinds[name]] }));
    const size = Math.min(maxRows, cells.length);
    for (let at = 0; at < cells.length; at += size) await insertRows(tx, table, columns, cells.slice(at, at + size));
  }
}

const PG_CAST: Record<Kind, string | undefined> = {
  text: undefined,
  number: undefined,
  boolean: "boolean",
  time: "timestamp(3)",
  json: "jsonb",
};

/** One value as its column stores it. @throws Error for a column the table does not list (a caller's mistake). */
function cell(table: string, name: string, kind: Kind | undefined, value: unknown, postgres: boolean): Cell {
  if (kind === undefined) throw new Error(`${table} has no column ${name} for a bulk write`);
  if (value === null || value === Prisma.DbNull) return null;
  switch (kind) {
    case "time":
      return timeCell(value instanceof Date ? value : new Date(value as string));
    case "boolean":
      return postgres ? String(value) : value ? 1 : 0;
    case "json":
      return value === Prisma.JsonNull || value === Prisma.AnyNull ? "null" : JSON.stringify(value);
    default:
      return value as Cell;
  }
}

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

/** A column's kind: how its values are written; an enum names its PostgreSQL type (cast from text). */
type Kind = "text" | "number" | "boolean" | "time" | "json" | { enum: string };

/** The columns of each table a bulk write may set, by kind (the relations and `*_fts` are not columns). */
const NODE_COLUMNS: Record<keyof Prisma.NodeCreateManyInput, Kind> = {
  id: "text",
  conversationId: "text",
  parentId: "text",
  kind: { enum: "NodeKind" },
  status: { enum: "NodeStatus" },
  title: "text",
  branchPointItemId: "text",
  inheritPolicy: { enum: "InheritPolicy" },
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
  role: { enum: "ItemRole" },
  content: "text",
  origin: { enum: "ItemOrigin" },
  refItemId: "text",
  sourceNodeId: "text",
  sourceItemIds: "json",
  status: { enum: "ItemStatus" },
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
      updatedAt: row.updatedAt ?? now,
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

/**
 * Rows in runs of consecutive rows that set the same columns (usually one run), each run written in
 * statements of `maxRows`, in order: a parent is always written before the child after it.
 */
async function insertTyped<T extends object>(
  tx: Tx,
  table: string,
  kinds: Record<string, Kind>,
  rows: T[],
  maxRows = Infinity,
): Promise<void> {
  const postgres = getDbKind() === "postgres";
  // Every row is read before any is written: a row that cannot be written leaves nothing behind.
  const runs: { key: string; names: string[]; rows: Cell[][] }[] = [];
  for (const row of rows) {
    const values = row as Record<string, unknown>;
    const names = Object.keys(values)
      .filter((name) => values[name] !== undefined)
      .sort();
    const key = names.join(",");
    let run = runs.at(-1);
    if (run?.key !== key) runs.push((run = { key, names, rows: [] }));
    run.rows.push(names.map((name) => cell(table, name, kinds, values[name], postgres)));
  }
  for (const run of runs) {
    const columns: Column[] = run.names.map((name) => ({ name, pg: pgCast(kinds[name]) }));
    const size = Math.min(maxRows, run.rows.length);
    for (let at = 0; at < run.rows.length; at += size)
      await insertRows(tx, table, columns, run.rows.slice(at, at + size));
  }
}

/** The cast a PostgreSQL parameter needs for its column (none: the column takes the value as sent). */
function pgCast(kind: Kind): string | undefined {
  if (typeof kind === "object") return `"${kind.enum}"`;
  return { text: undefined, number: undefined, boolean: "boolean", time: "timestamp(3)", json: "jsonb" }[kind];
}

/** One value as its column stores it. @throws Error for a column the table does not list (a caller's mistake). */
function cell(table: string, name: string, kinds: Record<string, Kind>, value: unknown, postgres: boolean): Cell {
  if (!Object.hasOwn(kinds, name)) throw new Error(`${table} has no column ${name} for a bulk write`);
  if (value === null || value === Prisma.DbNull) return null;
  switch (kinds[name]) {
    case "time":
      return timeCell(value instanceof Date ? value : new Date(value as string));
    case "boolean":
      return postgres ? String(value) : value ? 1 : 0;
    case "json":
      return value === Prisma.JsonNull ? "null" : JSON.stringify(value);
    case "number":
      // An integer past 2^53 (a position of 1e21 in an imported file) as its text: Prisma's raw
      // parameters refuse it as a number; the column stores the same float as createMany's.
      return Number.isSafeInteger(value) || !Number.isInteger(value) ? (value as number) : String(value);
    default:
      return value as Cell;
  }
}

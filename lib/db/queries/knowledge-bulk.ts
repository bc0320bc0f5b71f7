import "server-only";
import type BetterSqlite3 from "better-sqlite3";
import { getDb, getDbKind, sqliteDirectWrite, type Tx } from "@/lib/db/client";

/**
 * Bulk inserts of an import's new knowledge rows (nodes and passages) as plain multi-row
 * `INSERT ... VALUES` statements. Prisma's `createMany` runs every row through its query compiler
 * (about 1 s per MB of imported text on this machine, most of an import's database time); a
 * parameterised statement skips that. Same columns and JSON encoding as Prisma's on both databases.
 * On SQLite, inside a transaction of `transaction()`, the rows go straight to the connection as
 * prepared statements (`sqliteDirectWrite`): even a raw statement's parameters pass through
 * Prisma's query compiler, copied into its plan and back (~0.1 s of CPU per MB of text).
 */

type Cell = string | number | null;
/** A column and, on PostgreSQL, the cast its parameter needs (JSON columns, enums). */
type Column = { name: string; pg?: string };

/** Parameters per statement (SQLite allows 32,766, PostgreSQL 65,535) and text per statement. */
const MAX_PARAMS = 30_000;
const MAX_STATEMENT_CHARS = 4_000_000;

async function insertRows(tx: Tx, table: string, columns: Column[], rows: Cell[][]): Promise<void> {
  if (rows.length === 0) return;
  const direct = sqliteDirectWrite(tx);
  if (direct) return direct((db) => insertPrepared(db, table, columns, rows));
  const postgres = getDbKind() === "postgres";
  const names = columns.map((c) => `"${c.name}"`).join(", ");
  let at = 0;
  while (at < rows.length) {
    const batch: Cell[][] = [];
    let chars = 0;
    while (at < rows.length && (batch.length + 1) * columns.length <= MAX_PARAMS && chars < MAX_STATEMENT_CHARS) {
      const row = rows[at++];
      batch.push(row);
      for (const cell of row) chars += typeof cell === "string" ? cell.length : 8;
    }
    const params: Cell[] = [];
    const values = batch.map((row) => {
      const cells = row.map((cell, j) => {
        params.push(cell);
        const cast = postgres && columns[j].pg ? `::${columns[j].pg}` : "";
        return postgres ? `$${params.length}${cast}` : "?";
      });
      return `(${cells.join(", ")})`;
    });
    await tx.$executeRawUnsafe(`INSERT INTO "${table}" (${names}) VALUES ${values.join(", ")}`, ...params);
  }
}

/** Rows per prepared statement on SQLite (the last statement takes the rest). */
const PREPARED_ROWS = 64;
/** Prepared inserts by connection and SQL: an import's statements are the same few every time. */
const prepared = new WeakMap<BetterSqlite3.Database, Map<string, BetterSqlite3.Statement>>();

function statement(db: BetterSqlite3.Database, sql: string): BetterSqlite3.Statement {
  let cache = prepared.get(db);
  if (!cache) prepared.set(db, (cache = new Map()));
  let stmt = cache.get(sql);
  if (!stmt) cache.set(sql, (stmt = db.prepare(sql)));
  return stmt;
}

/** `rows` inserted with prepared statements of {@link PREPARED_ROWS} rows each, in order. */
function insertPrepared(db: BetterSqlite3.Database, table: string, columns: Column[], rows: Cell[][]): void {
  const names = columns.map((c) => `"${c.name}"`).join(", ");
  const one = `(${columns.map(() => "?").join(", ")})`;
  const sql = (n: number) => `INSERT INTO "${table}" (${names}) VALUES ${Array(n).fill(one).join(", ")}`;
  const full = rows.length >= PREPARED_ROWS ? statement(db, sql(PREPARED_ROWS)) : undefined;
  let at = 0;
  for (; full && at + PREPARED_ROWS <= rows.length; at += PREPARED_ROWS)
    full.run(rows.slice(at, at + PREPARED_ROWS).flat());
  if (at < rows.length) statement(db, sql(rows.length - at)).run(rows.slice(at).flat());
}

/** A KnowledgeNode row to insert (JSON columns already as values). */
export type KnowledgeNodeInsert = {
  id: string;
  treeId: string;
  parentId: string | null;
  level: "leaf" | "branch" | "root";
  depth: number;
  order: number;
  childIds: unknown;
  metadata: unknown;
  text: string | null;
  chars: number;
  tokens: number;
  metadataTokens: number;
  sourceRef: string | null;
  location: string | null;
};

const NODE_COLUMNS: Column[] = [
  { name: "id" },
  { name: "treeId" },
  { name: "parentId" },
  { name: "level", pg: '"KnowledgeLevel"' },
  { name: "depth" },
  { name: "order" },
  { name: "childIds", pg: "jsonb" },
  { name: "metadata", pg: "jsonb" },
  { name: "text" },
  { name: "chars" },
  { name: "tokens" },
  { name: "metadataTokens" },
  { name: "sourceRef" },
  { name: "location" },
];

/** Inserts new KnowledgeNode rows. */
export async function insertKnowledgeNodes(tx: Tx, rows: KnowledgeNodeInsert[]): Promise<void> {
  await insertRows(
    tx,
    "KnowledgeNode",
    NODE_COLUMNS,
    rows.map((r) => [
      r.id,
      r.treeId,
      r.parentId,
      r.level,
      r.depth,
      r.order,
      JSON.stringify(r.childIds ?? []),
      JSON.stringify(r.metadata ?? {}),
      r.text,
      r.chars,
      r.tokens,
      r.metadataTokens,
      r.sourceRef,
      r.location,
    ]),
  );
}

/** A KnowledgePassage row to insert. */
export type KnowledgePassageInsert = {
  id: string;
  treeId: string;
  leafId: string;
  ord: number;
  kind: string;
  text: string;
  headings: string[];
  row: number | null;
  searchText: string;
};

const PASSAGE_COLUMNS: Column[] = [
  { name: "id" },
  { name: "treeId" },
  { name: "leafId" },
  { name: "ord" },
  { name: "kind" },
  { name: "text" },
  { name: "headings", pg: "jsonb" },
  { name: "row" },
  { name: "searchText" },
];

/** Inserts passages of new leaves (the SQLite trigger fills the FTS5 table; PostgreSQL's GIN index follows). */
export async function insertKnowledgePassagesBulk(tx: Tx, rows: KnowledgePassageInsert[]): Promise<void> {
  await insertRows(
    tx,
    "KnowledgePassage",
    PASSAGE_COLUMNS,
    rows.map((r) => [r.id, r.treeId, r.leafId, r.ord, r.kind, r.text, JSON.stringify(r.headings), r.row, r.searchText]),
  );
}

/**
 * The KnowledgeNode rows of a tree without leaf texts (`text` null): what an append or a removal
 * needs (structure and metadata) at a fraction of the memory of the whole tree.
 */
export async function listKnowledgeNodesWithoutText(treeId: string, tx: Tx = getDb()) {
  const rows = await tx.knowledgeNode.findMany({
    where: { treeId },
    select: {
      id: true,
      treeId: true,
      parentId: true,
      level: true,
      depth: true,
      order: true,
      childIds: true,
      metadata: true,
      chars: true,
      tokens: true,
      metadataTokens: true,
      sourceRef: true,
      location: true,
    },
  });
  return rows.map((r) => ({ ...r, text: null }));
}

const NO_TEXT = { text: true } as const;

/**
 * The part of a tree an append reads, without leaf texts: the right edge from the root down and
 * every child of a node on it (lib/knowledge/grow-tree `appendNeighbourhood`), in one query per
 * level instead of a read of every node.
 */
export async function listAppendEdge(treeId: string, rootId: string, tx: Tx = getDb()) {
  const out = [];
  let next: string | null = rootId;
  const root = await tx.knowledgeNode.findFirst({ where: { id: rootId, treeId }, omit: NO_TEXT });
  if (!root) return [];
  out.push(root);
  for (let node = root; node.level !== "leaf";) {
    const ids = Array.isArray(node.childIds) ? (node.childIds as string[]) : [];
    if (ids.length === 0) break;
    const children = await tx.knowledgeNode.findMany({ where: { treeId, id: { in: ids } }, omit: NO_TEXT });
    out.push(...children);
    next = ids[ids.length - 1];
    const last = children.find((c) => c.id === next);
    if (!last) break;
    node = last;
  }
  return out.map((r) => ({ ...r, text: null }));
}

/** A tree's leaf and branch counts (branches without the root) and its root's depth. */
export async function countTreeNodes(treeId: string, rootId: string | null, tx: Tx = getDb()) {
  const [leaves, all, root] = await Promise.all([
    tx.knowledgeNode.count({ where: { treeId, level: "leaf" } }),
    tx.knowledgeNode.count({ where: { treeId } }),
    rootId ? tx.knowledgeNode.findUnique({ where: { id: rootId }, select: { depth: true } }) : null,
  ]);
  return { leaves, branches: all - leaves - (root ? 1 : 0), depth: root?.depth ?? 0 };
}

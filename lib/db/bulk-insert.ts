import "server-only";
import type BetterSqlite3 from "better-sqlite3";
import { getDbKind, sqliteDirectWrite, type Tx } from "@/lib/db/client";

/**
 * Bulk inserts (an import's new knowledge rows, its usage rows) as plain multi-row
 * `INSERT ... VALUES` statements. Prisma's `createMany` runs every row through its query compiler
 * (about 1 s per MB of imported text on this machine, most of an import's database time); a
 * parameterised statement skips that. Same columns and JSON encoding as Prisma's on both databases.
 * On SQLite, inside a transaction of `transaction()`, the rows go straight to the connection as
 * prepared statements (`sqliteDirectWrite`): even a raw statement's parameters pass through
 * Prisma's query compiler, copied into its plan and back (~0.1 s of CPU per MB of text).
 */

/** A value as the statement binds it (JSON columns already as text, times as the adapter writes them). */
export type Cell = string | number | null;
/** A column and, on PostgreSQL, the cast its parameter needs (JSON columns, enums). */
export type Column = { name: string; pg?: string };

/**
 * A time as Prisma's adapters write a DateTime: ISO 8601 with "+00:00" (SQLite stores the text; a
 * PostgreSQL column of `timestamp(3)` reads it as UTC, its parameter cast with `pg: "timestamp(3)"`).
 */
export function timeCell(at: Date): string {
  return at.toISOString().replace("Z", "+00:00");
}

/** Parameters per statement (SQLite allows 32,766, PostgreSQL 65,535) and text per statement. */
const MAX_PARAMS = 30_000;
const MAX_STATEMENT_CHARS = 4_000_000;

/** Inserts `rows` (cells in `columns`' order) into `table` inside `tx`. */
export async function insertRows(tx: Tx, table: string, columns: Column[], rows: Cell[][]): Promise<void> {
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

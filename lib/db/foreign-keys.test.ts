import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { describe, expect, it } from "vitest";

const MIGRATIONS = fileURLToPath(new URL("../../prisma/migrations/", import.meta.url));

/** A database of every SQLite migration, in memory (PostgreSQL's follow the same schema: postgres-migrations.test.ts). */
function migrated(): Database.Database {
  const db = new Database(":memory:");
  const names = readdirSync(MIGRATIONS, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  for (const name of names) db.exec(readFileSync(`${MIGRATIONS}${name}/migration.sql`, "utf8"));
  return db;
}

type Row = Record<string, unknown>;

describe("foreign keys", () => {
  // A delete's action (cascade, set null) finds the rows that point at the deleted one by their
  // column: without an index leading with it, every deleted row scans the whole table (a 2,000-node
  // purge over 100,000 usage rows took 35 s).
  it("each has an index that leads with its column", () => {
    const db = migrated();
    const tables = db
      .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND sql LIKE '%REFERENCES%'")
      .all() as Row[];
    expect(tables.length).toBeGreaterThan(10);
    const unindexed: string[] = [];
    for (const { name } of tables) {
      const leading = new Set(
        (db.prepare(`PRAGMA index_list("${name}")`).all() as Row[]).map(
          (index) => (db.prepare(`PRAGMA index_info("${index.name}")`).all() as Row[])[0]?.name,
        ),
      );
      for (const fk of db.prepare(`PRAGMA foreign_key_list("${name}")`).all() as Row[])
        if (!leading.has(fk.from)) unindexed.push(`${name}.${fk.from} -> ${fk.table}`);
    }
    expect(unindexed).toEqual([]);
    db.close();
  });
});

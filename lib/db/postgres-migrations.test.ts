import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
// @ts-expect-error plain .mjs scripts without type declarations
import { migratePostgres, plannedMigrations } from "@/scripts/pg-migrate.mjs";
// @ts-expect-error plain .mjs scripts without type declarations
import { writePostgresSchema } from "@/scripts/pg-schema.mjs";
import { createPgDatabase, onPostgres, withPgClient } from "@/lib/testing/pg";

/**
 * What Prisma can see of a schema: columns (type, nullability, default), indexes, keys and foreign
 * keys with their actions, enum labels. CHECK constraints and the full-text objects, GIN indexes and stored tsvectors (*_fts), are
 * left out (Prisma does not model them; the migrations add them on purpose), and so is the runner's
 * own table.
 */
async function catalog(url: string) {
  return withPgClient(url, async (client) => {
    const q = async (sql: string) => (await client.query(sql)).rows.map((row) => Object.values(row).join(" | ")).sort();
    return {
      columns:
        await q(`SELECT table_name, column_name, data_type, udt_name, is_nullable, coalesce(column_default, '') AS d
        FROM information_schema.columns WHERE table_schema = 'public' AND table_name <> '_canopy_migrations'
        AND column_name NOT LIKE '%\\_fts'`),
      indexes: await q(
        `SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' AND tablename <> '_canopy_migrations' AND indexname NOT LIKE '%\\_fts'`,
      ),
      constraints: await q(`SELECT c.conrelid::regclass::text, c.conname, c.contype, pg_get_constraintdef(c.oid)
        FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
        WHERE n.nspname = 'public' AND c.contype <> 'c' AND c.conrelid::regclass::text <> '_canopy_migrations'`),
      enums: await q(`SELECT t.typname, string_agg(e.enumlabel, ',' ORDER BY e.enumsortorder)
        FROM pg_type t JOIN pg_enum e ON e.enumtypid = t.oid GROUP BY t.typname`),
    };
  });
}

// Not useTestDatabase(): it tests the migration runner itself, on empty databases it migrates.
describe.skipIf(!onPostgres)("PostgreSQL migrations", () => {
  const drops: Array<() => Promise<void>> = [];
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), "canopy-pgmig-"));
  });
  afterAll(async () => {
    for (const drop of drops) await drop();
    rmSync(dir, { recursive: true, force: true });
  });
  const emptyDatabase = async () => {
    const db = await createPgDatabase();
    drops.push(db.drop);
    await withPgClient(db.url, (c) => c.query(`DROP SCHEMA public CASCADE; CREATE SCHEMA public`));
    return db.url;
  };

  it("build exactly the schema Prisma derives from prisma/schema.prisma (a missing or wrong twin fails here)", async () => {
    // Expected: Prisma's own DDL for the derived PostgreSQL schema, on an empty database.
    const schema = writePostgresSchema();
    const ddl = execFileSync(
      "node_modules/.bin/prisma",
      ["migrate", "diff", "--from-empty", "--to-schema-datamodel", schema, "--script"],
      {
        encoding: "utf8",
        env: { ...process.env, CHECKPOINT_DISABLE: "1" },
      },
    );
    const expectedUrl = await emptyDatabase();
    await withPgClient(expectedUrl, (c) => c.query(ddl));
    // Actual: the committed migrations, as `npm run setup` applies them.
    const actualUrl = await emptyDatabase();
    expect(await migratePostgres(actualUrl)).toHaveLength(plannedMigrations().length);

    const [expected, actual] = await Promise.all([catalog(expectedUrl), catalog(actualUrl)]);
    expect(actual.columns.length).toBeGreaterThan(50);
    expect(actual).toEqual(expected);
  });

  it("record what they applied, apply nothing twice, and let two instances start at once", async () => {
    const url = await emptyDatabase();
    const [a, b] = await Promise.all([migratePostgres(url), migratePostgres(url)]);
    expect(a.length + b.length).toBe(plannedMigrations().length);
    expect(await migratePostgres(url)).toEqual([]);
    const rows = await withPgClient(url, (c) =>
      c.query(`SELECT "name", "checksum" FROM "_canopy_migrations" ORDER BY "name"`),
    );
    expect(rows.rows.map((r) => r.name)).toEqual(plannedMigrations().map((m: { name: string }) => m.name));
  });

  it("run each file in a transaction, refuse an edited applied file, and demand a twin for every SQLite migration", async () => {
    const sqliteDir = join(dir, "sqlite");
    const pgDir = join(dir, "pg");
    const write = (root: string, name: string, sql: string) => {
      mkdirSync(join(root, name), { recursive: true });
      writeFileSync(join(root, name, "migration.sql"), sql);
    };
    write(sqliteDir, "001_a", "-- sqlite");
    write(pgDir, "001_a", `CREATE TABLE "A" ("id" TEXT PRIMARY KEY);`);
    const url = await emptyDatabase();
    expect(await migratePostgres(url, { sqliteDir, pgDir })).toEqual(["001_a"]);

    write(sqliteDir, "002_b", "-- sqlite");
    expect(() => plannedMigrations({ sqliteDir, pgDir })).toThrow(/twin missing for 002_b/);

    // A failing file leaves nothing behind: not its first statement, not a record.
    write(pgDir, "002_b", `CREATE TABLE "B" ("id" TEXT PRIMARY KEY); SELECT 1 / 0;`);
    await expect(migratePostgres(url, { sqliteDir, pgDir })).rejects.toThrow(/002_b failed: division by zero/);
    const tables = await withPgClient(url, (c) =>
      c.query(`SELECT to_regclass('"B"') AS b, (SELECT count(*)::int FROM "_canopy_migrations") AS n`),
    );
    expect(tables.rows[0]).toEqual({ b: null, n: 1 });

    write(pgDir, "002_b", `CREATE TABLE "B" ("id" TEXT PRIMARY KEY);`);
    expect(await migratePostgres(url, { sqliteDir, pgDir })).toEqual(["002_b"]);
    write(pgDir, "001_a", `CREATE TABLE "A" ("id" TEXT PRIMARY KEY, "x" INTEGER);`);
    await expect(migratePostgres(url, { sqliteDir, pgDir })).rejects.toThrow(
      /001_a was applied but its file has changed/,
    );
  });
});

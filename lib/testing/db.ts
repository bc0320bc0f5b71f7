import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { closeDb } from "@/lib/db/client";
import { createPgDatabase, onPostgres } from "./pg";

const MIGRATIONS_DIR = fileURLToPath(new URL("../../prisma/migrations/", import.meta.url));

export interface TestDatabase {
  /** The URL now in process.env.DATABASE_URL: "file:/abs/path.db", or postgresql://… with TEST_DB=postgres. */
  url: string;
  /** Closes the Prisma client, deletes the file and restores the previous DATABASE_URL. */
  cleanup(): Promise<void>;
}

/**
 * A fresh database for one test file. SQLite (the default): a temporary file with every migration
 * applied in order (with better-sqlite3 directly, far faster than the Prisma CLI). With
 * TEST_DB=postgres: a new database copied from the migrated template that vitest's global setup made
 * (lib/testing/pg-global-setup.ts). It becomes the database that `getDb()` opens, so the code under
 * test runs against a real schema, not a mock.
 *
 * @example
 * let db: TestDatabase;
 * beforeAll(async () => { db = await createTestDatabase(); });
 * afterAll(() => db.cleanup());
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (onPostgres) return createPostgresTestDatabase();
  const dir = mkdtempSync(join(tmpdir(), "canopy-test-"));
  const file = join(dir, "test.db");
  const sqlite = new Database(file);
  try {
    for (const migration of migrationFiles()) sqlite.exec(readFileSync(migration, "utf8"));
  } finally {
    sqlite.close();
  }

  const previousUrl = process.env.DATABASE_URL;
  const url = `file:${file}`;
  // getDb() caches its client: drop any client opened on another database before pointing at this one.
  await closeDb();
  process.env.DATABASE_URL = url;

  return {
    url,
    async cleanup() {
      await closeDb();
      if (previousUrl === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = previousUrl;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** prisma/migrations/<timestamp>_<name>/migration.sql, oldest first (the folder names sort by time). */
function migrationFiles(): string[] {
  return readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
    .map((name) => join(MIGRATIONS_DIR, name, "migration.sql"));
}

async function createPostgresTestDatabase(): Promise<TestDatabase> {
  const database = await createPgDatabase();
  const previousUrl = process.env.DATABASE_URL;
  await closeDb();
  process.env.DATABASE_URL = database.url;
  return {
    url: database.url,
    async cleanup() {
      await closeDb();
      if (previousUrl === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = previousUrl;
      await database.drop();
    },
  };
}

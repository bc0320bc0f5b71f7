import "server-only";
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { getDb, getDbKind } from "@/lib/db/client";

/** Answers when the database does: one `SELECT 1` (readiness). */
export async function pingDatabase(): Promise<void> {
  await getDb().$queryRawUnsafe("SELECT 1");
}

let expected: string[] | null = null;

/**
 * The committed migrations (directory names of prisma/migrations, which PostgreSQL's twins share),
 * read once per process from the working directory the server runs in; null when the directory is
 * not there (then nothing can be compared).
 */
function committedMigrations(): string[] | null {
  if (expected) return expected;
  const dir = join(process.cwd(), "prisma/migrations");
  if (!existsSync(dir)) return null;
  expected = readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name)
    .sort();
  return expected;
}

/**
 * The committed migrations the database has not applied: SQLite's `_prisma_migrations` (finished,
 * not rolled back) or PostgreSQL's `_canopy_migrations` (scripts/pg-migrate.mjs). Null when the
 * migrations directory is not beside the server.
 */
export async function pendingMigrations(): Promise<string[] | null> {
  const committed = committedMigrations();
  if (!committed) return null;
  const rows =
    getDbKind() === "sqlite"
      ? await getDb().$queryRawUnsafe<{ name: string }[]>(
          `SELECT migration_name AS name FROM "_prisma_migrations" WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL`,
        )
      : await getDb().$queryRawUnsafe<{ name: string }[]>(`SELECT "name" FROM "_canopy_migrations"`);
  const applied = new Set(rows.map((r) => r.name));
  return committed.filter((name) => !applied.has(name));
}

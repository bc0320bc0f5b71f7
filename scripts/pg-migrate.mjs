// Applies the committed PostgreSQL migrations (prisma/postgres/migrations/<name>/migration.sql, one
// twin per SQLite migration in prisma/migrations, same directory names) to DATABASE_URL.
//
// Why not `prisma migrate deploy`: Prisma 6.19's JavaScript schema engine deploys to SQLite only
// (README "Running on PostgreSQL"). This runner is small on purpose:
// - it records each applied migration (name + sha256 checksum) in "_canopy_migrations";
// - it runs each file in its own transaction (PostgreSQL DDL is transactional);
// - it holds an advisory lock while it works, so two instances starting at once do not race;
// - it refuses to run when an applied file has changed since, or a SQLite migration has no twin.
//
//   DATABASE_URL=postgresql://... node scripts/pg-migrate.mjs
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const SQLITE_DIR = join(root, "prisma/migrations");
export const PG_MIGRATIONS_DIR = join(root, "prisma/postgres/migrations");
/** Arbitrary but fixed: pg_advisory_lock key of Canopy's migration runner. */
const LOCK_KEY = 7_220_466_091;

const directories = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true })
        .filter((e) => e.isDirectory())
        .map((e) => e.name)
        .sort()
    : [];

/**
 * The migrations to run, oldest first: every SQLite migration's name with its PostgreSQL twin.
 * @throws when a twin is missing or a PostgreSQL migration has no SQLite original.
 */
export function plannedMigrations({ sqliteDir = SQLITE_DIR, pgDir = PG_MIGRATIONS_DIR } = {}) {
  const sqlite = directories(sqliteDir);
  const pgNames = directories(pgDir);
  const missing = sqlite.filter((name) => !existsSync(join(pgDir, name, "migration.sql")));
  if (missing.length) {
    throw new Error(
      `PostgreSQL twin missing for ${missing.join(", ")}: write prisma/postgres/migrations/<name>/migration.sql (see README).`,
    );
  }
  const orphans = pgNames.filter((name) => !sqlite.includes(name));
  if (orphans.length) throw new Error(`PostgreSQL migrations without a SQLite original: ${orphans.join(", ")}.`);
  return sqlite.map((name) => {
    const sql = readFileSync(join(pgDir, name, "migration.sql"), "utf8");
    return { name, sql, checksum: createHash("sha256").update(sql).digest("hex") };
  });
}

/**
 * Brings the database at `url` up to date. Returns the names it applied (empty when up to date).
 * @param {string} url postgresql:// URL
 * @param {{ log?: (line: string) => void, sqliteDir?: string, pgDir?: string }} [options]
 */
export async function migratePostgres(url, options = {}) {
  const log = options.log ?? (() => {});
  const planned = plannedMigrations(options);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const appliedNow = [];
  try {
    await client.query("SELECT pg_advisory_lock($1)", [LOCK_KEY]);
    await client.query(`CREATE TABLE IF NOT EXISTS "_canopy_migrations" (
      "name" TEXT PRIMARY KEY, "checksum" TEXT NOT NULL, "appliedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP)`);
    const { rows } = await client.query(`SELECT "name", "checksum" FROM "_canopy_migrations"`);
    const applied = new Map(rows.map((row) => [row.name, row.checksum]));
    for (const m of planned) {
      if (applied.has(m.name)) {
        if (applied.get(m.name) !== m.checksum) {
          throw new Error(
            `Migration ${m.name} was applied but its file has changed since: never edit an applied migration, add a new one.`,
          );
        }
        continue;
      }
      await client.query("BEGIN");
      try {
        await client.query(m.sql);
        await client.query(`INSERT INTO "_canopy_migrations" ("name", "checksum") VALUES ($1, $2)`, [
          m.name,
          m.checksum,
        ]);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK");
        throw new Error(`PostgreSQL migration ${m.name} failed: ${error.message}`, { cause: error });
      }
      appliedNow.push(m.name);
      log(`Applied ${m.name}`);
    }
    const unknown = [...applied.keys()].filter((name) => !planned.some((m) => m.name === name));
    if (unknown.length) log(`Warning: the database has migrations this checkout does not know: ${unknown.join(", ")}`);
  } finally {
    await client.query("SELECT pg_advisory_unlock($1)", [LOCK_KEY]).catch(() => {});
    await client.end();
  }
  return appliedNow;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const url = process.env.DATABASE_URL ?? "";
  if (!/^postgres(ql)?:\/\//.test(url)) {
    console.error("DATABASE_URL must be a postgresql:// URL");
    process.exit(1);
  }
  const applied = await migratePostgres(url, { log: (line) => console.log(line) });
  console.log(
    applied.length ? `${applied.length} PostgreSQL migration(s) applied.` : "PostgreSQL schema is up to date.",
  );
}

import "server-only";
import { getDb, getDbKind } from "@/lib/db/client";

/** Which of these tables exist in the database (SQLite: sqlite_master; PostgreSQL: the current schema). */
export async function findExistingTables(names: string[]): Promise<string[]> {
  const rows =
    getDbKind() === "sqlite"
      ? await getDb().$queryRawUnsafe<{ name: string }[]>(
          `SELECT name FROM sqlite_master WHERE type = 'table' AND name IN (${names.map(() => "?").join(", ")})`,
          ...names,
        )
      : await getDb().$queryRawUnsafe<{ name: string }[]>(
          `SELECT table_name::text AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_name = ANY($1::text[])`,
          names,
        );
  return rows.map((r) => r.name);
}

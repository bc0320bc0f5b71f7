import { existsSync } from "node:fs";
import { resolveDatabaseUrl } from "@/lib/db/client";
import { findExistingTables } from "@/lib/db/queries/schema-check";
import { getEnv } from "@/lib/env";
import { AppError } from "@/lib/errors";

const TABLES = ["Project", "Conversation", "Node", "Item", "MergeEvent", "KnowledgeTree", "KnowledgeNode", "Document"];
const HINT = "Run `npm run setup` first: it creates the database and applies the migrations.";

/**
 * Fails with a clear message when the database is missing or not migrated, instead of a Prisma
 * error on the first query. A missing file is checked before opening it, because opening creates it.
 *
 * @throws AppError not_found:database
 */
export async function assertDatabaseReady(): Promise<void> {
  const url = resolveDatabaseUrl(process.env.DATABASE_URL ?? getEnv().DATABASE_URL);
  const file = url.startsWith("file:") ? url.slice("file:".length).split("?")[0] : null;
  if (file && !existsSync(file)) throw new AppError("not_found:database", `There is no database at ${file}. ${HINT}`);
  if ((await findExistingTables(TABLES)).length < TABLES.length) {
    throw new AppError(
      "not_found:database",
      `The database at ${file ?? url} has no Canopy tables (or an older schema). ${HINT}`,
    );
  }
}

// vitest global setup. With TEST_DB=postgres it starts a throwaway PostgreSQL cluster (or uses
// TEST_PG_URL, a superuser URL of a server you run), migrates a template database with the committed
// PostgreSQL migrations, and passes the server's URL to the test workers; createTestDatabase() then
// copies the template per test file. With any other TEST_DB it does nothing (SQLite).
import pg from "pg";
// @ts-expect-error plain .mjs scripts without type declarations
import { startTestCluster } from "@/scripts/pg-test-cluster.mjs";
// @ts-expect-error plain .mjs scripts without type declarations
import { migratePostgres } from "@/scripts/pg-migrate.mjs";
import { PG_TEMPLATE, withDatabase } from "./pg";

export default async function setup(): Promise<(() => Promise<void>) | void> {
  if (process.env.TEST_DB !== "postgres") return;
  const cluster: { url: string; stop(): void } | null = process.env.TEST_PG_URL ? null : await startTestCluster();
  const adminUrl = process.env.TEST_PG_URL ?? cluster!.url;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${PG_TEMPLATE}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${PG_TEMPLATE}"`);
  } finally {
    await admin.end();
  }
  await migratePostgres(withDatabase(adminUrl, PG_TEMPLATE));
  // Inherited by the forked test workers.
  process.env.CANOPY_TEST_PG_URL = adminUrl;
  return async () => {
    cluster?.stop();
  };
}

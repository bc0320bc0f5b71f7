import { randomBytes } from "node:crypto";
import pg from "pg";

/** The migrated database every PostgreSQL test database is copied from (lib/testing/pg-global-setup.ts). */
export const PG_TEMPLATE = "canopy_test_template";

/** True when this vitest run targets PostgreSQL (`npm run test:unit:pg`, TEST_DB=postgres). */
export const onPostgres = process.env.TEST_DB === "postgres";

/** The same server URL with another database name. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs `run` with a client connected to `url`, closed afterwards. */
export async function withPgClient<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function admin<T>(run: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = process.env.CANOPY_TEST_PG_URL;
  if (!url)
    throw new Error("TEST_DB=postgres but no test server: run vitest through its config (globalSetup starts one).");
  return withPgClient(url, run);
}

/** A fresh, migrated PostgreSQL database (a copy of the template, tens of milliseconds). Returns its URL. */
export async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `canopy_test_${randomBytes(6).toString("hex")}`;
  const base = process.env.CANOPY_TEST_PG_URL!;
  await admin((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${PG_TEMPLATE}"`));
  return {
    url: withDatabase(base ?? "", name),
    drop: () => admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => {}),
  };
}

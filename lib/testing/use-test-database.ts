import { afterAll, beforeAll } from "vitest";
import { createTestDatabase, type TestDatabase } from "./db";

/**
 * A fresh database for the test file that calls it at its top level (createTestDatabase in
 * beforeAll, its cleanup in afterAll): the setup every integration test file repeated. The handle's
 * `url` is there from beforeAll on. Pass `{ auth: true }` in files that use Better Auth.
 *
 * @example
 * useTestDatabase();
 * describe("...", () => { it("...", async () => { await getDb().node.count(); }); });
 */
export function useTestDatabase({ auth = false }: { auth?: boolean } = {}): Pick<TestDatabase, "url"> {
  let db: TestDatabase | undefined;
  // Better Auth keeps the database client it was built with: `auth` rebuilds it on this file's database.
  const resetAuth = async () => {
    if (auth) (await import("@/lib/auth/config")).resetAuth();
  };
  beforeAll(async () => {
    db = await createTestDatabase();
    await resetAuth();
  });
  afterAll(async () => {
    await resetAuth();
    await db?.cleanup();
  });
  return {
    get url() {
      if (!db) throw new Error("The test database is created in beforeAll: read its url inside a hook or a test.");
      return db.url;
    },
  };
}

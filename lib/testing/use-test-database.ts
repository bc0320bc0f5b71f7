import { afterAll, afterEach, beforeAll, beforeEach } from "vitest";
import { stopIdleThreads } from "@/lib/jobs/thread";
import { createTestDatabase, type TestDatabase } from "./db";

/**
 * A fresh database for the test file that calls it at its top level (createTestDatabase in
 * beforeAll, its cleanup in afterAll): the setup every integration test file repeated. The handle's
 * `url` is there from beforeAll on. Pass `{ auth: true }` in files that use Better Auth, and
 * `{ each: true }` where every test needs an empty instance of its own (beforeEach/afterEach).
 *
 * @example
 * useTestDatabase();
 * describe("...", () => { it("...", async () => { await getDb().node.count(); }); });
 */
export function useTestDatabase({ auth = false, each = false }: { auth?: boolean; each?: boolean } = {}): Pick<
  TestDatabase,
  "url"
> {
  let db: TestDatabase | undefined;
  // Better Auth keeps the database client it was built with: `auth` rebuilds it on this file's database.
  const resetAuth = async () => {
    if (auth) (await import("@/lib/auth/config")).resetAuth();
  };
  (each ? beforeEach : beforeAll)(async () => {
    db = await createTestDatabase();
    await resetAuth();
  });
  (each ? afterEach : afterAll)(async () => {
    await stopIdleThreads(); // a warm worker thread holds a connection to this database
    await resetAuth();
    await db?.cleanup();
    db = undefined;
  });
  return {
    get url() {
      if (!db)
        throw new Error(
          "The test database is created in beforeAll (beforeEach with `each`): read its url inside a hook or a test.",
        );
      return db.url;
    },
  };
}

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getDb } from "../db/client";
import { createTestDatabase, type TestDatabase } from "../testing/db";
import { authSecret } from "./secret";

let testDb: TestDatabase;
beforeAll(async () => {
  testDb = await createTestDatabase();
});
afterAll(() => testDb.cleanup());

describe("authSecret", () => {
  it("gives every concurrent caller one secret on a fresh database (two instances starting at once)", async () => {
    const saved = process.env.BETTER_AUTH_SECRET;
    delete process.env.BETTER_AUTH_SECRET;
    try {
      for (let round = 0; round < 5; round++) {
        await getDb().instanceSettings.deleteMany();
        const secrets = await Promise.all(Array.from({ length: 8 }, () => authSecret()));
        expect(new Set(secrets).size).toBe(1);
        expect((await getDb().instanceSettings.findUniqueOrThrow({ where: { id: "instance" } })).authSecret).toBe(secrets[0]);
      }
    } finally {
      if (saved !== undefined) process.env.BETTER_AUTH_SECRET = saved;
    }
  });
});

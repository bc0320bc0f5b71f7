import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createClient, getDb, type Db } from "@/lib/db/client";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { betterAuthRateLimitStorage, RateLimitError, takeRateLimit } from "./rate-limit";

const db = useTestDatabase();
let other: Db;
beforeAll(() => {
  // A second app instance: its own client and connection on the same database.
  other = createClient(db.url);
});
afterAll(async () => {
  await other.$disconnect();
});

async function refusal(run: () => Promise<unknown>): Promise<RateLimitError | null> {
  try {
    await run();
    return null;
  } catch (error) {
    if (error instanceof RateLimitError) return error;
    throw error;
  }
}

describe("rate limits in the database", () => {
  it("refuses the request past the limit with the seconds to wait; a new window starts afresh", async () => {
    await takeRateLimit("chat", "u1", 2, 60, 0);
    await takeRateLimit("chat", "u1", 2, 60, 1000);
    await takeRateLimit("chat", "u2", 2, 60, 1000); // another user has their own budget
    const refused = await refusal(() => takeRateLimit("chat", "u1", 2, 60, 15_000));
    expect(refused?.retryAfter).toBe(45);
    expect(refused?.status).toBe(429);
    expect(await refusal(() => takeRateLimit("chat", "u1", 2, 60, 60_000))).toBeNull(); // a new window
    // Finished windows are deleted when a new one starts.
    expect(await getDb().rateLimitCounter.count({ where: { expiresAt: { lte: new Date(60_000) } } })).toBe(0);
  });

  it("counts several requests at once (a fan-out's N turns): refused together past the limit", async () => {
    await takeRateLimit("chat", "fan", 5, 60, 0, undefined, 4);
    expect(await refusal(() => takeRateLimit("chat", "fan", 5, 60, 1000, undefined, 2))).toBeInstanceOf(RateLimitError);
    expect(await refusal(() => takeRateLimit("chat", "fan2", 5, 60, 1000, undefined, 6))).toBeInstanceOf(
      RateLimitError,
    );
    expect(await refusal(() => takeRateLimit("chat", "fan3", 5, 60, 1000, undefined, 5))).toBeNull();
  });

  it("counts across two app instances on one database, concurrently", async () => {
    const now = 10 * 60_000;
    const calls = Array.from({ length: 20 }, (_, i) =>
      refusal(() => takeRateLimit("import", "shared", 7, 60, now + i, i % 2 ? other : getDb())),
    );
    const results = await Promise.all(calls);
    expect(results.filter((r) => r === null)).toHaveLength(7);
    expect(results.filter((r) => r instanceof RateLimitError)).toHaveLength(13);
  });

  it("backs Better Auth's limiter: its rules count across instances too", async () => {
    const here = betterAuthRateLimitStorage();
    const there = betterAuthRateLimitStorage(other);
    const rule = { window: 3600, max: 3 };
    const results = [];
    for (const storage of [here, there, here, there])
      results.push(await storage.consume("192.0.2.1|/change-password", rule));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfter).toBeGreaterThan(0);
  });
});

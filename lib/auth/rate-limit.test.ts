import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { resetEnv } from "@/lib/env";
import { createClient, getDb, type Db } from "@/lib/db/client";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { treeLoadHits } from "@/lib/graph/tree-load";
import { betterAuthRateLimitStorage, RateLimitError, takeRateLimit, takeRequestLimit } from "./rate-limit";

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

// Issue 32, finding 3: exports of several accounts at once took every worker thread. At most
// EXPORTS_PER_INSTANCE run at once in a process, whoever asks; more are refused at once (429).
describe("per-instance and size-weighted request limits", () => {
  afterEach(() => {
    delete process.env.EXPORTS_PER_INSTANCE;
    resetEnv();
  });

  it("refuses an export past EXPORTS_PER_INSTANCE running at once, across accounts, until one ends", async () => {
    process.env.EXPORTS_PER_INSTANCE = "2";
    resetEnv();
    const first = await takeRequestLimit("export", "a");
    const second = await takeRequestLimit("export", "b");
    const refused = await refusal(() => takeRequestLimit("export", "c"));
    expect(refused?.code).toBe("rate_limited:export");
    expect(refused?.retryAfter).toBe(5);
    // Refused by the instance's limit, "c" holds no claim of its own: once a place frees, it goes.
    first();
    first(); // a second release changes nothing
    const third = await takeRequestLimit("export", "c");
    expect((await refusal(() => takeRequestLimit("export", "d")))?.code).toBe("rate_limited:export");
    second();
    third();
    (await takeRequestLimit("export", "d"))();
  });

  it("counts a tree load per 1,000 nodes, nothing below", () => {
    expect([0, 999, 1000, 4999, 5000, 100_000].map(treeLoadHits)).toEqual([0, 0, 1, 4, 5, 100]);
  });
});

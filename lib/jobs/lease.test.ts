import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db/client";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { withLease } from "./lease";
import type * as Leases from "@/lib/db/queries/leases";

useTestDatabase();

/** Attempts to take a lease that found it held, by key: what a waiting task did, counted (not timed). */
const refused = vi.hoisted(() => new Map<string, number>());
vi.mock("@/lib/db/queries/leases", async (importOriginal) => {
  const real = await importOriginal<typeof Leases>();
  return {
    ...real,
    insertLease: async (...args: Parameters<typeof real.insertLease>) => {
      const taken = await real.insertLease(...args);
      if (!taken) refused.set(args[0], (refused.get(args[0]) ?? 0) + 1);
      return taken;
    },
  };
});

describe("withLease", () => {
  it("runs tasks of one key one at a time, other keys alongside, and releases on failure", async () => {
    let inside = 0;
    let most = 0;
    const task = async () => {
      inside++;
      most = Math.max(most, inside);
      await new Promise((r) => setTimeout(r, 20));
      inside--;
    };
    await Promise.all(Array.from({ length: 5 }, () => withLease("k", task, { retryMs: 5 })));
    expect(most).toBe(1);

    await expect(withLease("k", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await getDb().lease.count()).toBe(0);

    let overlap = false;
    await withLease("a", () => withLease("b", async () => void (overlap = true)));
    expect(overlap).toBe(true);
  });

  it("takes over a lease whose holder stopped renewing it (a dead process), not a live one", async () => {
    await getDb().lease.create({ data: { key: "dead", holder: "gone", expiresAt: new Date(Date.now() - 1000) } });
    expect(await withLease("dead", async () => "ran", { retryMs: 5 })).toBe("ran");

    await getDb().lease.create({ data: { key: "live", holder: "other", expiresAt: new Date(Date.now() + 60_000) } });
    let ran = false;
    const waiting = withLease("live", async () => void (ran = true), { retryMs: 5 });
    // Refused three times by the live holder, and it did not run.
    await vi.waitFor(() => expect(refused.get("live") ?? 0).toBeGreaterThanOrEqual(3), { timeout: 10_000 });
    expect(ran).toBe(false);
    await getDb().lease.delete({ where: { key: "live" } });
    await waiting;
    expect(ran).toBe(true);
  });
});

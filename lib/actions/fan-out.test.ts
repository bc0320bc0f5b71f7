import { afterEach, describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db/client";
import { resetEnv } from "@/lib/env";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation, thread } from "@/lib/testing/fixtures";
import { fanOutAction } from "./fan-out";

vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));
vi.mock("@/lib/session", () => ({ readSessionId: async () => null }));
// Behaviour behind the guard: the caller owns every project (the guard itself: guard.test.ts).
vi.mock("@/lib/auth/current", async () => (await import("@/lib/testing/auth")).ownerOfEverythingModule);

useTestDatabase();

afterEach(() => {
  delete process.env.RATE_LIMIT_CHAT;
  delete process.env.RATE_LIMIT_WINDOW_SECONDS;
  resetEnv();
});

describe("fanOutAction", () => {
  it("counts a fan-out as one chat turn per target against the rate limit, refusing all of it past the limit", async () => {
    process.env.RATE_LIMIT_CHAT = "5";
    // One window for the whole test: the windows are aligned to the clock, and a minute's end
    // between the two fan-outs would start the count again.
    process.env.RATE_LIMIT_WINDOW_SECONDS = "86400";
    resetEnv();
    const { conversationId, rootNodeId } = await seedConversation({
      messages: thread("The office is in Lyon.", "Noted."),
    });
    const ask = (n: number) =>
      fanOutAction({
        conversationId,
        nodeId: rootNodeId,
        text: "Where is the office?",
        targets: Array.from({ length: n }, (_, i) => ({ model: "offline", systemPrompt: `Prompt ${i}` })),
      });
    const first = await ask(3);
    expect(first.ok).toBe(true);
    const second = await ask(3); // 6 turns > 5
    expect(second).toMatchObject({ ok: false, error: { code: "rate_limited:chat" } });
    expect(await getDb().node.count({ where: { parentId: rootNodeId } })).toBe(3);
  });

  it("a refused fan-out (an unknown model) spends none of the caller's budget (issue 32, finding 7)", async () => {
    process.env.RATE_LIMIT_CHAT = "10";
    process.env.RATE_LIMIT_WINDOW_SECONDS = "86400";
    resetEnv();
    const { conversationId, rootNodeId } = await seedConversation({ messages: thread("Hello.", "Hi.") });
    const ask = (models: string[]) =>
      fanOutAction({
        conversationId,
        nodeId: rootNodeId,
        text: "Where is the office?",
        targets: models.map((model, i) => ({ model, systemPrompt: `Prompt ${i}` })),
      });
    const spent = async () => (await getDb().rateLimitCounter.aggregate({ _sum: { count: true } }))._sum.count ?? 0;
    const before = await spent();
    for (let i = 0; i < 5; i++)
      expect(await ask(["offline", "no-such-model"])).toMatchObject({ ok: false, error: { code: "invalid:model" } });
    expect(await spent()).toBe(before);
    expect((await ask(["offline", "offline", "offline", "offline"])).ok).toBe(true);
  });
});

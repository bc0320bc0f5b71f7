import { describe, expect, it, vi } from "vitest";
import { getDb } from "@/lib/db/client";
import { createProject } from "@/lib/db/queries/projects";
import { countRows } from "@/lib/testing/fixtures";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { deepChainExport } from "@/bench/abuse";

// Behaviour behind the guard: the caller owns every project (the guard itself: lib/auth/guard.test.ts).
vi.mock("@/lib/auth/current", async () => (await import("@/lib/testing/auth")).ownerOfEverythingModule);
import { POST } from "./route";

useTestDatabase();

describe("POST /api/projects/[projectId]/import-chats: a monster export (issue 18)", () => {
  it("answers 413 to a ChatGPT conversation of 6,000 messages in one thread, writing nothing", async () => {
    const { id } = await createProject({ name: "Monster" });
    const before = await countRows();
    const mapping: Record<string, unknown> = {};
    for (let i = 0; i < 6_000; i++)
      mapping[`m${i}`] = {
        parent: i ? `m${i - 1}` : null,
        message: { author: { role: i % 2 ? "assistant" : "user" }, content: { parts: [`message ${i}`] } },
      };
    const request = new Request("http://localhost/api/import-chats", {
      method: "POST",
      headers: { "content-type": "application/json", origin: "http://localhost" },
      body: JSON.stringify([{ title: "Long", mapping, current_node: "m5999" }]),
    });
    const response = await POST(request, { params: Promise.resolve({ projectId: id }) });
    expect(response.status).toBe(413);
    const body = (await response.json()) as { error: { code: string; message: string } };
    expect(body.error).toMatchObject({
      code: "too_large:import",
      message: expect.stringMatching(/“Long”\) has 6000 messages; at most 5000 per conversation/),
    });
    expect(await countRows()).toEqual(before);
  });
});

describe("POST /api/projects/[projectId]/import-chats: one account's imports (issue 18)", { timeout: 180_000 }, () => {
  const post = (projectId: string, body: string) =>
    POST(
      new Request("http://localhost/api/import-chats", {
        method: "POST",
        headers: { "content-type": "application/json", origin: "http://localhost" },
        body,
      }),
      { params: Promise.resolve({ projectId }) },
    );

  it("run one at a time: a second while the first runs is refused at once with 429; then it is accepted", async () => {
    const { id } = await createProject({ name: "One at a time" });
    let firstDone = false;
    const first = post(id, deepChainExport(2_000, 3)).finally(() => {
      firstDone = true;
    });
    // The first is writing (its rows arrive in its staging project) before the second is sent.
    await vi.waitFor(
      async () =>
        expect(
          await getDb().item.count({ where: { node: { conversation: { project: { stagedFor: id } } } } }),
        ).toBeGreaterThan(0),
      { timeout: 120_000, interval: 25 },
    );
    const second = await post(id, deepChainExport(4, 1));
    expect(firstDone).toBe(false); // answered while the first import was still running
    expect(second.status).toBe(429);
    expect(second.headers.get("retry-after")).toBe("5");
    expect(((await second.json()) as { error: { message: string } }).error.message).toBe(
      "Another import of yours is still running. Try again when it has finished.",
    );
    expect((await first).status).toBe(200);
    const third = await post(id, deepChainExport(4, 1));
    expect(third.status).toBe(200);
    expect(((await third.json()) as { conversations: unknown[] }).conversations).toHaveLength(1);
  });

  it("releases the account's turn after a refused import too", async () => {
    const { id } = await createProject({ name: "After a refusal" });
    expect((await post(id, "not json")).status).toBe(400);
    expect((await post(id, deepChainExport(4, 1))).status).toBe(200);
  });
});

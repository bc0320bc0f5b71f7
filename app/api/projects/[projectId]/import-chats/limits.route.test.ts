import { describe, expect, it, vi } from "vitest";
import { createProject } from "@/lib/db/queries/projects";
import { countRows } from "@/lib/testing/fixtures";
import { useTestDatabase } from "@/lib/testing/use-test-database";

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

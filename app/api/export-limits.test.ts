import { afterEach, describe, expect, it, vi } from "vitest";
import { resetEnv } from "@/lib/env";
import { stopIdleThreads } from "@/lib/jobs/thread";
import { seedConversation, thread } from "@/lib/testing/fixtures";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { createProject } from "@/lib/db/queries/projects";
import { seedTree } from "@/lib/db/queries/seed-tree";
import { exportBytes, exportFile } from "@/lib/transfer/download";
import { GET as exportRoute } from "./conversations/[conversationId]/export/route";

vi.mock("@/lib/auth/current", async () => (await import("@/lib/testing/auth")).ownerOfEverythingModule);

useTestDatabase();
afterEach(async () => {
  delete process.env.RATE_LIMIT_EXPORT;
  delete process.env.RATE_LIMIT_WINDOW_SECONDS;
  resetEnv();
  await stopIdleThreads();
});

const ORIGIN = "http://localhost:3000";
const get = (conversationId: string, format = "md") =>
  exportRoute(
    new Request(`${ORIGIN}/api/conversations/${conversationId}/export?format=${format}`, {
      headers: { host: "localhost:3000" },
    }),
    { params: Promise.resolve({ conversationId }) },
  );

// Issue 32, finding 3: exports were unthrottled GETs rendered on the event loop (four loops of a
// 4,900-branch export took other users' p50 from 33 ms to 2.5 s). They are now rendered in a worker
// thread, one at a time per account, RATE_LIMIT_EXPORT per window.
describe("exports: off the event loop, one at a time per account, rate-limited", { timeout: 120_000 }, () => {
  it("renders in a worker thread exactly what the export renders", async () => {
    const { conversationId } = await seedConversation({ messages: thread("The plan ships in May.", "Noted.") });
    const response = await get(conversationId, "json");
    expect(response.status).toBe(200);
    const body = JSON.parse(await response.text());
    const direct = JSON.parse((await exportFile(conversationId, { format: "json" }, {})).body);
    expect({ ...body, exportedAt: 0 }).toEqual({ ...direct, exportedAt: 0 });
  });

  it("a second export of the same account while one runs is 429, and so is one past the limit", async () => {
    process.env.RATE_LIMIT_EXPORT = "3";
    process.env.RATE_LIMIT_WINDOW_SECONDS = "86400"; // one window for the whole test
    resetEnv();
    const { conversationId } = await seedConversation({ messages: thread("Hello.", "Hi.") });
    const [first, second] = await Promise.all([get(conversationId), get(conversationId)]);
    expect([first.status, second.status].sort()).toEqual([200, 429]);
    expect(Number((first.status === 429 ? first : second).headers.get("retry-after"))).toBeGreaterThan(0);
    // At most 3 counted per window (the first test's export may share this window): past it, 429.
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await get(conversationId)).status);
    expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(2);
    const past = await get(conversationId);
    expect(past.status).toBe(429);
    expect(await past.json()).toMatchObject({ error: { code: "rate_limited:export" } });
  });

  it("sends the thread's bytes in slices, with their length; an export past the size bound is refused", async () => {
    const { id: projectId } = await createProject({ name: "Sliced" });
    const { conversationId } = await seedTree({ projectId, nodes: 1_500 });
    const response = await get(conversationId, "json");
    expect(response.status).toBe(200);
    const reader = response.body!.getReader();
    const slices: number[] = [];
    for (let read = await reader.read(); !read.done; read = await reader.read()) slices.push(read.value.byteLength);
    const total = slices.reduce((a, b) => a + b, 0);
    expect(Number(response.headers.get("content-length"))).toBe(total);
    expect(total).toBeGreaterThan(256 * 1024);
    expect(slices.length).toBeGreaterThan(1);
    expect(Math.max(...slices)).toBeLessThanOrEqual(256 * 1024);

    const file = await exportFile(conversationId, { format: "md" }, {});
    expect(new TextDecoder().decode(exportBytes(file).bytes)).toBe(file.body);
    expect(() => exportBytes(file, 1024)).toThrow(expect.objectContaining({ code: "too_large:export" }));
  });
});

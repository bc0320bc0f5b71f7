import { afterAll, describe, expect, it, vi } from "vitest";
import { shareProject } from "@/lib/auth/membership";
import type { Viewer } from "@/lib/auth/types";
import { testViewer } from "@/lib/testing/auth";
import { routeFetch } from "@/lib/testing/route-fetch";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { stopLiveBus } from "./bus";
import { stopLiveHub } from "./hub";

vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));

useTestDatabase();
afterAll(async () => {
  stopLiveHub();
  await stopLiveBus();
});

/** A live stream opened through the real route as `viewer`: its events as they come. */
async function openStream(viewer: Viewer, conversationId: string) {
  const controller = new AbortController();
  const response = await routeFetch(viewer)(`http://localhost:3000/api/conversations/${conversationId}/live`, {
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toContain("text/event-stream");
  const events: { event: string; data: Record<string, unknown> }[] = [];
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  void (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += decoder.decode(value, { stream: true });
      for (let end = buffer.indexOf("\n\n"); end >= 0; end = buffer.indexOf("\n\n")) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event && data) events.push({ event, data: JSON.parse(data) });
      }
    }
  })();
  return { events, close: () => controller.abort() };
}

describe("writes through the API appear on the live stream like any other", () => {
  it("a branch and a message made through /api/v1 reach the owner's and a viewer's open streams", async () => {
    const owner = await testViewer("live-api-owner@example.test");
    const viewer = await testViewer("live-api-viewer@example.test");
    const api = routeFetch(owner);
    const call = async (path: string, body: unknown) =>
      (await api(`http://localhost:3000/api/v1${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      }).then((r) => r.json())) as Record<string, string>;
    const { projectId } = await call("/projects", { name: "Live API" });
    await shareProject(projectId, viewer.email, "viewer");
    const { conversationId, rootNodeId } = await call(`/projects/${projectId}/conversations`, { title: "Live" });
    const streams = [await openStream(owner, conversationId), await openStream(viewer, conversationId)];
    await vi.waitFor(() => expect(streams.every((s) => s.events.some((e) => e.event === "presence"))).toBe(true));

    const { nodeId } = await call(`/nodes/${rootNodeId}/branches`, { policy: "none", title: "From the API" });
    await call(`/nodes/${nodeId}/messages`, { text: "Hello from a script" });
    for (const stream of streams)
      await vi.waitFor(
        () =>
          expect(stream.events.filter((e) => e.event === "change").map((e) => [e.data.kind, e.data.nodes])).toEqual([
            ["branch", [nodeId, rootNodeId]],
            ["items", [nodeId]],
            ["items", [nodeId]],
          ]),
        { timeout: 15_000 },
      );
    for (const stream of streams) stream.close();
  }, 60_000);
});

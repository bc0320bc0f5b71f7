import { APICallError } from "ai";
import { afterEach, describe, expect, it, vi } from "vitest";
import { setModelOverride } from "@/lib/ai/providers";
import { getDb } from "@/lib/db/client";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation, thread } from "@/lib/testing/fixtures";
import { throwingModel } from "@/lib/testing/models";
import { createBranch } from "@/lib/tree-ops/create-branch";
import { appendItem } from "@/lib/db/queries/items";
import { condenseBranchAction } from "./condense-branch";
import { previewBranchAction } from "./preview-branch";

vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));
// Behaviour behind the guard: the caller owns every project (the guard itself: guard.test.ts).
vi.mock("@/lib/auth/current", async () => (await import("@/lib/testing/auth")).ownerOfEverythingModule);

useTestDatabase();
afterEach(() => setModelOverride(null));

// Finding 10 of issue 18: a compressed preview on a failing provider answered internal:unexpected.
describe("previewBranchAction, compressed, with a failing provider", () => {
  it("answers the provider's error (provider:*, no address, no key) instead of internal:unexpected", async () => {
    const { projectId, conversationId, rootNodeId } = await seedConversation({
      messages: thread("The launch code is ORCHID-7.", "Noted."),
    });
    await getDb().project.update({ where: { id: projectId }, data: { model: "mock:model" } });
    setModelOverride(
      throwingModel(
        new APICallError({
          message: "internal boom at http://127.0.0.1:4511/v1 (sk-live-ABCDEFGH12345678)",
          url: "http://127.0.0.1:4511/v1/chat/completions",
          requestBodyValues: {},
          statusCode: 500,
          isRetryable: false,
        }),
      ),
    );
    const quiet = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const result = await previewBranchAction({ conversationId, nodeId: rootNodeId, policy: "compressed" });
      expect(result).toMatchObject({
        ok: false,
        error: { code: "provider:failed", message: expect.stringContaining("internal boom at [address]") },
      });
      const message = result.ok ? "" : result.error.message;
      expect(message).toContain("HTTP 500");
      expect(message).not.toContain("127.0.0.1");
      expect(message).not.toContain("ABCDEFGH12345678");
    } finally {
      quiet.mockRestore();
    }
  });

  it("a provider that cannot be reached answers provider:unreachable, naming no address", async () => {
    const { projectId, conversationId, rootNodeId } = await seedConversation({ messages: thread("Hi.", "Hello.") });
    await getDb().project.update({ where: { id: projectId }, data: { model: "mock:model" } });
    const refused = Object.assign(new TypeError("fetch failed"), {
      cause: Object.assign(new Error("connect ECONNREFUSED 10.0.0.7:11434"), { code: "ECONNREFUSED" }),
    });
    setModelOverride(throwingModel(refused));
    const result = await previewBranchAction({ conversationId, nodeId: rootNodeId, policy: "compressed" });
    expect(result).toMatchObject({ ok: false, error: { code: "provider:unreachable" } });
    expect(JSON.stringify(result)).not.toContain("10.0.0.7");
  });
});

describe("condenseBranchAction (the condensed merge's note) with a failing provider", () => {
  it("answers provider:failed, redacted, like the compressed preview", async () => {
    const { projectId, conversationId, rootNodeId } = await seedConversation({ messages: thread("Hi.", "Hello.") });
    const child = await createBranch({ parentId: rootNodeId, fromItemId: null, policy: "none", title: "Child" });
    await appendItem(child.nodeId, { role: "user", content: "A fact of the child.", tokenCount: 5 });
    await getDb().project.update({ where: { id: projectId }, data: { model: "mock:model" } });
    setModelOverride(throwingModel(new Error("boom at https://llm.internal:8443/v1")));
    const result = await condenseBranchAction({ conversationId, nodeId: child.nodeId });
    expect(result).toMatchObject({ ok: false, error: { code: "provider:failed" } });
    expect(JSON.stringify(result)).toContain("boom at [address]");
    expect(JSON.stringify(result)).not.toContain("llm.internal");
  });
});

import { describe, expect, it, vi } from "vitest";
import { revalidatePath } from "next/cache";
import { getDb } from "@/lib/db/client";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { countRows, seedConversation } from "@/lib/testing/fixtures";
import { createConversationAction } from "./create-conversation";
import { createProjectAction } from "./create-project";
import { deleteConversationAction } from "./delete-conversation";
import { deleteProjectAction } from "./delete-project";
import { renameConversationAction } from "./rename-conversation";
import { updateProjectSettingsAction } from "./update-project-settings";

vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));
// Behaviour behind the guard: the caller owns every project (the guard itself: guard.test.ts).
vi.mock("@/lib/auth/current", async () => (await import("@/lib/testing/auth")).ownerOfEverythingModule);

useTestDatabase();

/** Unwraps a successful action result, failing the test with the error otherwise. */
function ok<T>(result: { ok: true; data: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.data;
}

describe("createProjectAction", () => {
  it("creates a project with the default offline model and revalidates the home page", async () => {
    const { projectId } = ok(await createProjectAction({ name: "  Research  ", systemPrompt: "Be brief." }));
    const row = await getDb().project.findUniqueOrThrow({ where: { id: projectId } });
    expect(row).toMatchObject({ name: "Research", systemPrompt: "Be brief.", model: "offline", contextBudget: 8000 });
    expect(revalidatePath).toHaveBeenCalledWith("/");
  });

  it.each([
    ["empty", "   ", /name/i],
    ["oversized", "x".repeat(81), /under 80/],
  ])("rejects an %s name and writes nothing", async (_, name, message) => {
    const before = await countRows();
    const result = await createProjectAction({ name });
    expect(result).toMatchObject({
      ok: false,
      error: { code: "invalid:input", message: expect.stringMatching(message) },
    });
    expect(await countRows()).toEqual(before);
  });
});

describe("updateProjectSettingsAction", () => {
  it("updates name, system prompt, model and budget", async () => {
    const { projectId } = await seedConversation();
    const settings = ok(
      await updateProjectSettingsAction({
        projectId,
        name: "Renamed",
        systemPrompt: "Cite.",
        model: "offline",
        contextBudget: 4000,
        temperature: 0.5,
        maxOutputTokens: 800,
      }),
    );
    expect(settings).toEqual({
      id: projectId,
      name: "Renamed",
      systemPrompt: "Cite.",
      model: "offline",
      contextBudget: 4000,
      volatileResolution: "ask",
      volatileAfterMinutes: 60,
      temperature: 0.5,
      maxOutputTokens: 800,
      taskModel: null,
    });
    expect(await getDb().project.findUniqueOrThrow({ where: { id: projectId } })).toMatchObject({
      name: "Renamed",
      contextBudget: 4000,
    });
  });

  it("rejects a model this server does not offer, naming it, and changes nothing", async () => {
    const { projectId } = await seedConversation();
    const result = await updateProjectSettingsAction({ projectId, name: "Should not stick", model: "openai:gpt-nope" });
    expect(result).toMatchObject({ ok: false, error: { code: "invalid:model" } });
    if (!result.ok) expect(result.error.message).toContain('"openai:gpt-nope"');
    expect(await getDb().project.findUniqueOrThrow({ where: { id: projectId } })).toMatchObject({
      name: "Test project",
      model: "offline",
    });
  });

  it("rejects a budget out of range with a readable message", async () => {
    const { projectId } = await seedConversation();
    const result = await updateProjectSettingsAction({ projectId, contextBudget: 10 });
    expect(result).toMatchObject({
      ok: false,
      error: { code: "invalid:input", message: expect.stringContaining("at least 500") },
    });
  });

  it("reports an unknown project as not found", async () => {
    const result = await updateProjectSettingsAction({ projectId: "no-such-project", name: "x" });
    expect(result).toMatchObject({
      ok: false,
      error: { code: "not_found:project", message: expect.stringMatching(/project/) },
    });
  });
});

describe("createConversationAction", () => {
  it("creates a conversation with an open root node titled like it", async () => {
    const { projectId } = await seedConversation();
    const created = ok(await createConversationAction({ projectId, title: "Trip planning" }));
    const root = await getDb().node.findUniqueOrThrow({ where: { id: created.rootNodeId } });
    expect(root).toMatchObject({
      conversationId: created.conversationId,
      parentId: null,
      kind: "root",
      status: "open",
      title: "Trip planning",
    });
    expect(revalidatePath).toHaveBeenCalledWith(`/projects/${projectId}`);
  });

  it("names an untitled conversation", async () => {
    const { projectId } = await seedConversation();
    const { conversationId } = ok(await createConversationAction({ projectId, title: "   " }));
    expect((await getDb().conversation.findUniqueOrThrow({ where: { id: conversationId } })).title).toBe(
      "Untitled conversation",
    );
  });

  it("rejects an unknown project without creating a conversation or a node", async () => {
    const before = await countRows();
    const result = await createConversationAction({ projectId: "missing-project", title: "Orphan" });
    expect(result).toMatchObject({ ok: false, error: { code: "not_found:project", message: expect.any(String) } });
    expect(await countRows()).toEqual(before);
  });

  it("rejects an oversized title", async () => {
    const { projectId } = await seedConversation();
    const before = await countRows();
    const result = await createConversationAction({ projectId, title: "t".repeat(121) });
    expect(result).toMatchObject({
      ok: false,
      error: { code: "invalid:input", message: expect.stringContaining("120") },
    });
    expect(await countRows()).toEqual(before);
  });
});

describe("renameConversationAction and deleteConversationAction", () => {
  it("renames a conversation (trimmed)", async () => {
    const { conversationId } = await seedConversation();
    expect(ok(await renameConversationAction({ conversationId, title: "  New title " }))).toEqual({
      conversationId,
      title: "New title",
    });
    expect((await getDb().conversation.findUniqueOrThrow({ where: { id: conversationId } })).title).toBe("New title");
  });

  it("rejects an empty title and an unknown conversation", async () => {
    const { conversationId } = await seedConversation();
    expect(await renameConversationAction({ conversationId, title: "  " })).toMatchObject({
      ok: false,
      error: { code: "invalid:input", message: expect.stringMatching(/name/) },
    });
    expect(await renameConversationAction({ conversationId: "nope", title: "x" })).toMatchObject({
      ok: false,
      error: { code: "not_found:conversation" },
    });
  });

  it("deletes a conversation with its nodes and items, leaving the project", async () => {
    const { projectId, conversationId } = await seedConversation({ messages: [{ role: "user", content: "Hello" }] });
    const before = await countRows();
    ok(await deleteConversationAction({ conversationId }));
    expect(await countRows()).toEqual({
      ...before,
      conversations: before.conversations - 1,
      nodes: before.nodes - 1,
      items: before.items - 1,
    });
    expect(await getDb().project.findUnique({ where: { id: projectId } })).not.toBeNull();
    expect(await deleteConversationAction({ conversationId })).toMatchObject({
      ok: false,
      error: { code: "not_found:conversation" },
    });
  });
});

describe("deleteProjectAction", () => {
  it("deletes a project with everything in it", async () => {
    const { projectId, conversationId } = await seedConversation({ messages: [{ role: "user", content: "Hi" }] });
    ok(await deleteProjectAction({ projectId }));
    expect(await getDb().conversation.findUnique({ where: { id: conversationId } })).toBeNull();
    expect(await getDb().node.count({ where: { conversationId } })).toBe(0);
    expect(await deleteProjectAction({ projectId })).toMatchObject({ ok: false, error: { code: "not_found:project" } });
  });

  it("rejects a missing id", async () => {
    const result = await deleteProjectAction({ projectId: "" });
    expect(result).toMatchObject({
      ok: false,
      error: { code: "invalid:input", message: expect.stringContaining("required") },
    });
  });
});

import { describe, expect, it, vi } from "vitest";
import { revalidatePath } from "next/cache";
import { getDb } from "@/lib/db/client";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { countRows, seedConversation } from "@/lib/testing/fixtures";
import { createConversationAction, createConversationFormAction } from "./create-conversation";
import { createProjectAction, createProjectFormAction } from "./create-project";
import { FORM_IDLE } from "./form-state";
import { deleteConversationAction } from "./delete-conversation";
import { deleteProjectAction } from "./delete-project";
import { renameConversationAction } from "./rename-conversation";
import { updateProjectSettingsAction } from "./update-project-settings";

vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));
// redirect() ends a form action by throwing (Next's NEXT_REDIRECT): here it throws the path it was given.
vi.mock("next/navigation", () => ({
  redirect: (path: string) => {
    throw new Redirected(path);
  },
}));
// Behaviour behind the guard: the caller owns every project (the guard itself: guard.test.ts).
vi.mock("@/lib/auth/current", async () => (await import("@/lib/testing/auth")).ownerOfEverythingModule);

useTestDatabase();

class Redirected extends Error {
  constructor(readonly path: string) {
    super(`redirected to ${path}`);
  }
}

/** A posted form with these text fields. */
function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

/** The path a form action redirected to (it fails the test when the action returned instead). */
async function redirectOf(run: Promise<unknown>): Promise<string> {
  const error = await run.then(
    (state) => new Error(`expected a redirect, got ${JSON.stringify(state)}`),
    (thrown: unknown) => thrown,
  );
  if (error instanceof Redirected) return error.path;
  throw error;
}

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

describe("createProjectFormAction (the project list's form, before and after hydration)", () => {
  it("creates the project through the same action and redirects to its page", async () => {
    const path = await redirectOf(createProjectFormAction(FORM_IDLE, form({ name: "  From a form  " })));
    const projectId = /^\/projects\/([^/]+)$/.exec(path)?.[1];
    const row = await getDb().project.findUniqueOrThrow({ where: { id: projectId } });
    expect(row.name).toBe("From a form");
  });

  it("a refused name comes back with the server's message and the name as typed; nothing is written", async () => {
    const before = await countRows();
    const typed = "x".repeat(81);
    const state = await createProjectFormAction(FORM_IDLE, form({ name: typed }));
    expect(state).toEqual({
      error: expect.objectContaining({ code: "invalid:input", message: expect.stringMatching(/under 80/) }),
      values: { name: typed },
    });
    expect(await createProjectFormAction(state, form({}))).toMatchObject({
      error: { message: expect.stringContaining("Give the project a name.") },
      values: { name: "" },
    });
    expect(await countRows()).toEqual(before);
  });

  it("a file in the name field is no name", async () => {
    const data = new FormData();
    data.set("name", new Blob(["Project"]), "name.txt");
    expect((await createProjectFormAction(FORM_IDLE, data)).error?.code).toBe("invalid:input");
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

describe("createConversationFormAction (the New conversation button)", () => {
  it("creates a conversation in the project and redirects to it", async () => {
    const { projectId } = ok(await createProjectAction({ name: "Forms" }));
    const path = await redirectOf(createConversationFormAction(FORM_IDLE, form({ projectId })));
    const conversationId = /^\/c\/([^/]+)$/.exec(path)?.[1];
    const row = await getDb().conversation.findUniqueOrThrow({ where: { id: conversationId } });
    expect(row.projectId).toBe(projectId);
  });

  it("an unknown project comes back as the form's error and writes nothing", async () => {
    const before = await countRows();
    const state = await createConversationFormAction(FORM_IDLE, form({ projectId: "no-such-project" }));
    expect(state.error?.code).toMatch(/^not_found:/);
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

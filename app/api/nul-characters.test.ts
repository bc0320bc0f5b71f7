import { describe, expect, it, vi } from "vitest";
import { createConversationAction } from "@/lib/actions/create-conversation";
import { createProjectAction } from "@/lib/actions/create-project";
import { renameConversationAction } from "@/lib/actions/rename-conversation";
import { renameNodeAction } from "@/lib/actions/rename-node";
import { getDb } from "@/lib/db/client";
import { seedConversation } from "@/lib/testing/fixtures";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { POST as chat } from "./chat/route";
import { POST as importChats } from "./projects/[projectId]/import-chats/route";
import { GET as search } from "./search/route";

// NUL characters: PostgreSQL refuses them in text columns (500 `internal:unexpected` before), SQLite
// stores them. They are removed at the boundary on both (lib/shared/text-input.ts). Run on both:
// `npx vitest run app/api/nul-characters.test.ts` and `TEST_DB=postgres npx vitest run …`.
vi.mock("next/cache", () => ({ revalidatePath: vi.fn() }));
vi.mock("@/lib/auth/current", async () => (await import("@/lib/testing/auth")).ownerOfEverythingModule);

useTestDatabase();

const ORIGIN = "http://localhost";
function ok<T>(result: { ok: true; data: T } | { ok: false; error: { code: string; message: string } }): T {
  if (!result.ok) throw new Error(`expected ok, got ${result.error.code}: ${result.error.message}`);
  return result.data;
}

describe("NUL characters in text input are removed, the same on SQLite and PostgreSQL", () => {
  it("in a project name, a conversation title and a node rename (server actions)", async () => {
    const { projectId } = ok(await createProjectAction({ name: "Re\0search", systemPrompt: "Be\0 brief." }));
    expect(await getDb().project.findUniqueOrThrow({ where: { id: projectId } })).toMatchObject({
      name: "Research",
      systemPrompt: "Be brief.",
    });
    const { conversationId, rootNodeId } = ok(await createConversationAction({ projectId, title: "Launch\0 plan" }));
    expect((await getDb().conversation.findUniqueOrThrow({ where: { id: conversationId } })).title).toBe("Launch plan");
    ok(await renameConversationAction({ conversationId, title: "\0Renamed\0" }));
    expect((await getDb().conversation.findUniqueOrThrow({ where: { id: conversationId } })).title).toBe("Renamed");
    ok(await renameNodeAction({ nodeId: rootNodeId, title: "Main\0 line" }));
    expect((await getDb().node.findUniqueOrThrow({ where: { id: rootNodeId } })).title).toBe("Main line");
    // Nothing but NUL is an empty name: the schema's own 400, not a 500.
    expect(await createProjectAction({ name: "\0\0" })).toMatchObject({ ok: false, error: { code: "invalid:input" } });
  });

  it("in a chat message (POST /api/chat) and in a search query", async () => {
    const { rootNodeId } = await seedConversation();
    const response = await chat(
      new Request(`${ORIGIN}/api/chat`, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/json" },
        body: JSON.stringify({ nodeId: rootNodeId, text: "The code is\0 ORCHID-7." }),
      }),
      { params: Promise.resolve({}) },
    );
    expect(response.status).toBe(200);
    await response.text();
    const user = await getDb().item.findFirstOrThrow({ where: { nodeId: rootNodeId, role: "user" } });
    expect(user.content).toBe("The code is ORCHID-7.");
    const found = await search(new Request(`${ORIGIN}/api/search?q=ORC%00HID`), { params: Promise.resolve({}) });
    expect(found.status).toBe(200);
  });

  it("in an imported chat's title and messages", async () => {
    const { projectId } = await seedConversation();
    const file = JSON.stringify([
      {
        title: "Trip\0 planning",
        create_time: 1_700_000_000,
        current_node: "a1",
        mapping: {
          root: { id: "root", message: null, parent: null, children: ["u1"] },
          u1: {
            id: "u1",
            message: { author: { role: "user" }, content: { content_type: "text", parts: ["Plan a\0 trip."] } },
            parent: "root",
            children: ["a1"],
          },
          a1: {
            id: "a1",
            message: { author: { role: "assistant" }, content: { content_type: "text", parts: ["Lis\0bon."] } },
            parent: "u1",
            children: [],
          },
        },
      },
    ]);
    const response = await importChats(
      new Request(`${ORIGIN}/api/projects/${projectId}/import-chats`, {
        method: "POST",
        headers: { origin: ORIGIN, "content-type": "application/json" },
        body: file,
      }),
      { params: Promise.resolve({ projectId }) },
    );
    expect(response.status).toBe(200);
    const { conversations } = (await response.json()) as { conversations: Array<{ id: string; title: string }> };
    expect(conversations[0]!.title).toBe("Trip planning");
    const items = await getDb().item.findMany({
      where: { node: { conversationId: conversations[0]!.id } },
      orderBy: { position: "asc" },
    });
    expect(items.map((i) => i.content)).toEqual(["Plan a trip.", "Lisbon."]);
  });
});

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { countRows } from "@/lib/testing/fixtures";
import { canopy, ok } from "./testing";

useTestDatabase();
let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), "canopy-transfer-cli-"));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe("search, export and import-chats commands", () => {
  it("searches, exports to a file and imports it back; ChatGPT files too; bad files exit 1 with nothing written", async () => {
    const { conversationId, rootNodeId } = await ok(
      "conversation",
      "create",
      "--project",
      "Transfer CLI",
      "--title",
      "Heron plans",
    );
    await ok("say", "--node", rootNodeId, "The Heron gateway ships on Friday.");

    const found = await ok("search", "--project", "Transfer CLI", 'heron "gateway');
    expect(found.hits[0]).toMatchObject({
      kind: "message",
      conversationId,
      nodeId: rootNodeId,
      itemId: expect.any(String),
      documentId: null,
    });
    expect(found.hits[0].snippet).toContain("Heron gateway");
    expect(Object.keys(found.hits[0])).toEqual(
      expect.arrayContaining(["kind", "conversationId", "nodeId", "itemId", "documentId", "snippet"]),
    );
    expect((await ok("search", "--project", "Transfer CLI", "NEAR(")).hits).toEqual([]);

    const out = join(dir, "heron.json");
    const exported = await ok("export", "--conversation", conversationId, "--format", "json", "--out", out);
    expect(exported).toMatchObject({ format: "json", file: out, nodes: 1 });
    const md = await ok("export", "--conversation", conversationId, "--format", "md");
    expect(md.content).toContain("# Heron plans");

    const imported = await ok("import-chats", "--project", "Transfer CLI", out);
    // Back into the project it came from: the copy is numbered, and says so.
    expect(imported.conversations).toEqual([
      { id: expect.any(String), title: "Heron plans (2)", renamedFrom: "Heron plans", nodes: 1 },
    ]);
    const again = JSON.parse(readFileSync(out, "utf8"));
    const copy = await ok("export", "--conversation", imported.conversations[0].id, "--format", "json");
    expect(copy.content.conversation.nodes[0].items.map((i: { content: string }) => i.content)).toEqual(
      again.conversation.nodes[0].items.map((i: { content: string }) => i.content),
    );

    const chatgpt = join(dir, "conversations.json");
    writeFileSync(
      chatgpt,
      JSON.stringify([
        {
          title: "From ChatGPT",
          mapping: {
            a: { message: { author: { role: "user" }, content: { parts: ["Hi"] } }, parent: null },
            b: { message: { author: { role: "assistant" }, content: { parts: ["Hello"] } }, parent: "a" },
            c: { message: { author: { role: "assistant" }, content: { parts: ["Hey"] } }, parent: "a" },
          },
        },
      ]),
    );
    expect((await ok("import-chats", "--project", "Transfer CLI", chatgpt)).conversations).toEqual([
      { id: expect.any(String), title: "From ChatGPT", nodes: 2 },
    ]);

    const before = await countRows();
    const bad = join(dir, "bad.json");
    writeFileSync(bad, '{"mapping": 1}');
    const refused = await canopy("import-chats", "--project", "Transfer CLI", bad, "--json");
    expect(refused.code).toBe(1);
    expect(refused.json.error).toMatchObject({ code: "invalid:import" });
    expect(await countRows()).toEqual(before);
    expect((await canopy("export", "--conversation", conversationId, "--format", "pdf", "--json")).code).toBe(2);
  });
});

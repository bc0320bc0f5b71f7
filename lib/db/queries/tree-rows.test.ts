import { describe, expect, it } from "vitest";
import { getDb, transaction } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { createConversation } from "./conversations";
import { createProject } from "./projects";
import { insertItemRows, insertNodeRows } from "./tree-rows";

useTestDatabase();

describe("bulk Node and Item rows", () => {
  it("read back as Prisma wrote them: times, booleans, numbers, JSON, nulls and the database's defaults", async () => {
    const project = await createProject({ name: "Rows" });
    const { conversationId, rootNodeId } = await createConversation({ projectId: project.id, title: "Rows" });
    const at = new Date("2026-03-07T09:30:15.250Z");
    const tool = { name: "search", input: { q: "Belém" }, status: "done" };
    const write = async (tx: Parameters<typeof insertNodeRows>[0]) => {
      await insertNodeRows(tx, [
        {
          id: "bulk-a",
          conversationId,
          parentId: rootNodeId,
          kind: "branch",
          title: "A",
          toolOutput: true,
          temperature: 0.25,
          createdAt: at,
        },
        {
          id: "bulk-b",
          conversationId,
          parentId: "bulk-a",
          kind: "volatile",
          title: "B",
          toolOutput: false,
          maxOutputTokens: 512,
        },
      ]);
      await insertItemRows(
        tx,
        [
          {
            id: "bulk-i1",
            nodeId: "bulk-a",
            position: 1.5,
            role: "user",
            content: "Quel temps? ✓",
            pinned: true,
            tool,
            createdAt: at,
          },
          {
            id: "bulk-i2",
            nodeId: "bulk-a",
            position: 2,
            role: "assistant",
            content: "Sunny.",
            sourceItemIds: ["x", "y"],
            contextReport: Prisma.DbNull,
          },
        ],
        1,
      );
      await insertItemRows(tx, [
        { id: "bulk-i3", nodeId: "bulk-b", position: 1, role: "note", origin: "inherited", refItemId: "bulk-i1" },
      ]);
    };
    // Through the client (a chat import's short statements) and inside a transaction (a seeded tree's).
    await write(getDb());
    const a = await getDb().node.findUniqueOrThrow({ where: { id: "bulk-a" } });
    expect(a).toMatchObject({
      kind: "branch",
      status: "open",
      inheritPolicy: "none",
      toolOutput: true,
      temperature: 0.25,
      revision: 0,
      createdAt: at,
      updatedAt: at,
    });
    const b = await getDb().node.findUniqueOrThrow({ where: { id: "bulk-b" } });
    expect(b).toMatchObject({ kind: "volatile", toolOutput: false, maxOutputTokens: 512, temperature: null });
    expect(b.createdAt.getTime()).toBeGreaterThan(at.getTime());
    const items = await getDb().item.findMany({
      where: { nodeId: { in: ["bulk-a", "bulk-b"] } },
      orderBy: { id: "asc" },
    });
    expect(items.map((i) => [i.id, i.position, i.role, i.content, i.pinned, i.origin, i.status, i.tokenCount])).toEqual(
      [
        ["bulk-i1", 1.5, "user", "Quel temps? ✓", true, "local", "complete", 0],
        ["bulk-i2", 2, "assistant", "Sunny.", false, "local", "complete", 0],
        ["bulk-i3", 1, "note", "", false, "inherited", "complete", 0],
      ],
    );
    expect(items[0]).toMatchObject({ tool, createdAt: at, sourceItemIds: null });
    expect(items[1]).toMatchObject({ sourceItemIds: ["x", "y"], contextReport: null, tool: null });
    expect(items[2].refItemId).toBe("bulk-i1");

    await getDb().node.deleteMany({ where: { id: { in: ["bulk-b", "bulk-a"] } } });
    await transaction(write);
    expect(await getDb().item.count({ where: { nodeId: { in: ["bulk-a", "bulk-b"] } } })).toBe(3);
    expect((await getDb().item.findUniqueOrThrow({ where: { id: "bulk-i1" } })).tool).toEqual(tool);
  });

  it("refuses a field that is not a column, writing nothing", async () => {
    const project = await createProject({ name: "Rows" });
    const { conversationId, rootNodeId } = await createConversation({ projectId: project.id, title: "Rows" });
    const row = {
      conversationId,
      parentId: rootNodeId,
      kind: "branch",
      title: "X",
      colour: "red",
    } as unknown as Prisma.NodeCreateManyInput;
    await expect(insertNodeRows(getDb(), [row])).rejects.toThrow(/Node has no column colour/);
    expect(await getDb().node.count({ where: { conversationId } })).toBe(1);
  });
});

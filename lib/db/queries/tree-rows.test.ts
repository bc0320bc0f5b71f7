import { describe, expect, it } from "vitest";
import { getDb, getDbKind, transaction, type Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/db/generated/client";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { createConversation } from "./conversations";
import { createProject } from "./projects";
import { insertItemRows, insertNodeRows } from "./tree-rows";

useTestDatabase();

/** A row's columns as the database stores them (SQLite: storage class and literal; PostgreSQL: as text). */
async function stored(table: "Node" | "Item", id: string, columns: string[]): Promise<Record<string, unknown>> {
  const select = columns
    .map((c) => (getDbKind() === "sqlite" ? `typeof("${c}") || ':' || quote("${c}")` : `"${c}"::text`) + ` AS "${c}"`)
    .join(", ");
  const sql = `SELECT ${select} FROM "${table}" WHERE "id" = ${getDbKind() === "sqlite" ? "?" : "$1"}`;
  const rows = await getDb().$queryRawUnsafe<Record<string, unknown>[]>(sql, id);
  return rows[0];
}

const at = new Date("2026-03-07T09:30:15.250Z");
const later = new Date("2026-03-08T10:00:00.000Z");
const tool = { name: "search", input: { q: "Belém" }, status: "done" };

async function conversation() {
  const project = await createProject({ name: "Rows" });
  return createConversation({ projectId: project.id, title: "Rows" });
}

describe("bulk Node and Item rows", () => {
  it("store every kind of value exactly as Prisma's createMany does, on this database", async () => {
    const { conversationId, rootNodeId } = await conversation();
    const node = (id: string): Prisma.NodeCreateManyInput => ({
      id,
      conversationId,
      parentId: rootNodeId,
      kind: "volatile",
      status: "merged",
      title: "Quel temps? ✓",
      inheritPolicy: "selective",
      toolOutput: true,
      temperature: 0.25,
      maxOutputTokens: 512,
      systemPrompt: null,
      createdAt: at,
      updatedAt: later,
    });
    await getDb().node.createMany({ data: [node("twin-node")] });
    await insertNodeRows(getDb(), [node("bulk-node")]);
    const nodeColumns = Object.keys(node("x")).filter((c) => c !== "id");
    expect(await stored("Node", "bulk-node", nodeColumns)).toEqual(await stored("Node", "twin-node", nodeColumns));

    const item = (id: string, nodeId: string): Prisma.ItemCreateManyInput => ({
      id,
      nodeId,
      position: 1.5,
      role: "assistant",
      content: "Sunny, 21 °C.",
      origin: "merged",
      status: "error",
      error: "stopped",
      tokenCount: 7,
      model: "offline",
      pinned: true,
      sourceItemIds: ["x", "y"],
      contextReport: Prisma.JsonNull,
      tool,
      heartbeatAt: later,
      createdAt: at,
    });
    await getDb().item.createMany({ data: [item("twin-item", "twin-node")] });
    await insertItemRows(getDb(), [item("bulk-item", "bulk-node")]);
    const itemColumns = Object.keys(item("x", "y")).filter((c) => c !== "id" && c !== "nodeId");
    expect(await stored("Item", "bulk-item", itemColumns)).toEqual(await stored("Item", "twin-item", itemColumns));
    // Positions an imported file may hold: integers past 2^53 and the smallest double.
    for (const [n, position] of [2 ** 53, -1e21, 5e-324].entries()) {
      await getDb().item.createMany({ data: [{ ...item(`twin-${n}`, "twin-node"), position }] });
      await insertItemRows(getDb(), [{ ...item(`bulk-${n}`, "bulk-node"), position }]);
      expect(await stored("Item", `bulk-${n}`, ["position"])).toEqual(await stored("Item", `twin-${n}`, ["position"]));
    }
    // And both read back as written (a JSON null stays JSON null, not SQL NULL).
    const back = await getDb().item.findUniqueOrThrow({ where: { id: "bulk-item" } });
    expect(back).toMatchObject({ position: 1.5, pinned: true, tool, sourceItemIds: ["x", "y"], createdAt: at });
    expect(await getDb().item.count({ where: { id: "bulk-item", contextReport: { equals: Prisma.JsonNull } } })).toBe(
      1,
    );
  });

  it("fill an id and times when absent, leave other columns to the database's defaults, in a transaction too", async () => {
    const { conversationId, rootNodeId } = await conversation();
    const write = async (tx: Tx) => {
      const before = Date.now();
      await insertNodeRows(tx, [
        { id: "bulk-a", conversationId, parentId: rootNodeId, kind: "branch", title: "A", createdAt: at },
      ]);
      await insertItemRows(tx, [
        { nodeId: "bulk-a", position: 1, role: "user", content: "Hello" },
        { nodeId: "bulk-a", position: 2, role: "note", contextReport: Prisma.DbNull },
      ]);
      return before;
    };
    const check = async (before: number) => {
      const a = await getDb().node.findUniqueOrThrow({ where: { id: "bulk-a" } });
      expect(a).toMatchObject({ status: "open", inheritPolicy: "none", toolOutput: false, revision: 0, createdAt: at });
      // Prisma's createMany sets an omitted @updatedAt to the time of the write, not to createdAt.
      expect(a.updatedAt.getTime()).toBeGreaterThanOrEqual(before - 1);
      const items = await getDb().item.findMany({ where: { nodeId: "bulk-a" }, orderBy: { position: "asc" } });
      expect(items.map((i) => [i.content, i.origin, i.status, i.pinned, i.tokenCount, i.contextReport])).toEqual([
        ["Hello", "local", "complete", false, 0, null],
        ["", "local", "complete", false, 0, null],
      ]);
      expect(new Set(items.map((i) => i.id)).size).toBe(2);
      expect(items.every((i) => i.createdAt.getTime() >= before - 1)).toBe(true);
    };
    await check(await write(getDb()));
    await getDb().node.delete({ where: { id: "bulk-a" } });
    await check(await transaction(write));
  });

  it("keep the rows' order across rows that set different columns: a parent is written before its child", async () => {
    const { conversationId, rootNodeId } = await conversation();
    const base = { conversationId, kind: "branch" as const };
    await insertNodeRows(
      getDb(),
      [
        { ...base, id: "chain-1", parentId: rootNodeId, title: "1" },
        { ...base, id: "chain-2", parentId: "chain-1", title: "2", label: "two" },
        { ...base, id: "chain-3", parentId: "chain-2", title: "3" },
        { ...base, parentId: "chain-3", title: "4", id: "chain-4", color: "teal" },
      ],
      1,
    );
    const chain = await getDb().node.findMany({ where: { id: { startsWith: "chain-" } }, orderBy: { id: "asc" } });
    expect(chain.map((n) => [n.parentId, n.label, n.color])).toEqual([
      [rootNodeId, null, null],
      ["chain-1", "two", null],
      ["chain-2", null, null],
      ["chain-3", null, "teal"],
    ]);
  });

  it("refuses a field that is not a column, writing nothing", async () => {
    const { conversationId, rootNodeId } = await conversation();
    const good = { conversationId, parentId: rootNodeId, kind: "branch", title: "X" } as Prisma.NodeCreateManyInput;
    for (const wrong of ["colour", "constructor"]) {
      const row = { ...good, [wrong]: "red" } as unknown as Prisma.NodeCreateManyInput;
      await expect(insertNodeRows(getDb(), [good, row])).rejects.toThrow(`Node has no column ${wrong}`);
    }
    expect(await getDb().node.count({ where: { conversationId } })).toBe(1);
  });
});

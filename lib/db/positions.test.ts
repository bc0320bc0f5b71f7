import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { seedConversation } from "@/lib/testing/fixtures";
import { onPostgres } from "@/lib/testing/pg";
import { getDb } from "./client";
import { appendItem } from "./queries/items";

const run = promisify(execFile);

const testDb = useTestDatabase();

const positionsOf = async (nodeId: string) =>
  (await getDb().item.findMany({ where: { nodeId }, orderBy: { position: "asc" }, select: { position: true } })).map(
    (i) => i.position,
  );
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe("position allocation under concurrent writers", () => {
  it("50 parallel appends in one process give unique, gap-free positions", async () => {
    const { rootNodeId } = await seedConversation({ messages: [] });
    const items = await Promise.all(
      Array.from({ length: 50 }, (_, i) => appendItem(rootNodeId, { role: "note", content: `n${i}`, tokenCount: 1 })),
    );
    expect(items.map((i) => i.position).sort((a, b) => a - b)).toEqual(oneTo(50));
    expect(await positionsOf(rootNodeId)).toEqual(oneTo(50));
  });

  it("50 writers in 5 separate processes (10 at once each) give unique, gap-free positions", async () => {
    const { rootNodeId } = await seedConversation({ messages: [] });
    const outputs = await Promise.all(
      Array.from({ length: 5 }, (_, p) =>
        run(
          "node_modules/.bin/tsx",
          ["--conditions=react-server", "lib/testing/append-worker.ts", rootNodeId, "10", `p${p}`],
          {
            env: { ...process.env, DATABASE_URL: testDb.url },
          },
        ),
      ),
    );
    const got = outputs.flatMap((o) => JSON.parse(o.stdout.trim().split("\n").at(-1)!) as number[]);
    expect(got.sort((a, b) => a - b)).toEqual(oneTo(50));
    expect(await positionsOf(rootNodeId)).toEqual(oneTo(50));
  }, 120_000);

  it("the database itself refuses a second item at a taken position", async () => {
    const { rootNodeId } = await seedConversation({ messages: [] });
    await appendItem(rootNodeId, { role: "user", content: "first", tokenCount: 1 });
    await expect(
      getDb().item.create({ data: { nodeId: rootNodeId, position: 1, role: "user", content: "twin" } }),
    ).rejects.toMatchObject({ code: "P2002" });
  });
});

describe.skipIf(!onPostgres)("CHECK constraints and enum types (PostgreSQL)", () => {
  it("refuse negative counts and values outside the closed vocabularies, even from raw SQL", async () => {
    const { rootNodeId } = await seedConversation({ messages: [] });
    const item = await appendItem(rootNodeId, { role: "user", content: "x", tokenCount: 1 });
    await expect(getDb().item.update({ where: { id: item.id }, data: { tokenCount: -1 } })).rejects.toThrow(
      /Item_tokenCount_check/,
    );
    await expect(getDb().$executeRaw`UPDATE "Item" SET "role" = 'robot' WHERE "id" = ${item.id}`).rejects.toThrow(
      /enum "ItemRole"/,
    );
    await expect(getDb().$executeRaw`UPDATE "Node" SET "status" = 'closed' WHERE "id" = ${rootNodeId}`).rejects.toThrow(
      /enum "NodeStatus"/,
    );
  });
});

import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import Database from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { onPostgres } from "@/lib/testing/pg";
import { closeDb, getDb } from "./client";
import { getContextReport } from "./queries/items";
import { search } from "@/lib/search";

const MIGRATIONS = fileURLToPath(new URL("../../prisma/migrations/", import.meta.url));
const FIRST_TYPED = "20261122203000_typed_columns";

// Not useTestDatabase(): this test builds an OLD schema by hand, writes rows, then applies the later migrations.
// Rows written by the previous schema (JSON in TEXT columns, vocabularies as plain strings) must read
// back through the typed client after the upgrade, and full-text search must still follow them.
describe.skipIf(onPostgres)("upgrading an existing SQLite database to typed columns", () => {
  const dir = mkdtempSync(join(tmpdir(), "canopy-upgrade-"));
  const previousUrl = process.env.DATABASE_URL;
  afterAll(async () => {
    await closeDb();
    process.env.DATABASE_URL = previousUrl;
    rmSync(dir, { recursive: true, force: true });
  });

  it("keeps enum values, JSON ids, reports, metadata and the search triggers", async () => {
    const file = join(dir, "old.db");
    const names = readdirSync(MIGRATIONS, { withFileTypes: true })
      .filter((e) => e.isDirectory())
      .map((e) => e.name)
      .sort();
    const sqlite = new Database(file);
    const apply = (list: string[]) =>
      list.forEach((name) => sqlite.exec(readFileSync(join(MIGRATIONS, name, "migration.sql"), "utf8")));
    apply(names.filter((name) => name < FIRST_TYPED));
    const now = new Date().toISOString();
    sqlite.exec(`
      INSERT INTO "Project" (id, name, updatedAt, contentTypes) VALUES ('p1', 'Old', '${now}', '["Recipes"]');
      INSERT INTO "Conversation" (id, projectId, title, updatedAt) VALUES ('c1', 'p1', 'Old talk', '${now}');
      INSERT INTO "Node" (id, conversationId, kind, status, title, updatedAt) VALUES ('n1', 'c1', 'root', 'open', 'Old talk', '${now}');
      INSERT INTO "Item" (id, nodeId, position, role, content, origin, status, sourceItemIds, contextReport)
        VALUES ('i1', 'n1', 1, 'assistant', 'Zanzibar answer', 'merged', 'complete', '["a","b"]', '{"sections":[],"total":3}');
      INSERT INTO "KnowledgeTree" (id, projectId, kind, updatedAt) VALUES ('t1', 'p1', 'project', '${now}');
      INSERT INTO "KnowledgeNode" (id, treeId, level, depth, "order", childIds, metadata, chars, tokens, metadataTokens)
        VALUES ('k1', 't1', 'root', 0, 0, '["k2"]', '{"summary":"s"}', 0, 0, 0);
    `);
    apply(names.filter((name) => name >= FIRST_TYPED));
    sqlite.close();

    await closeDb();
    process.env.DATABASE_URL = `file:${file}`;
    const db = getDb();
    const item = await db.item.findUniqueOrThrow({ where: { id: "i1" } });
    expect(item).toMatchObject({ role: "assistant", origin: "merged", status: "complete", sourceItemIds: ["a", "b"] });
    expect(await getContextReport("i1")).toEqual({ sections: [], total: 3 });
    expect(await db.knowledgeNode.findUniqueOrThrow({ where: { id: "k1" } })).toMatchObject({
      level: "root",
      childIds: ["k2"],
      metadata: { summary: "s" },
    });
    expect((await db.project.findUniqueOrThrow({ where: { id: "p1" } })).contentTypes).toEqual(["Recipes"]);
    expect((await db.node.findUniqueOrThrow({ where: { id: "n1" } })).kind).toBe("root");

    // The rebuilt tables kept their search triggers: an update is indexed.
    await db.item.update({ where: { id: "i1" }, data: { content: "Quetzal answer" } });
    expect((await search({ text: "quetzal" })).map((h) => h.itemId)).toEqual(["i1"]);
  });
});

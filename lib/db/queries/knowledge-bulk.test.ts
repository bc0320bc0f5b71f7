import { describe, expect, it } from "vitest";
import { getDb, getDbKind, sqliteDirectWrite, transaction } from "@/lib/db/client";
import { createProject } from "@/lib/db/queries/projects";
import { createProjectTree, insertDocuments, listProjectDocuments } from "@/lib/db/queries/knowledge";
import { searchKnowledgePassages } from "@/lib/db/queries/passages";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { insertKnowledgeNodes, insertKnowledgePassagesBulk, listAppendEdge } from "./knowledge-bulk";
import { listHeadingsOfPassages, listLeavesById, listPassageHeadings } from "./knowledge-ask";

useTestDatabase();

/** `n` leaves of a new tree, each with 3 passages: more rows than one prepared statement takes (64), plus a rest. */
async function rows(n: number, prefix: string) {
  const { id: projectId } = await createProject({ name: "Bulk" });
  const treeId = await transaction((tx) => createProjectTree(tx, projectId, "offline"));
  const nodes = Array.from({ length: n }, (_, i) => ({
    id: `${prefix}-${i}`,
    treeId,
    parentId: null,
    level: "leaf" as const,
    depth: 0,
    order: i,
    childIds: [],
    metadata: { summary: `Leaf ${i} — "quoted", ünïcode`, about: ["x"] },
    text: `Leaf ${i} text: the heron${i} gateway.`,
    chars: 30 + i,
    tokens: 7,
    metadataTokens: 5,
    sourceRef: i % 2 ? "doc-a" : null,
    location: i % 3 ? null : `p. ${i}`,
  }));
  const passages = nodes.flatMap((leaf) =>
    [0, 1, 2].map((k) => ({
      id: `${leaf.id}:${k}`,
      treeId,
      leafId: leaf.id,
      ord: k,
      kind: k === 2 ? "row" : "paragraph",
      text: `${leaf.text} part ${k}`,
      headings: k ? ["Guide", "Setup"] : [],
      row: k === 2 ? k : null,
      searchText: `guide setup ${leaf.text} part ${k}`,
    })),
  );
  return { treeId, nodes, passages };
}

describe("bulk inserts of an import's knowledge rows", () => {
  it("store every row as written, in one transaction, and their full-text rows follow", async () => {
    const { treeId, nodes, passages } = await rows(70, "a");
    await transaction(async (tx) => {
      // On SQLite the rows go straight to the transaction's connection (no Prisma query compiler).
      expect(sqliteDirectWrite(tx) !== undefined).toBe(getDbKind() === "sqlite");
      await insertKnowledgeNodes(tx, nodes);
      await insertKnowledgePassagesBulk(tx, passages);
    });
    const stored = await getDb().knowledgeNode.findMany({ where: { treeId }, orderBy: { order: "asc" } });
    expect(stored).toHaveLength(70);
    expect(stored[69]).toEqual(nodes[69]);
    expect(stored[3]).toEqual(nodes[3]);
    const storedPassages = await getDb().knowledgePassage.findMany({ where: { treeId } });
    expect(storedPassages).toHaveLength(210);
    expect(storedPassages.find((p) => p.id === "a-65:2")).toEqual(passages.find((p) => p.id === "a-65:2"));
    expect(await searchKnowledgePassages(treeId, ["heron68"])).toEqual(["a-68:0", "a-68:1", "a-68:2"].sort());
  });

  it("are read back by id only within their own tree (the lookups by id never cross to another tree)", async () => {
    const a = await rows(3, "own");
    const b = await rows(3, "other");
    for (const t of [a, b])
      await transaction(async (tx) => {
        await insertKnowledgeNodes(tx, t.nodes);
        await insertKnowledgePassagesBulk(tx, t.passages);
      });
    const ids = ["own-1", "other-1", "own-2"];
    expect((await listLeavesById(a.treeId, ids)).map((n) => n.id).sort()).toEqual(["own-1", "own-2"]);
    expect([...(await listPassageHeadings(a.treeId, ids)).keys()].sort()).toEqual(
      ["own-1:0", "own-1:1", "own-1:2", "own-2:0", "own-2:1", "own-2:2"].sort(),
    );
    expect((await listPassageHeadings(b.treeId, ids)).get("other-1:1")).toEqual(["Guide", "Setup"]);
    expect([...(await listHeadingsOfPassages(b.treeId, ["own-1:1", "other-2:2"])).keys()]).toEqual(["other-2:2"]);
    // A root whose child ids name another tree's node: the edge stops at the root.
    await getDb().knowledgeNode.update({ where: { id: "own-0" }, data: { level: "root", childIds: ["other-1"] } });
    expect((await listAppendEdge(a.treeId, "own-0")).map((n) => n.id)).toEqual(["own-0"]);
  });

  it("are rolled back with the transaction they belong to", async () => {
    const { treeId, nodes, passages } = await rows(5, "b");
    await expect(
      transaction(async (tx) => {
        await insertKnowledgeNodes(tx, nodes);
        await insertKnowledgePassagesBulk(tx, passages);
        throw new Error("the save failed after the inserts");
      }),
    ).rejects.toThrow("the save failed");
    expect(await getDb().knowledgeNode.count({ where: { treeId } })).toBe(0);
    expect(await getDb().knowledgePassage.count({ where: { treeId } })).toBe(0);
    expect(await searchKnowledgePassages(treeId, ["heron3"])).toEqual([]);
  });

  it("are never written once their transaction has ended on its timeout", async () => {
    const { treeId, nodes } = await rows(3, "t");
    await expect(
      transaction(
        async (tx) => {
          // Wait until Prisma has ended this transaction (its statements are refused from then on).
          for (;;) {
            try {
              await tx.$queryRawUnsafe("SELECT 1");
            } catch {
              break;
            }
            await new Promise((resolve) => setTimeout(resolve, 5));
          }
          await insertKnowledgeNodes(tx, nodes);
        },
        { timeout: 20 },
      ),
    ).rejects.toThrow();
    expect(await getDb().knowledgeNode.count({ where: { treeId } })).toBe(0);
  });

  it("write Document rows as Prisma writes them: every field, and a time stored in its format", async () => {
    const { treeId } = await rows(1, "d");
    const { projectId } = await getDb().knowledgeTree.findUniqueOrThrow({ where: { id: treeId } });
    const at = new Date("2026-11-24T10:00:00.123Z");
    const docs = Array.from({ length: 70 }, (_, i) => ({
      id: `doc-${i}`,
      projectId,
      treeId,
      name: `notes ${i} “é”.md`,
      format: "md",
      chars: 1000 + i,
      bytes: 1200 + i,
      chunks: 1 + (i % 3),
      createdAt: new Date(at.getTime() + i),
    }));
    await transaction((tx) => insertDocuments(tx, docs));
    // One written by Prisma itself, for the stored format of its time.
    await getDb().document.create({ data: { ...docs[0], id: "doc-prisma", createdAt: new Date(at.getTime() + 100) } });
    const listed = await listProjectDocuments(projectId);
    expect(listed.slice(0, 70)).toEqual(docs);
    expect(listed[70].id).toBe("doc-prisma");
    if (getDbKind() === "sqlite") {
      const stored = await getDb().$queryRawUnsafe<{ id: string; t: string }[]>(
        `SELECT "id", CAST("createdAt" AS TEXT) || '' AS t FROM "Document" WHERE "id" IN ('doc-1', 'doc-prisma') ORDER BY "id"`,
      );
      expect(stored.map((s) => s.t)).toEqual(["2026-11-24T10:00:00.124+00:00", "2026-11-24T10:00:00.223+00:00"]);
    }
  });
});

import { describe, expect, it } from "vitest";
import { getDb, getDbKind } from "@/lib/db/client";
import { createProject } from "@/lib/db/queries/projects";
import { searchKnowledgePassages } from "@/lib/db/queries/passages";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { deleteDocument } from "./documents";
import { importDocuments } from "./import";

useTestDatabase();

describe("the passages' full-text rows", () => {
  it("follow their passages: a deleted document's rows go, the others stay searchable", async () => {
    const { id: projectId } = await createProject({ name: "Fts" });
    const result = await importDocuments(projectId, [
      { name: "heron.md", content: "# Heron\n\nThe Heron gateway listens on port 8443.\n\nIts owner is Priya." },
      { name: "puffin.md", content: "# Puffin\n\nThe Puffin index rebuilds nightly.\n\nIts owner is Tomas." },
    ]);
    const tree = await getDb().knowledgeTree.findFirstOrThrow({ where: { projectId } });
    expect(await searchKnowledgePassages(tree.id, ["gateway"])).toHaveLength(1);
    await deleteDocument(projectId, result.documentIds[0]);
    expect(await searchKnowledgePassages(tree.id, ["gateway"])).toEqual([]);
    const left = await searchKnowledgePassages(tree.id, ["owner"]);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/^.+:\d+$/);
    if (getDbKind() === "sqlite") {
      // One FTS5 row per passage, found by the rowid SearchRef keeps for it (no scan of the index).
      const [{ fts, passages, refs }] = await getDb().$queryRawUnsafe<
        { fts: number; passages: number; refs: number }[]
      >(
        `SELECT (SELECT count(*) FROM "PassageText") AS fts, (SELECT count(*) FROM "KnowledgePassage") AS passages,
                (SELECT count(*) FROM "SearchRef" WHERE "kind" = 'passage') AS refs`,
      );
      expect(Number(fts)).toBe(Number(passages));
      expect(Number(refs)).toBe(Number(passages));
    }
  });
});

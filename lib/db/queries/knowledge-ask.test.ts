import { describe, expect, it } from "vitest";
import { transaction } from "@/lib/db/client";
import { createProject } from "@/lib/db/queries/projects";
import { createProjectTree } from "@/lib/db/queries/knowledge";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { insertKnowledgeNodes, insertKnowledgePassagesBulk } from "./knowledge-bulk";
import { countPassagesWithTerms, type KeptCounts } from "./knowledge-ask";

useTestDatabase();

/** A leaf of `treeId` whose passages say `texts`. */
async function leaf(treeId: string, id: string, texts: string[]) {
  await transaction(async (tx) => {
    await insertKnowledgeNodes(tx, [
      {
        id,
        treeId,
        parentId: null,
        level: "leaf",
        depth: 0,
        order: 0,
        childIds: [],
        metadata: { summary: "", about: [] },
        text: texts.join("\n\n"),
        chars: 10,
        tokens: 3,
        metadataTokens: 1,
        sourceRef: null,
        location: null,
      },
    ]);
    await insertKnowledgePassagesBulk(
      tx,
      texts.map((text, k) => ({
        id: `${id}:${k}`,
        treeId,
        leafId: id,
        ord: k,
        kind: "paragraph",
        text,
        headings: [],
        row: null,
        searchText: text,
      })),
    );
  });
}

describe("countPassagesWithTerms", () => {
  it("counts the tree's passages holding each term, up to a bound, and keeps counts in the caller's map", async () => {
    const { id: projectId } = await createProject({ name: "Counts" });
    const treeId = await transaction((tx) => createProjectTree(tx, projectId, "offline"));
    const other = await transaction(async (tx) =>
      createProjectTree(tx, (await createProject({ name: "Other" })).id, "offline"),
    );
    await leaf(treeId, "k1", ["the heron spool", "a heron gateway", "the kestrel queue"]);
    await leaf(other, "o1", ["heron heron", "heron again"]);
    const heron = { term: "heron", surface: "heron" };
    const kestrel = { term: "kestrel", surface: "kestrel" };
    expect(await countPassagesWithTerms(treeId, [heron, kestrel])).toEqual(
      new Map([
        ["heron", 2],
        ["kestrel", 1],
      ]),
    );
    expect((await countPassagesWithTerms(treeId, [heron], 1)).get("heron")).toBe(1);
    // Kept: the next count of the same term and bound is the kept one (the tree's version is the caller's to track).
    const kept: KeptCounts = new Map();
    expect((await countPassagesWithTerms(treeId, [heron], undefined, kept)).get("heron")).toBe(2);
    await leaf(treeId, "k2", ["one more heron"]);
    expect((await countPassagesWithTerms(treeId, [heron], undefined, kept)).get("heron")).toBe(2);
    expect((await countPassagesWithTerms(treeId, [heron], 1, kept)).get("heron")).toBe(1);
    expect((await countPassagesWithTerms(treeId, [kestrel, heron], undefined, kept)).get("kestrel")).toBe(1);
    expect((await countPassagesWithTerms(treeId, [heron], undefined, new Map())).get("heron")).toBe(3);
  });

  it("shares a count under way: asks arriving together send one query per term", async () => {
    const { id: projectId } = await createProject({ name: "Together" });
    const treeId = await transaction((tx) => createProjectTree(tx, projectId, "offline"));
    await leaf(treeId, "t1", ["the heron spool", "the kestrel queue"]);
    const terms = [
      { term: "heron", surface: "heron" },
      { term: "kestrel", surface: "kestrel" },
    ];
    const kept: KeptCounts = new Map();
    const first = countPassagesWithTerms(treeId, terms, undefined, kept);
    // The first call's counts are kept as they start, before any of them is answered.
    const started = [...kept.values()];
    expect(started).toHaveLength(2);
    expect(started.every((n) => n instanceof Promise)).toBe(true);
    const second = countPassagesWithTerms(treeId, terms, undefined, kept);
    // The second call found them and started none of its own.
    expect([...kept.values()]).toEqual(started);
    expect(await second).toEqual(await first);
    expect(await first).toEqual(
      new Map([
        ["heron", 1],
        ["kestrel", 1],
      ]),
    );
  });
});

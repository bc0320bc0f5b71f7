import { describe, expect, it } from "vitest";
import { generateAppendDoc, generateCorpus } from "@/bench/corpus";
import { getDb } from "@/lib/db/client";
import { createProject } from "@/lib/db/queries/projects";
import { AppError } from "@/lib/errors";
import { checkTree } from "@/lib/memory/nodes";
import { createOfflineEngine } from "@/lib/memory/offline-engine";
import { spyEngine } from "@/lib/memory/testing";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { createFailingTrigger } from "@/lib/testing/fail-trigger";
import { importDocuments } from "./import";
import { getProjectTree } from "@/lib/memory/store";
import { setTaxonomy } from "./taxonomy";

useTestDatabase();

const corpus = generateCorpus(11, 12);
const files = (from: number, to: number) =>
  corpus.docs.slice(from, to).map((d) => ({ name: `${d.id}.md`, content: new TextEncoder().encode(d.text) }));

/** Every knowledge row of a project, to prove that a failed import wrote nothing. */
async function snapshot(projectId: string) {
  const db = getDb();
  const trees = await db.knowledgeTree.findMany({ where: { projectId }, orderBy: { id: "asc" } });
  const nodes = await db.knowledgeNode.findMany({
    where: { treeId: { in: trees.map((t) => t.id) } },
    orderBy: { id: "asc" },
  });
  const documents = await db.document.findMany({ where: { projectId }, orderBy: { id: "asc" } });
  return { trees, nodes, documents };
}

/** An offline engine whose `n`-th summarise call fails. */
function failingAt(n: number) {
  const inner = createOfflineEngine();
  let calls = 0;
  return {
    ...inner,
    async summarise(input: Parameters<typeof inner.summarise>[0]) {
      if (++calls === n) throw new AppError("provider:failed", "The model stopped answering.");
      return inner.summarise(input);
    },
  };
}

// Each import starts the tree thread, which opens a database connection of its own for the save: on a
// loaded machine an import takes seconds.
describe("importDocuments", { timeout: 60_000 }, () => {
  it("imports documents into a new tree, then appends re-summarising only the new path", async () => {
    const { id: projectId } = await createProject({ name: "Import" });
    const progress: string[] = [];
    const first = await importDocuments(projectId, files(0, 10), {
      onProgress: (p) => progress.push(`${p.phase}:${p.done}/${p.total}`),
    });

    expect(first).toMatchObject({
      documents: 10,
      engine: "offline",
      documentIds: expect.any(Array),
      treeId: expect.any(String),
    });
    expect(first.chunks).toBeGreaterThanOrEqual(10);
    expect(first.leaves).toBe(first.chunks);
    expect(first.depth).toBeGreaterThanOrEqual(2);
    expect(first.chars).toBe(corpus.docs.slice(0, 10).reduce((a, d) => a + d.text.trimEnd().length, 0));
    expect(progress.slice(0, 10)).toEqual(Array.from({ length: 10 }, (_, i) => `parse:${i + 1}/10`));
    expect(progress.filter((p) => p.startsWith("summarise")).length).toBeGreaterThan(first.chunks);
    expect(progress.slice(-2)).toEqual(["save:0/1", "save:1/1"]);

    const { treeId, tree } = await getProjectTree(projectId);
    expect(treeId).toBe(first.treeId);
    expect(tree.rootId).toBe(first.rootId);
    expect(checkTree(tree)).toEqual([]);
    const docs = await getDb().document.findMany({ where: { projectId }, orderBy: { createdAt: "asc" } });
    expect(docs.map((d) => d.name)).toEqual(corpus.docs.slice(0, 10).map((d) => `${d.id}.md`));
    expect(docs.map((d) => d.id)).toEqual(first.documentIds);
    const leafSources = Object.values(tree.nodes)
      .filter((n) => n.level === "leaf")
      .map((n) => n.sourceRef);
    expect(new Set(leafSources)).toEqual(new Set(first.documentIds));

    const leavesBefore = await getDb().knowledgeNode.findMany({
      where: { treeId: first.treeId, level: "leaf" },
      orderBy: { id: "asc" },
    });
    const extra = generateAppendDoc(3, 4000);
    const spy = spyEngine(createOfflineEngine());
    const second = await importDocuments(projectId, [{ name: "retro.txt", content: extra.text }], {
      engine: spy.engine,
    });

    expect(second).toMatchObject({ documents: 1, chunks: 1, leaves: first.leaves + 1, treeId: first.treeId });
    expect(second.resummarised).toBeLessThanOrEqual(second.depth + 1);
    expect(spy.calls.summarise).toBe(1);
    expect(spy.calls.aggregate).toBeLessThanOrEqual(second.depth);
    const leavesAfter = await getDb().knowledgeNode.findMany({
      where: { treeId: first.treeId, level: "leaf", id: { in: leavesBefore.map((l) => l.id) } },
      orderBy: { id: "asc" },
    });
    expect(leavesAfter).toEqual(leavesBefore);
    expect(checkTree((await getProjectTree(projectId)).tree)).toEqual([]);
  });

  it("offers the project's taxonomy to the engine", async () => {
    const { id: projectId } = await createProject({ name: "Taxonomy" });
    await setTaxonomy(projectId, ["Field notes", "Recipes"]);
    const seen: (readonly string[])[] = [];
    const inner = createOfflineEngine();
    const engine = {
      ...inner,
      summarise: (input: { text: string; taxonomy: readonly string[] }) => (
        seen.push(input.taxonomy),
        inner.summarise(input)
      ),
    };
    await importDocuments(projectId, [{ name: "a.md", content: "Notes from the field." }], { engine });
    expect(seen).toEqual([["Field notes", "Recipes"]]);
  });

  it("refuses the whole import when one file is bad, before any work", async () => {
    const { id: projectId } = await createProject({ name: "Bad file" });
    const spy = spyEngine(createOfflineEngine());
    await expect(
      importDocuments(
        projectId,
        [...files(0, 2), { name: "photo.md", content: new Uint8Array([0xff, 0xd8, 0xff, 0x00]) }],
        { engine: spy.engine },
      ),
    ).rejects.toMatchObject({
      code: "invalid:document",
      message: expect.stringContaining('"photo.md" looks like a binary file'),
    });
    expect(spy.calls.summarise).toBe(0);
    expect(await snapshot(projectId)).toEqual({ trees: [], nodes: [], documents: [] });
  });

  it("refuses an unknown project", async () => {
    await expect(importDocuments("nope", files(0, 1))).rejects.toMatchObject({ code: "not_found:project" });
  });
});

describe("an import that fails part-way leaves the database as it was", () => {
  it("when the engine fails mid-way, on a new tree and on an existing one", async () => {
    const { id: projectId } = await createProject({ name: "Engine failure" });
    await expect(importDocuments(projectId, files(0, 6), { engine: failingAt(4) })).rejects.toMatchObject({
      code: "provider:failed",
    });
    expect(await snapshot(projectId)).toEqual({ trees: [], nodes: [], documents: [] });

    await importDocuments(projectId, files(0, 6));
    const before = await snapshot(projectId);
    await expect(importDocuments(projectId, files(6, 12), { engine: failingAt(5) })).rejects.toMatchObject({
      code: "provider:failed",
    });
    expect(await snapshot(projectId)).toEqual(before);
  });

  it("when the database fails inside the transaction (a temporary trigger)", async () => {
    const { id: projectId } = await createProject({ name: "Database failure" });
    // First import: the tree row, documents and most nodes are written before the root's insert fails.
    const dropRoot = await createFailingTrigger("kt_fail_root", {
      on: "INSERT",
      table: "KnowledgeNode",
      when: "NEW.level = 'root'",
    });
    try {
      await expect(importDocuments(projectId, files(0, 4))).rejects.toThrow();
    } finally {
      await dropRoot();
    }
    expect(await snapshot(projectId)).toEqual({ trees: [], nodes: [], documents: [] });

    // An append: documents and nodes are written, the last statement (the tree's root) fails.
    await importDocuments(projectId, files(0, 4));
    const before = await snapshot(projectId);
    const dropTree = await createFailingTrigger("kt_fail_tree", { on: "UPDATE", table: "KnowledgeTree" });
    try {
      await expect(importDocuments(projectId, files(4, 8))).rejects.toThrow();
    } finally {
      await dropTree();
    }
    expect(await snapshot(projectId)).toEqual(before);
  });

  it("when another process changed the tree meanwhile (conflict), and imports in one process queue up", async () => {
    const { id: projectId } = await createProject({ name: "Concurrency" });
    const first = await importDocuments(projectId, files(0, 2));
    const before = await snapshot(projectId);
    const inner = createOfflineEngine();
    let touched = false;
    const meddling = {
      ...inner,
      async summarise(input: Parameters<typeof inner.summarise>[0]) {
        if (!touched) {
          touched = true;
          // Stands for the CLI importing into the same project while the server summarises.
          await getDb().knowledgeTree.update({ where: { id: first.treeId }, data: { engine: "elsewhere" } });
        }
        return inner.summarise(input);
      },
    };
    await expect(importDocuments(projectId, files(2, 3), { engine: meddling })).rejects.toMatchObject({
      code: "conflict:knowledge",
    });
    const after = await snapshot(projectId);
    expect({ ...after, trees: [] }).toEqual({ ...before, trees: [] });

    // Whichever takes the project's lease first runs first; the other builds on its result.
    const [a, b] = await Promise.all([
      importDocuments(projectId, files(3, 5)),
      importDocuments(projectId, files(5, 7)),
    ]);
    const [earlier, later] = a.leaves < b.leaves ? [a, b] : [b, a];
    expect(later.leaves).toBe(earlier.leaves + later.chunks);
    const { tree } = await getProjectTree(projectId);
    expect(checkTree(tree)).toEqual([]);
    expect(Object.values(tree.nodes).filter((n) => n.level === "leaf")).toHaveLength(later.leaves);
  });
});

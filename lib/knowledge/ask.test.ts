import { beforeAll, describe, expect, it } from "vitest";
import { generateCorpus } from "@/bench/corpus";
import { containsValue } from "@/bench/kt";
import { getDb } from "@/lib/db/client";
import { createProject } from "@/lib/db/queries/projects";
import { DEFAULT_CONTENT_TYPES } from "@/lib/extract/taxonomy";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { askProject, EMPTY_TREE_ANSWER } from "./ask";
import { describeKnowledge } from "./describe";
import { importDocuments } from "./import";
import { getTaxonomy, setTaxonomy } from "./taxonomy";

useTestDatabase();
let projectId: string;
const corpus = generateCorpus(5, 10);
beforeAll(async () => {
  projectId = (await createProject({ name: "Osprey" })).id;
  await importDocuments(
    projectId,
    corpus.docs.map((d) => ({ name: `${d.id}.md`, content: d.text })),
  );
});

describe("askProject", () => {
  it("answers with a planted fact, citing leaves that exist, with a trace", async () => {
    const leafIds = new Set(
      (await getDb().knowledgeNode.findMany({ where: { level: "leaf" }, select: { id: true } })).map((n) => n.id),
    );
    let correct = 0;
    for (const q of corpus.questions) {
      const result = await askProject(projectId, q.question);
      expect(result.trace.length).toBeGreaterThan(0);
      expect(result.engine).toBe("offline");
      expect(result.tokensRead).toBeLessThan(result.tokensTotal);
      for (const id of result.citations) expect(leafIds.has(id)).toBe(true);
      if (containsValue(result.answer, q.expected)) correct++;
    }
    expect(correct).toBeGreaterThanOrEqual(9);

    const [q] = corpus.questions;
    const result = await askProject(projectId, q.question);
    expect(result.answer).toContain(q.expected);
    expect(result.status).not.toBe("none");
    expect(result.citations.length).toBeGreaterThan(0);
    expect(result.trace.map((s) => s.action)).toContain("read");
  });

  it("honours the navigation options", async () => {
    const result = await askProject(projectId, "Which colour is the sky on Jupiter's third moon?", {
      maxBranchAttempts: 1,
      leavesPerBranch: 1,
    });
    expect(result.trace.filter((s) => s.action === "read").length).toBeLessThanOrEqual(1);
  });

  it("says to import documents first when the project has no knowledge", async () => {
    const empty = await createProject({ name: "Empty" });
    expect(await askProject(empty.id, "Anything?")).toEqual({
      answer: EMPTY_TREE_ANSWER,
      status: "none",
      citations: [],
      trace: [],
      tokensRead: 0,
      tokensTotal: 0,
      engine: "offline",
    });
  });

  it("refuses an empty or oversized question and an unknown project", async () => {
    await expect(askProject(projectId, "   ")).rejects.toMatchObject({
      code: "invalid:input",
      message: "Ask a question.",
    });
    await expect(askProject(projectId, "x".repeat(4001))).rejects.toMatchObject({
      code: "invalid:input",
      message: expect.stringMatching(/4,000/),
    });
    await expect(askProject("missing", "Why?")).rejects.toMatchObject({ code: "not_found:project" });
  });
});

describe("describeKnowledge", () => {
  it("returns the tree root first, leaves with text and document names, documents and stats", async () => {
    const view = await describeKnowledge(projectId);
    expect(view).toMatchObject({
      treeId: expect.any(String),
      rootId: expect.any(String),
      engine: "offline",
      defaultTaxonomy: true,
    });
    expect(view.taxonomy).toEqual([...DEFAULT_CONTENT_TYPES]);
    expect(view.documents).toHaveLength(10);
    expect(view.documents[0]).toEqual({
      id: expect.any(String),
      name: "doc-001.md",
      format: "md",
      chars: expect.any(Number),
      bytes: expect.any(Number),
      chunks: expect.any(Number),
      createdAt: expect.any(String),
    });

    const [root, ...rest] = view.nodes;
    expect(root).toMatchObject({
      id: view.rootId,
      level: "root",
      parentId: null,
      text: null,
      sourceRef: null,
      documentName: null,
    });
    expect(root.depth).toBe(view.stats.depth);
    const leaves = rest.filter((n) => n.level === "leaf");
    expect(leaves).toHaveLength(view.stats.leaves);
    expect(rest.filter((n) => n.level === "branch")).toHaveLength(view.stats.branches);
    expect(view.stats.chars).toBe(leaves.reduce((a, n) => a + n.chars, 0));
    expect(view.stats.tokens).toBeGreaterThan(0);
    for (const leaf of leaves) {
      expect(leaf).toMatchObject({
        depth: 0,
        childIds: [],
        text: expect.any(String),
        sourceRef: expect.any(String),
        documentName: expect.stringMatching(/^doc-\d{3}\.md$/),
      });
      expect(leaf.metadata.summary.length).toBeGreaterThan(0);
    }
    // Reading order: the first leaf comes from the first document.
    expect(leaves[0].documentName).toBe("doc-001.md");
    const byId = new Map(view.nodes.map((n) => [n.id, n]));
    for (const node of rest) expect(byId.get(node.parentId as string)?.childIds[node.order]).toBe(node.id);
    expect(view.documents.reduce((a, d) => a + d.chunks, 0)).toBe(view.stats.leaves);
  });

  it("describes an empty project, and refuses an unknown one", async () => {
    const empty = await createProject({ name: "Nothing yet" });
    expect(await describeKnowledge(empty.id)).toEqual({
      treeId: null,
      rootId: null,
      engine: "offline",
      taxonomy: [...DEFAULT_CONTENT_TYPES],
      defaultTaxonomy: true,
      stats: { leaves: 0, branches: 0, depth: 0, chars: 0, tokens: 0 },
      documents: [],
      nodes: [],
    });
    await expect(describeKnowledge("missing")).rejects.toMatchObject({ code: "not_found:project" });
  });
});

describe("taxonomy", () => {
  it("stores a trimmed, deduplicated list and reads it back; refuses bad lists", async () => {
    const { id } = await createProject({ name: "Types" });
    expect(await getTaxonomy(id)).toEqual([...DEFAULT_CONTENT_TYPES]);
    expect(await setTaxonomy(id, ["  Recipes ", "recipes", "Field notes"])).toEqual(["Recipes", "Field notes"]);
    expect(await getTaxonomy(id)).toEqual(["Recipes", "Field notes"]);
    expect((await describeKnowledge(id)).defaultTaxonomy).toBe(false);
    await expect(setTaxonomy(id, [])).rejects.toMatchObject({ code: "invalid:input" });
    await expect(setTaxonomy(id, ["x".repeat(81)])).rejects.toMatchObject({ code: "invalid:input" });
    await expect(setTaxonomy("missing", ["A"])).rejects.toMatchObject({ code: "not_found:project" });
  });
});

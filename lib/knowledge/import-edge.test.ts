import { describe, expect, it } from "vitest";
import { generateCorpus } from "@/bench/corpus";
import { getDb } from "@/lib/db/client";
import { createProject } from "@/lib/db/queries/projects";
import { checkTree } from "@/lib/memory/nodes";
import { passageIndex } from "@/lib/memory/passage-index";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { importDocuments } from "./import";
import { loadProjectTree } from "@/lib/memory/store";

useTestDatabase();

describe("imports that read only the tree's right edge", () => {
  it("grow a valid tree over many imports, with the passages a whole-tree index cuts", async () => {
    const { id: projectId } = await createProject({ name: "Edge" });
    const docs = generateCorpus(3).docs.slice(0, 36);
    let last;
    // Six imports of six documents: the root fills and gets a new root above it at least once.
    for (let i = 0; i < docs.length; i += 6)
      last = await importDocuments(
        projectId,
        docs.slice(i, i + 6).map((d) => ({ name: `${d.id}.md`, content: d.text })),
      );
    const { tree } = await loadProjectTree(projectId);
    expect(checkTree(tree)).toEqual([]);
    const leaves = Object.values(tree.nodes).filter((n) => n.level === "leaf");
    expect(last).toMatchObject({ leaves: leaves.length, depth: tree.nodes[tree.rootId!].depth });
    expect(tree.nodes[tree.rootId!].depth).toBeGreaterThanOrEqual(2);
    const stored = await getDb().knowledgePassage.findMany({ orderBy: { id: "asc" } });
    const index = passageIndex(tree).passages.map((p) => ({ id: p.id, text: p.text, headings: p.headings }));
    expect(stored.map((p) => ({ id: p.id, text: p.text, headings: p.headings }))).toEqual(
      [...index].sort((a, b) => (a.id < b.id ? -1 : 1)),
    );
  }, 180_000);
});

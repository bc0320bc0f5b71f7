import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { createProject } from "@/lib/db/queries/projects";
import { ancestorsOf, checkTree } from "@/lib/memory/nodes";
import { createOfflineEngine } from "@/lib/memory/offline-engine";
import { spyEngine } from "@/lib/memory/testing";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { deleteDocument, listDocuments } from "./documents";
import { importDocuments } from "./import";
import { getProjectTree } from "@/lib/memory/store";
import { sampleDocx, samplePdf } from "./testing-documents";

useTestDatabase();

const para = (topic: string, n: number) =>
  Array.from({ length: n }, (_, i) => `${topic} note ${i + 1}: the ${topic} team logged item ${topic}-${i + 1}.`);
const md = (i: number) => ({ name: `notes-${i}.md`, content: `# Notes ${i}\n\n${para(`topic${i}`, 80).join("\n\n")}` });

describe("documents of a project", () => {
  it("imports a PDF and a DOCX with page and heading provenance on their leaves, and lists them", async () => {
    const { id: projectId } = await createProject({ name: "Docs" });
    const pdf = await samplePdf([["The launch code is ORCHID-7."], ["Billing moves to Stripe in May."]]);
    const docx = await sampleDocx([{ h: 1, text: "Runbook" }, { h: 2, text: "Keys" }, "Keys rotate every 90 days."]);
    const result = await importDocuments(projectId, [
      { name: "plan.pdf", content: pdf },
      { name: "runbook.docx", content: docx },
    ]);
    const { tree } = await getProjectTree(projectId);
    const leaves = Object.values(tree.nodes).filter((n) => n.level === "leaf");
    expect(leaves.find((l) => l.sourceRef === result.documentIds[0])?.location).toBe("pp. 1–2");
    expect(leaves.find((l) => l.sourceRef === result.documentIds[1])?.location).toBe("Runbook (+1 more)");

    const docs = await listDocuments(projectId);
    expect(docs.map((d) => [d.name, d.format, d.chunks])).toEqual([
      ["plan.pdf", "pdf", 1],
      ["runbook.docx", "docx", 1],
    ]);
    expect(docs[0].bytes).toBe(pdf.byteLength);
    expect(docs[1].bytes).toBe(docx.byteLength);
  });

  it("deletes a document: its leaves and row go, only the affected paths are summarised again", async () => {
    const { id: projectId } = await createProject({ name: "Delete" });
    const imported = await importDocuments(
      projectId,
      Array.from({ length: 12 }, (_, i) => md(i)),
    );
    const before = await getProjectTree(projectId);
    const target = imported.documentIds[5];
    const doomed = Object.values(before.tree.nodes).filter((n) => n.sourceRef === target);
    expect(doomed.length).toBeGreaterThan(0);
    const paths = new Set(doomed.flatMap((l) => ancestorsOf(before.tree, l.id)));
    const rowsBefore = await getDb().knowledgeNode.findMany({ where: { treeId: before.treeId as string } });

    const spy = spyEngine(createOfflineEngine());
    const result = await deleteDocument(projectId, target, { engine: spy.engine });

    expect(result).toMatchObject({ documentId: target, name: "notes-5.md", leaves: doomed.length });
    expect(result.resummarised).toBe(paths.size);
    expect(spy.calls.summarise).toBe(0);
    expect(spy.calls.aggregate).toBeGreaterThan(0);
    expect(spy.calls.aggregate).toBeLessThanOrEqual(paths.size);
    const after = await getProjectTree(projectId);
    expect(checkTree(after.tree)).toEqual([]);
    expect(Object.values(after.tree.nodes).some((n) => n.sourceRef === target)).toBe(false);
    expect((await listDocuments(projectId)).map((d) => d.name)).not.toContain("notes-5.md");
    // Rows off the affected paths are what they were (a sibling after the removed leaves is renumbered).
    const same = (r: (typeof rowsBefore)[number]) => ({ ...r, order: 0, metadata: r.metadata as unknown });
    const rowsAfter = new Map(
      (await getDb().knowledgeNode.findMany({ where: { treeId: after.treeId as string } })).map((r) => [r.id, r]),
    );
    const untouched = rowsBefore.filter((r) => !paths.has(r.id) && r.sourceRef !== target);
    expect(untouched.length).toBeGreaterThan(10);
    for (const row of untouched) {
      const now = rowsAfter.get(row.id);
      expect(now ? same(now) : null).toEqual(same(row));
    }
  });

  it("re-imports a document in place: same id, new text, old leaves gone", async () => {
    const { id: projectId } = await createProject({ name: "Reimport" });
    const { documentIds } = await importDocuments(projectId, [md(1), md(2)]);
    await importDocuments(projectId, [{ name: "notes-2.md", content: "# Revised\n\nThe new plan ships in June." }], {
      replace: documentIds[1],
    });
    const docs = await listDocuments(projectId);
    expect(docs.map((d) => [d.id, d.name, d.chunks])).toEqual([
      [documentIds[0], "notes-1.md", expect.any(Number)],
      [documentIds[1], "notes-2.md", 1],
    ]);
    const { tree } = await getProjectTree(projectId);
    const leaves = Object.values(tree.nodes).filter((n) => n.sourceRef === documentIds[1]);
    expect(leaves.map((l) => l.text)).toEqual(["# Revised\n\nThe new plan ships in June."]);
    expect(leaves[0].location).toBe("Revised");
    expect(checkTree(tree)).toEqual([]);
  });

  it("refuses unknown documents, and emptying the tree leaves a valid empty tree", async () => {
    const { id: projectId } = await createProject({ name: "Empty" });
    await expect(deleteDocument(projectId, "nope")).rejects.toMatchObject({ code: "not_found:document" });
    const { documentIds } = await importDocuments(projectId, [md(1)]);
    await expect(importDocuments(projectId, [md(1)], { replace: "nope" })).rejects.toMatchObject({
      code: "not_found:document",
    });
    const result = await deleteDocument(projectId, documentIds[0]);
    expect(result.stats).toEqual({ leaves: 0, branches: 0, depth: 0 });
    expect((await getProjectTree(projectId)).tree).toEqual({ nodes: {}, rootId: null });
    await importDocuments(projectId, [md(3)]);
    expect(checkTree((await getProjectTree(projectId)).tree)).toEqual([]);
  });
});

import { beforeAll, describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { countPassagesWithTerms, rankPassageCandidates } from "@/lib/db/queries/knowledge-ask";
import { searchKnowledgePassages } from "@/lib/db/queries/passages";
import { createProject } from "@/lib/db/queries/projects";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { askProject } from "./ask";
import { deleteDocument, listDocuments } from "./documents";
import { importDocuments } from "./import";

useTestDatabase();
let projectId: string;
let treeId: string;
const LIMITS =
  "# Limits\n\n## Columns\n\nThe default setting for SQLITE_MAX_COLUMN is 2000.\n\n## Attached\n\nSQLITE_MAX_ATTACHED is set to 10 by default.";
const RELEASES =
  "# Releases\n\n- Release 3.40.0 replaced RC4 by Chacha20 in the random number generator.\n- Release 3.39.0 added RIGHT JOIN.";
beforeAll(async () => {
  projectId = (await createProject({ name: "Manual" })).id;
  await importDocuments(projectId, [
    { name: "limits.md", content: LIMITS },
    { name: "releases.md", content: RELEASES },
  ]);
  treeId = (await getDb().knowledgeTree.findFirstOrThrow({ where: { projectId } })).id;
});

describe("passages in the database (hybrid search)", () => {
  it("stores every leaf's passages with their heading path", async () => {
    const rows = await getDb().knowledgePassage.findMany({ where: { treeId }, orderBy: { id: "asc" } });
    expect(rows.map((r) => r.kind).sort()).toEqual(["item", "item", "paragraph", "paragraph"]);
    const column = rows.find((r) => r.text.includes("SQLITE_MAX_COLUMN"));
    expect(column?.headings).toEqual(["Limits", "Columns"]);
  });

  it("finds passages by the full-text index, best first, within the tree", async () => {
    const ids = await searchKnowledgePassages(treeId, ["sqlite_max_attached", "default"]);
    const first = await getDb().knowledgePassage.findUniqueOrThrow({ where: { id: ids[0] } });
    expect(first.text).toContain("SQLITE_MAX_ATTACHED");
    expect(await searchKnowledgePassages("another-tree", ["default"])).toEqual([]);
    expect(await searchKnowledgePassages(treeId, ["\"' OR 1=1 --"])).toEqual(expect.any(Array));
  });

  it("ranks and counts passages by question terms: any, all, and counting up to a bound", async () => {
    const term = (w: string) => ({ term: w, surface: w });
    const texts = async (ids: string[]) =>
      (await getDb().knowledgePassage.findMany({ where: { id: { in: ids } } })).map((p) => p.text);
    expect(await texts(await rankPassageCandidates(treeId, [term("default")], 10))).toHaveLength(2);
    const both = await rankPassageCandidates(treeId, [term("default"), term("attached")], 10, "all");
    expect(await texts(both)).toEqual([expect.stringContaining("SQLITE_MAX_ATTACHED")]);
    expect(await rankPassageCandidates(treeId, [term("!!")], 10)).toEqual([]);
    const counts = await countPassagesWithTerms(treeId, [term("default"), term("chacha20"), term("absent")]);
    expect(Object.fromEntries(counts)).toEqual({ default: 2, chacha20: 1, absent: 0 });
    const bounded = await countPassagesWithTerms(treeId, [term("default")], 1);
    expect(bounded.get("default")).toBe(1);
  });

  it("answers an ask with the cited passage, and refuses what no document names", async () => {
    const r = await askProject(projectId, "Which algorithm replaced RC4 in release 3.40.0?");
    expect(r.status).toBe("complete");
    expect(r.answer).toContain("Chacha20");
    expect(r.answer).not.toContain("RIGHT JOIN");
    const none = await askProject(projectId, "What did release 3.41.0 change?");
    expect(none.status).toBe("none");
  });

  it("deletes a document's passages with its leaves", async () => {
    const doc = (await listDocuments(projectId)).find((d) => d.name === "releases.md")!;
    await deleteDocument(projectId, doc.id);
    expect(await searchKnowledgePassages(treeId, ["chacha20"])).toEqual([]);
  });
});

/** A new project with one imported document, and the passages its import stored. */
async function importedPassages(projectName: string, name: string, content: string) {
  const project = (await createProject({ name: projectName })).id;
  await importDocuments(project, [{ name, content }]);
  const tree = (await getDb().knowledgeTree.findFirstOrThrow({ where: { projectId: project } })).id;
  return { project, rows: await getDb().knowledgePassage.findMany({ where: { treeId: tree } }) };
}

describe("an AsciiDoc document", () => {
  it("imports as text, its section titles heading its passages, and is asked through them", async () => {
    const changelog = [
      "= Lantern ChangeLog",
      "[[v2.4.1]]\n== Version 2.4.1 (2031-03-13)",
      "Bug fixes::",
      "  * core: check the certificate again after a reload (CVE-2031-0001)",
      "[[v2.4]]\n== Version 2.4 (2030-12-18)",
      "New features::",
      "  * core: add a command to toggle options",
    ].join("\n\n");
    const { project, rows } = await importedPassages("Lantern", "ChangeLog.adoc", changelog);
    const fix = rows.find((r) => r.text.includes("CVE-2031-0001"));
    expect(fix?.headings).toEqual(expect.arrayContaining(["Version 2.4.1 (2031-03-13)"]));
    expect(rows.some((r) => r.text.includes("[["))).toBe(false);
    const r = await askProject(project, "Which CVE did Lantern 2.4.1 fix?");
    expect(r.answer).toContain("CVE-2031-0001");
  });
});

describe("a reStructuredText document", () => {
  it("imports as text, its overlined release titles heading their items, and is asked through them", async () => {
    const changes = [
      "..\n\tCopyright (c) 2031 the Heron authors",
      "=========================\nHeron 3.2.1 (2031-06-04)\n=========================",
      "* Do not trust a client's Range header past its length (HVSA-2031-02).",
      "=========================\nHeron 3.2.0 (2031-03-15)\n=========================",
      "* The ``max_workers`` parameter now defaults to 8.",
      "Bugs fixed\n----------",
      "* A panic on an empty Host header was fixed.",
    ].join("\n\n");
    const { project, rows } = await importedPassages("Heron", "changes.rst", changes);
    expect(rows.find((r) => r.text.includes("HVSA-2031-02"))?.headings).toEqual(
      expect.arrayContaining(["Heron 3.2.1 (2031-06-04)"]),
    );
    expect(rows.find((r) => r.text.includes("empty Host header"))?.headings).toEqual(
      expect.arrayContaining(["Heron 3.2.0 (2031-03-15)", "Bugs fixed"]),
    );
    expect(rows.some((r) => /^=+$/m.test(r.text))).toBe(false);
    const r = await askProject(project, "Which advisory did Heron 3.2.1 fix?");
    expect(r.answer).toContain("HVSA-2031-02");
  });
});

describe("an HTML option reference written as definition lists", () => {
  it("imports each bare value under its term, and is asked through it", async () => {
    const entry = (name: string, what: string, type: string, value: string) =>
      `<h4>${name}</h4><dl><dt>Specifies:</dt><dd><p>${what}</p></dd><dt>Type of value:</dt><dd><p>${type}</p></dd>` +
      `<dt>Default value:</dt><dd><p>${value}</p></dd><dt>Notes:</dt><dd><p>Raising it costs memory.</p></dd></dl>`;
    const html =
      "<html><head><title>Relay configuration</title></head><body><h1>Relay configuration</h1>" +
      entry("7.1. spool-size", "The size of the spool the relay reads replies into.", "Size in bytes", "5000") +
      entry("7.2. queue-limit", "How many requests may wait for a worker.", "Number of requests", "4096") +
      "</body></html>";
    const { project, rows } = await importedPassages("Relay", "config.html", html);
    const spool = rows.find((r) => r.text.trim() === "5000");
    expect(spool?.headings).toEqual(expect.arrayContaining(["7.1. spool-size", "Default value:"]));
    expect(rows.find((r) => r.text.trim() === "Size in bytes")?.headings).toContain("Type of value:");
    const r = await askProject(project, "What is the relay's default queue-limit?");
    expect(r.answer).toContain("4096");
  });
});

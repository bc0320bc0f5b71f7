// The tree shape's passage count and term counts (ask-view.ts `treeShape`) follow the tree's version: an import, a
// deletion, a stale row (a multi-part ask's, or one read before an import committed) or another project never
// gives an ask counts of another version or project.
import { describe, expect, it } from "vitest";
import { getDb } from "@/lib/db/client";
import { createProject } from "@/lib/db/queries/projects";
import { findProjectTreeRow } from "@/lib/db/queries/knowledge";
import { countPassagesWithTerms } from "@/lib/db/queries/knowledge-ask";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { importDocuments } from "@/lib/knowledge/import";
import { deleteDocument } from "@/lib/knowledge/documents";
import { passageIndex } from "@/lib/memory/passage-index";
import { contentTokens } from "@/lib/extract";
import { loadAskView } from "./ask-view";

useTestDatabase();

const Q = "What does the heron gateway forward?";
const heron = { ...contentTokens("heron", { stem: true })[0], inflected: true };

function doc(tag: string, sections: number, every: number) {
  return Array.from(
    { length: sections },
    (_, i) =>
      `## ${tag} section ${i}\n\nThe ${tag} spool ${i} keeps ${i} queued replies for the worker pool; ` +
      `${i % every === 0 ? "the heron gateway forwards them" : "the relay forwards them"} after a short pause of ${i} seconds. ` +
      `Lowering it delays the replies of section ${i} a little, raising it costs memory for every worker of the ${tag} daemon.`,
  ).join("\n\n");
}

async function truth(projectId: string) {
  const row = (await findProjectTreeRow(projectId))!;
  const total = await getDb().knowledgePassage.count({ where: { treeId: row.id } });
  const n = (await countPassagesWithTerms(row.id, [heron], Math.max(1, Math.ceil(total / 4)), new Map())).get(
    heron.term,
  );
  return { total, n };
}

async function seen(projectId: string, row?: Awaited<ReturnType<typeof findProjectTreeRow>>) {
  const view = await loadAskView(projectId, Q, row === undefined ? {} : { row });
  expect(view.bounded).toBe(true);
  const index = passageIndex(view.tree);
  return { total: index.corpusPassages, n: index.df.get(heron.term) };
}

describe("the bounded ask's counts, kept per version of the tree", { timeout: 300_000 }, () => {
  it("follow imports, deletions, stale rows, and never cross projects", async () => {
    const p = (await createProject({ name: "P" })).id;
    const first = await importDocuments(p, [{ name: "a.md", content: doc("alpha", 1200, 7) }]);
    const a = await truth(p);
    expect(await seen(p)).toEqual(a);
    // Another import: a new version.
    const stale = await findProjectTreeRow(p);
    await importDocuments(p, [{ name: "b.md", content: doc("beta", 1200, 5) }]);
    const b = await truth(p);
    expect(b.total).toBeGreaterThan(a.total);
    expect(b.n).toBeGreaterThan(a.n!);
    // A stale row (read before the import) first: builds a shape tagged with the old version from new rows.
    await seen(p, stale);
    expect(await seen(p)).toEqual(b);
    await seen(p, stale);
    expect(await seen(p)).toEqual(b);
    // A deletion.
    const aId = (await getDb().document.findFirstOrThrow({ where: { projectId: p, name: "a.md" } })).id;
    expect(first).toBeDefined();
    await deleteDocument(p, aId);
    const c = await truth(p);
    expect(c.total).toBeLessThan(b.total);
    expect(await seen(p)).toEqual(c);
    // Another project with the same words: its own counts.
    const q = (await createProject({ name: "Q" })).id;
    await importDocuments(q, [{ name: "a.md", content: doc("alpha", 1200, 7) }]);
    const d = await truth(q);
    expect(d).not.toEqual(c);
    expect(await seen(q)).toEqual(d);
    expect(await seen(p)).toEqual(c);
  });

  it("asks arriving together on a new version share one read of its shape", async () => {
    const p = (await createProject({ name: "Together" })).id;
    await importDocuments(p, [{ name: "a.md", content: doc("gamma", 1200, 3) }]);
    const [x, y] = await Promise.all([loadAskView(p, Q), loadAskView(p, Q)]);
    expect(x.bounded && y.bounded).toBe(true);
    const root = x.tree.rootId!;
    expect(root).toBeTruthy();
    // The same branch objects: one shape read for both (two reads would make two of each).
    expect(y.tree.nodes[root]).toBe(x.tree.nodes[root]);
    // And the next ask on that version keeps it.
    expect((await loadAskView(p, Q)).tree.nodes[root]).toBe(x.tree.nodes[root]);
  });
});

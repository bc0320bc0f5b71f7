import { afterEach, describe, expect, it, vi } from "vitest";
import { generateCorpus } from "@/bench/corpus";
import { getDb } from "@/lib/db/client";
import { createProject } from "@/lib/db/queries/projects";
import { stopIdleThreads } from "@/lib/jobs/thread";
import { createOfflineEngine } from "@/lib/memory/offline-engine";
import * as store from "@/lib/memory/store";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { importDocuments } from "./import";

// The server's thread's copy of the store, watched: a save there would call it. The worker thread
// loads its own copy of the modules (this mock does not reach it).
vi.mock("@/lib/memory/store", async (original) => {
  const actual = await original<typeof store>();
  return { ...actual, saveTreeDiff: vi.fn(actual.saveTreeDiff) };
});

useTestDatabase();
afterEach(() => stopIdleThreads());

const corpus = generateCorpus(5, 6);
const files = () => corpus.docs.map((d) => ({ name: `${d.id}.md`, content: new TextEncoder().encode(d.text) }));

// Issue 32, finding 4: saving two 4.9 MB Markdown files stalled other users' reads 4.1 s, as the
// import wrote its tens of thousands of rows on the server's event loop. The save runs in the
// import's worker thread now, for the offline engine (with the tree work) and for a model engine.
describe("a knowledge import's save runs in the worker thread", { timeout: 120_000 }, () => {
  it.each([
    ["the offline engine (tree work and save in the thread)", {}],
    ["a model engine (tree work here, save in the thread)", { engine: createOfflineEngine() }],
  ])("%s", async (_name, opts) => {
    vi.mocked(store.saveTreeDiff).mockClear();
    const { id: projectId } = await createProject({ name: "Saved elsewhere" });
    const phases: string[] = [];
    const result = await importDocuments(projectId, files(), {
      ...opts,
      onProgress: (p) => phases.push(`${p.phase}:${p.done}/${p.total}`),
    });
    expect(phases.filter((p) => p.startsWith("save"))).toEqual(["save:0/1", "save:1/1"]);
    expect(store.saveTreeDiff).not.toHaveBeenCalled();
    // ...and everything was written, by the thread.
    const db = getDb();
    expect(await db.document.count({ where: { projectId } })).toBe(corpus.docs.length);
    expect(await db.knowledgeNode.count({ where: { treeId: result.treeId, level: "leaf" } })).toBe(result.leaves);
    expect(result.leaves).toBeGreaterThanOrEqual(corpus.docs.length);
    expect(await db.knowledgePassage.count({ where: { treeId: result.treeId } })).toBeGreaterThanOrEqual(result.leaves);
    const tree = await db.knowledgeTree.findUniqueOrThrow({ where: { id: result.treeId } });
    expect(tree.rootId).toBe(result.rootId);
  });
});

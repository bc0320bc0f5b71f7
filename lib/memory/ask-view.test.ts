import { beforeAll, describe, expect, it } from "vitest";
import { generateCorpus } from "@/bench/corpus";
import { containsValue } from "@/bench/kt";
import { getDb } from "@/lib/db/client";
import { createProject } from "@/lib/db/queries/projects";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { askProject } from "@/lib/knowledge/ask";
import { CANDIDATE_LEAVES, loadAskView, WHOLE_TREE_LEAVES } from "./ask-view";
import { importDocuments } from "@/lib/knowledge/import";
import { passageIndex } from "@/lib/memory/passage-index";
import { contentTokens, contentWords } from "@/lib/extract";
import { rankPassageCandidates } from "@/lib/db/queries/knowledge-ask";

useTestDatabase();
let projectId: string;
const corpus = generateCorpus(11);
beforeAll(async () => {
  projectId = (await createProject({ name: "Bounded" })).id;
  await importDocuments(
    projectId,
    corpus.docs.map((d) => ({ name: `${d.id}.md`, content: d.text })),
  );
}, 120_000);

describe("a large project's ask reads only the question's candidates", { timeout: 120_000 }, () => {
  it("loads the text of a few leaves, keeps the tree's shape, and still answers", async () => {
    const leaves = await getDb().knowledgeNode.count({ where: { level: "leaf" } });
    expect(leaves).toBeGreaterThan(WHOLE_TREE_LEAVES);
    const questions = corpus.questions.slice(0, 12);
    let correct = 0;
    for (const q of questions) {
      const view = await loadAskView(projectId, q.question);
      expect(view.bounded).toBe(true);
      const nodes = Object.values(view.tree.nodes);
      // Every node is there (the walk and the read share need the whole shape), but few leaves have text.
      expect(nodes.filter((n) => n.level === "leaf")).toHaveLength(leaves);
      const loaded = nodes.filter((n) => n.level === "leaf" && n.text);
      expect(loaded.length).toBeGreaterThan(0);
      expect(loaded.length).toBeLessThanOrEqual(40);
      const result = await askProject(projectId, q.question);
      if (containsValue(result.answer, q.expected)) correct++;
      expect(result.tokensRead).toBeLessThan(result.tokensTotal * 0.05);
    }
    expect(correct).toBeGreaterThanOrEqual(10);
  });

  it("reads a wider view for a part's retry: more leaves, the narrow view's among them, twice the bound at most", async () => {
    const loaded = (v: Awaited<ReturnType<typeof loadAskView>>) =>
      Object.values(v.tree.nodes)
        .filter((n) => n.level === "leaf" && n.text)
        .map((n) => n.id);
    // A question whose narrow view is full (its candidates span more leaves than it loads).
    let checked = 0;
    for (const q of [...corpus.questions].sort((a, b) => a.question.localeCompare(b.question)).slice(0, 6)) {
      const narrow = loaded(await loadAskView(projectId, q.question));
      if (narrow.length < CANDIDATE_LEAVES) continue;
      const wide = loaded(await loadAskView(projectId, q.question, { widen: true }));
      expect(wide.length).toBeGreaterThan(narrow.length);
      expect(wide.length).toBeLessThanOrEqual(2 * CANDIDATE_LEAVES);
      expect(wide).toEqual(expect.arrayContaining(narrow));
      checked++;
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("ranks with the whole tree's statistics, not the loaded leaves'", async () => {
    const q = corpus.questions[0];
    const view = await loadAskView(projectId, q.question);
    const index = passageIndex(view.tree);
    expect(index.corpusPassages).toBe(await getDb().knowledgePassage.count());
    // "team": a word of most documents, held by far more passages than the loaded leaves have.
    const everywhere = contentWords("team")[0];
    const loaded = index.passages.filter((_, i) => index.terms[i].has(everywhere)).length;
    const [{ n }] = await getDb().$queryRawUnsafe<{ n: number }[]>(
      `SELECT count(*) AS n FROM "KnowledgePassage" WHERE lower("searchText") LIKE '%team%'`,
    );
    expect(Number(n)).toBeGreaterThan(loaded);
    const bounded = await loadAskView(projectId, `${q.question} team`);
    expect(passageIndex(bounded.tree).df.get(everywhere)).toBeGreaterThan(loaded);
    const absent = await askProject(projectId, "What is the default of zq_unheard_of_setting?");
    expect(absent.status).toBe("none");
  });

  it("knows a leaf by its document's name: searched by it, cited by it, not by the document's id", async () => {
    const doc = await getDb().document.findFirstOrThrow({ where: { projectId }, orderBy: { createdAt: "asc" } });
    const stored = await getDb().knowledgePassage.findFirstOrThrow({ where: { leaf: { sourceRef: doc.id } } });
    expect(stored.searchText).toContain(doc.name.replace(/\.md$/, "").replace(/[_-]+/g, " "));
    expect(stored.searchText).not.toContain(doc.id);
    const q = corpus.questions[0];
    const view = await loadAskView(projectId, q.question);
    const refs = new Set(Object.values(view.tree.nodes).flatMap((n) => (n.level === "leaf" ? [n.sourceRef] : [])));
    expect(refs).toContain(doc.name);
    expect(refs).not.toContain(doc.id);
    const result = await askProject(projectId, q.question);
    expect(result.answer).toMatch(/\[[^\]]*\.md/);
    for (const d of await getDb().document.findMany({ where: { projectId } }))
      expect(result.answer).not.toContain(d.id);
  });

  it("proposes the passages holding the question's names ranked by all its words", async () => {
    const tree = await getDb().knowledgeTree.findFirstOrThrow({ where: { projectId } });
    const passages = await getDb().knowledgePassage.findMany({ where: { treeId: tree.id }, orderBy: { id: "asc" } });
    // In text order, not id order: ids are random, and the word picked below must not change per run.
    const withTeam = passages
      .filter((p) => /\bteam\b/i.test(p.searchText))
      .sort((a, b) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0));
    const team = contentTokens("team", { stem: true })[0];
    // A word of a tenth at most of the passages holding "team": the one the question is about.
    const words = withTeam.flatMap((p) => p.text.match(/\b[a-z]{7,}\b/g) ?? []);
    const stemOf = (w: string) => contentTokens(w, { stem: true })[0];
    // Compared as stemmed terms, the way the ranker reads them ("retries" holds the term "retry").
    const termsOf = (text: string) => new Set(contentTokens(text, { stem: true }).map((t) => t.term));
    const word = words.find(
      (w) =>
        stemOf(w) !== undefined &&
        withTeam.filter((p) => termsOf(p.searchText).has(stemOf(w).term)).length <= withTeam.length / 10,
    );
    expect(word).toBeDefined();
    const other = stemOf(word as string);
    const ranked = await rankPassageCandidates(tree.id, [team, other], 10, { required: [team] });
    expect(ranked.length).toBeGreaterThan(1);
    const byId = new Map(passages.map((p) => [p.id, p.searchText.toLowerCase()]));
    for (const id of ranked) expect(byId.get(id)).toMatch(/\bteam\b/);
    expect(termsOf(byId.get(ranked[0])!)).toContain(other.term);
  });
});

describe("a bounded ask counts words as the index tokenizes them, not as the database's tokenizer splits them", () => {
  it("a name only written inside identifiers or longer versions is unknown; a plain word counts its inflections", async () => {
    // Added last: the tree the tests above read is the generated corpus alone.
    await importDocuments(projectId, [
      {
        name: "tracing.md",
        content: [
          "# Tracing hooks",
          "",
          "The sqlite3_trace_v2 interface registers a callback; sqlite3_trace is its older form.",
          "",
          "Release 7.42.1 carried the new callback and release 7.42.2 carries its fixes.",
        ].join("\n"),
      },
    ]);
    // The database's full-text index holds "trace" and "7 42" as words; the passage index does not.
    const trace = await loadAskView(projectId, "What is the TRACE level of the hooks?");
    expect(trace.bounded).toBe(true);
    expect(passageIndex(trace.tree).df.has("trace")).toBe(false);
    expect((await askProject(projectId, "What is the TRACE level of the hooks?")).status).toBe("none");
    const release = await loadAskView(projectId, "What did release 7.42 carry?");
    const index = passageIndex(release.tree);
    // The release line is held through its releases (7.42.1), not as a word of its own.
    expect(index.df.has("7.42")).toBe(false);
    expect(index.df.get("carry")).toBeGreaterThan(0);
  });
});

describe("candidateLeaves", () => {
  it("keeps a quarter of the view for the best passages by all words when the named ones would fill it", async () => {
    const { candidateLeaves } = await import("./ask-view");
    const precise = Array.from({ length: 40 }, (_, i) => `named${i}:0`);
    const broad = ["row:3", "named0:1", "other:0"];
    const leaves = candidateLeaves(precise, broad, 24);
    expect(leaves).toHaveLength(24);
    expect(leaves).toContain("row");
    expect(leaves).toContain("other");
    expect(leaves.slice(0, 18)).toEqual(precise.slice(0, 18).map((id) => id.split(":")[0]));
    // Fewer named passages than the view holds: all of them, then the rest.
    expect(candidateLeaves(["a:0", "a:1", "b:0"], ["c:0"], 24)).toEqual(["a", "b", "c"]);
  });
});

describe("a bounded ask's passages keep the section they are in", { timeout: 120_000 }, () => {
  it("heads a passage with the section a leaf it never loaded opened, as stored at import", async () => {
    const project = (await createProject({ name: "Long release notes" })).id;
    const items = Array.from(
      { length: 5200 },
      (_, i) => `- Improved the handling of case ${i + 1} in the parser and the planner.`,
    );
    const text = `# Zeta changes\n\n## Release 9.1\n\n${items.join("\n")}\n- Added the frobnicate option to the loader.\n`;
    await importDocuments(project, [{ name: "zeta-changes.md", content: text }]);
    const view = await loadAskView(project, "Which version added the frobnicate option?");
    expect(view.bounded).toBe(true);
    // The leaf opening "Release 9.1" is far before the one holding the item: not loaded.
    const opening = Object.values(view.tree.nodes).find((n) => n.text?.includes("## Release 9.1"));
    expect(opening).toBeUndefined();
    const index = passageIndex(view.tree);
    const item = index.passages.find((p) => p.text.includes("frobnicate"));
    expect(item?.headings).toContain("Release 9.1");
  });
});

describe(
  "a bounded ask knows which documents name a product, not only the loaded passages",
  { timeout: 120_000 },
  () => {
    it("counts every document naming a product, loaded or not, and not a page naming it in passing", async () => {
      // Kestrel's manual names it once, at the top, many leaves before the entry asked; its NEWS names
      // it everywhere (so the passages holding every name of the question are none, and the view loads
      // the entry's leaf by all words); Osprey's NEWS names it once, in passing.
      const options = Array.from(
        { length: 60 },
        (_, i) =>
          `## option_${i} count\n\nThe option_${i} count bounds the queue of worker ${i}. Raising it costs memory for every worker, and lowering it delays the replies a little. The default is ${i * 10 + 5}.`,
      );
      const manual = [
        "# Kestrel configuration file",
        "Kestrel reads this file when it starts; every option below has a default.",
        ...options,
        "## mindepth count\n\nThe lower limit on the MRU list size. When the MRU list has fewer than mindepth entries, existing entries are never removed to make room for newer ones. The default is 600 entries.",
      ].join("\n\n");
      const release = (product: string, i: number) =>
        `## ${product} 1.${i}\n\n${product} 1.${i} fixes the parser of the spool, speeds up the index rebuild and documents the ${i} new switches of ${product}'s command line.`;
      const kestrelNews = ["# Kestrel NEWS", ...Array.from({ length: 60 }, (_, i) => release("Kestrel", i))].join(
        "\n\n",
      );
      const ospreyNews = [
        "# Osprey NEWS",
        ...Array.from({ length: 60 }, (_, i) => release("Osprey", i)),
        "## Osprey 2.0\n\nOsprey 2.0 adds support for the Kestrel protocol.",
      ].join("\n\n");
      await importDocuments(projectId, [
        { name: "kestrel-conf.md", content: manual },
        { name: "kestrel-news.md", content: kestrelNews },
        { name: "osprey-news.md", content: ospreyNews },
      ]);
      const question = "What is the default mindepth of Kestrel's MRU list?";
      const view = await loadAskView(projectId, question);
      expect(view.bounded).toBe(true);
      const index = passageIndex(view.tree);
      // The database knows every document naming Kestrel, loaded or not; a page naming it in passing is not its.
      const naming = index.corpusDocuments?.get("kestrel");
      expect(naming?.has("kestrel-conf.md")).toBe(true);
      expect(naming?.has("kestrel-news.md")).toBe(true);
      expect(naming?.has("osprey-news.md")).toBe(false);
      const r = await askProject(projectId, question);
      expect(r.status).not.toBe("none");
      expect(r.answer.split("\n")[0]).toContain("600");
    });
  },
);

import { MockEmbeddingModelV3 } from "ai/test";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { setEmbeddingModelOverride } from "@/lib/ai/embeddings";
import { getDb } from "@/lib/db/client";
import { createProject } from "@/lib/db/queries/projects";
import { useTestDatabase } from "@/lib/testing/use-test-database";
import { askProject } from "./ask";
import { importDocuments } from "./import";

useTestDatabase();

// Two passages the sparse rankings cannot tell apart for "What is the default port?"; the mock
// embedding model puts the question beside the export service's passage only (the sparse rankings
// alone put the ingest service's first).
const DOC = "# Services\n\n## Ingest\n\nThe default port is 7001.\n\n## Export\n\nThe default port is 7002.";
const near = (text: string) => /7002|default port\?$/.test(text);
const model = () =>
  new MockEmbeddingModelV3({
    provider: "mock",
    modelId: "embed-1",
    maxEmbeddingsPerCall: 2,
    doEmbed: async ({ values }) => ({ embeddings: values.map((v) => (near(v) ? [1, 0] : [0, 1])), warnings: [] }),
  });

afterEach(() => setEmbeddingModelOverride(undefined));

describe("dense retrieval with the provider's embedding model", () => {
  let projectId: string;
  let treeId: string;
  let embedder: MockEmbeddingModelV3;
  beforeAll(async () => {
    embedder = model();
    setEmbeddingModelOverride(embedder);
    projectId = (await createProject({ name: "Ports" })).id;
    await importDocuments(projectId, [{ name: "services.md", content: DOC }]);
    treeId = (await getDb().knowledgeTree.findFirstOrThrow({ where: { projectId } })).id;
  });

  it("embeds every passage at import, batched, and stores the vectors", async () => {
    const passages = await getDb().knowledgePassage.count({ where: { treeId } });
    const stored = await getDb().knowledgePassageEmbedding.findMany({ where: { treeId } });
    expect(stored).toHaveLength(passages);
    expect(stored.every((r) => r.model === "mock:embed-1" && r.vector.byteLength === 8)).toBe(true);
    // maxEmbeddingsPerCall 2: the SDK split the import's batch.
    expect(embedder.doEmbedCalls.length).toBe(Math.ceil(passages / 2));
  });

  it("joins the fusion: the passage nearest the question answers first", async () => {
    setEmbeddingModelOverride(embedder);
    const before = embedder.doEmbedCalls.length;
    const r = await askProject(projectId, "What is the default port?");
    expect(embedder.doEmbedCalls.slice(before).map((c) => c.values)).toEqual([["What is the default port?"]]);
    expect(r.status).toBe("complete");
    expect(r.answer).toMatch(/^> The default port is 7002/);
  });

  it("stays sparse-only without an embedding model (the offline engine)", async () => {
    setEmbeddingModelOverride(null);
    const r = await askProject(projectId, "What is the default port?");
    expect(r.answer).toMatch(/^> The default port is 7001/);
  });

  it("catches up passages an import left unembedded, and an ask survives a failing provider", async () => {
    await getDb().knowledgePassageEmbedding.deleteMany({ where: { treeId } });
    setEmbeddingModelOverride(embedder);
    await askProject(projectId, "What is the default port?");
    expect(await getDb().knowledgePassageEmbedding.count({ where: { treeId } })).toBe(
      await getDb().knowledgePassage.count({ where: { treeId } }),
    );
    setEmbeddingModelOverride(
      new MockEmbeddingModelV3({
        doEmbed: async () => {
          throw new Error("provider down");
        },
      }),
    );
    const r = await askProject(projectId, "What is the default port?");
    expect(r.status).toBe("complete");
  });
});

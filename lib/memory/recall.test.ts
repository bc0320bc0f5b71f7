// Node memory recall asks a folded history the way a project's knowledge is asked (issue 17 item 5).
import { describe, expect, it } from "vitest";
import { buildTree } from "./build";
import { createOfflineEngine } from "./offline-engine";
import { recallMemory, renderRecall } from "./recall";
import { entryBlock } from "./render";
import type { KnowledgeTree } from "./types";

const engine = createOfflineEngine();

/** A node memory tree: one leaf per entry, its sourceRef the entry's item id list (as folding writes it). */
async function memoryOf(entries: string[]): Promise<KnowledgeTree> {
  return buildTree(
    entries.map((content, i) => ({
      text: entryBlock({ role: i % 2 ? "assistant" : "user", content }),
      sourceRef: JSON.stringify([`i${i}`]),
    })),
    engine,
  );
}

async function recall(tree: KnowledgeTree, query: string) {
  const { hits, report } = await recallMemory({
    sources: [{ treeId: "t", ownerNodeId: "n", scope: "own", tree }],
    query,
    engine,
  });
  return { hits, report, text: renderRecall(hits, 600)?.text ?? "" };
}

const CHATTER = [
  "Good morning! Coffee first, then planning.",
  "Sounds good to me.",
  "We moved last spring, after the lease ran out.",
  "The design review went fine overall, nothing to report.",
];

describe("recallMemory", () => {
  it("finds the city however the question is phrased", async () => {
    const tree = await memoryOf([...CHATTER, "The office is in Lyon.", "Noted.", ...CHATTER]);
    const { hits, text } = await recall(tree, "Where exactly is the office, which city?");
    expect(hits[0]?.status).toBe("complete");
    expect(hits[0]?.answer).toContain("The office is in Lyon.");
    expect(text).toContain("Lyon");
  });

  it("reads a table row with its header, never as a raw Markdown row", async () => {
    const table = "Limits we agreed:\n\n| name | limit |\n| --- | --- |\n| uploads | 25 MB |\n| exports | 100 MB |";
    const tree = await memoryOf([...CHATTER, table, "Noted.", ...CHATTER]);
    const { hits } = await recall(tree, "What is the limit for uploads?");
    expect(hits[0]?.answer).toContain("name: uploads; limit: 25 MB");
    expect(hits[0]?.answer).not.toMatch(/^\s*\|.*\|\s*$/m);
    expect(hits[0]?.answer).not.toContain("100 MB");
  });

  it("cites no item id lists (the report lists the items), and evidence of small talk answers nothing", async () => {
    const tree = await memoryOf([...CHATTER, "The reporting review is in Porto.", "Noted.", ...CHATTER]);
    const { hits, report } = await recall(tree, "Where is the reporting review?");
    expect(hits[0]?.answer).toContain("Porto");
    expect(hits[0]?.answer).not.toContain('["i');
    expect(report.searches[0].citations.length).toBeGreaterThan(0);
    const none = await recall(await memoryOf(CHATTER), "Where is the reporting review?");
    expect(none.hits).toEqual([]);
    expect(none.report.searches[0].status).toBe("none");
  });
});

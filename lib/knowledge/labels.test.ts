import { describe, expect, it } from "vitest";
import { buildTree } from "@/lib/memory/build";
import { chunkDocuments } from "@/lib/memory/chunk";
import { createOfflineEngine } from "@/lib/memory/offline-engine";
import { nodeLabels } from "./labels";

/** A manual without section headings, in many chunks: each chunk after the first carries "# Title (continued)". */
const TOPICS = [
  "Compression uses the Burrows-Wheeler block sorting algorithm and Huffman coding.",
  "The keep flag leaves the input files in place after compression.",
  "Memory use grows with the block size chosen at compression time.",
  "Damaged files can be recovered block by block with the recovery tool.",
  "The library interface offers stream functions for compression in memory.",
  "Error codes tell a sequence error from a data error and a memory error.",
  "Performance depends on repetitive input, which slows the sorting stage down.",
  "Portability notes cover large files on older systems and the build flags.",
];
const manual = "# bzip2 and libbzip2, version 1.0.8\n\n" + TOPICS.map((t) => `${t} `.repeat(12)).join("\n\n");

describe("knowledge browser labels (issue 38, finding 8)", () => {
  it("tell siblings apart: no repeated (continued) title, each branch names the span it covers", async () => {
    // As an import cuts a document (lib/knowledge/import.ts): the title carried to every later chunk.
    const chunks = chunkDocuments([{ text: manual }], { size: 900 }).map((c) => c.text);
    const tree = await buildTree(chunks, createOfflineEngine(), { groupSize: 3, maxFanout: 3 });
    // What the browser listed before: the stored summaries repeat the carried title.
    const summaries = Object.values(tree.nodes).map((n) => n.metadata.summary);
    expect(
      summaries.filter((s) => s.startsWith("bzip2 and libbzip2, version 1.0.8 (continued)")).length,
    ).toBeGreaterThan(2);
    const labels = nodeLabels(tree);
    const all = [...labels.values()];
    expect(all.length).toBe(Object.keys(tree.nodes).length);
    expect(all.some((l) => l.includes("(continued)"))).toBe(false);
    // Siblings never share a label.
    for (const node of Object.values(tree.nodes)) {
      const siblings = node.childIds.map((id) => labels.get(id));
      expect(new Set(siblings).size, `children of ${labels.get(node.id)}`).toBe(siblings.length);
    }
    // A branch's label is the span of its leaves' labels.
    const branch = Object.values(tree.nodes).find((n) => n.level === "branch")!;
    const first = labels.get(branch.childIds[0]!)!;
    expect(labels.get(branch.id)!.startsWith(first.split(" … ")[0]!)).toBe(true);
  });
});

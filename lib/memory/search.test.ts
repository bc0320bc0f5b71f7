import { describe, expect, it } from "vitest";
import { buildTree } from "./build";
import { navigateTree, NO_ANSWER } from "./navigate";
import { leavesInOrder } from "./nodes";
import { createOfflineEngine } from "./offline-engine";
import { queryFrame } from "@/lib/extract/query-frame";
import { citedLeaves, searchLeaves, unknownIdentifiers } from "./search";

const filler = (topic: string, n: number) =>
  Array.from(
    { length: n },
    (_, i) => `The team talked about ${topic} for a while in round ${i}, without deciding anything new.`,
  ).join(" ");

const docs = [
  `# Change request CR-4471: rotate keys\n\nOwner: Dana Ruiz\nTicket: OPS-4471\nStatus: Approved\n\n${filler("dashboards", 30)}`,
  `# Release plan R42.3\n\n${filler("hiring", 30)}\n\nThe code freeze for release R42.3 is on 12 May 2026.`,
  `# Vendor notes\n\n${filler("the office move", 30)}\n\nThe vendor for project Torra is Arclight Systems.`,
  `# Project Torra brief\n\n${filler("planning", 30)}\n\nThe budget of project Torra is €26,727.`,
  ...Array.from({ length: 12 }, (_, i) => `# Meeting ${i}\n\n${filler("the rota", 35)}`),
  `# Status update\n\n${filler("tests", 30)}\n\nUpdate: the code freeze for release R42.3 is now on 19 May 2026.`,
];

describe("whole-tree search", () => {
  it("names identifiers and mid-sentence names", () => {
    expect(queryFrame("Who owns change request CR-4471 for Torra?").named).toEqual(["cr-4471", "torra"]);
  });

  it("finds the leaves holding every named term, best first, and knows identifiers no leaf holds", async () => {
    const tree = await buildTree(docs, createOfflineEngine());
    expect(searchLeaves(tree, "Who owns change request CR-4471?").map((l) => l.text?.slice(0, 30))).toEqual([
      "# Change request CR-4471: rota",
    ]);
    expect(unknownIdentifiers(tree, "Who owns CR-9999?")).toEqual(["cr-9999"]);
    expect(unknownIdentifiers(tree, "Who owns CR-4471?")).toEqual([]);
  });

  it("cites only the leaves a quote comes from", async () => {
    const tree = await buildTree(docs, createOfflineEngine());
    const [a, b] = leavesInOrder(tree);
    expect(citedLeaves("> Owner: Dana Ruiz", [a, b])).toEqual([a.id]);
    expect(citedLeaves("Dana Ruiz owns it.", [a, b])).toEqual([a.id, b.id]);
  });
});

describe("navigateTree with the offline engine", () => {
  it("finds a header field asked by id, abstains on an unknown id without reading, keeps the latest value, and combines two documents", async () => {
    const engine = createOfflineEngine();
    const tree = await buildTree(docs, engine);

    const owner = await navigateTree(tree, "Who owns change request CR-4471?", engine);
    expect(owner.status).toBe("complete");
    expect(owner.answer).toContain("Owner: Dana Ruiz");
    expect(owner.tokensRead).toBeLessThan(owner.tokensTotal * 0.5);

    const absent = await navigateTree(tree, "Who owns change request CR-9999?", engine);
    expect(absent).toMatchObject({ status: "none", answer: NO_ANSWER, citations: [], tokensRead: 0 });

    const freeze = await navigateTree(tree, "When is the code freeze for release R42.3?", engine);
    expect(freeze.status).toBe("complete");
    expect(freeze.answer).toContain("19 May 2026");
    expect(freeze.answer).not.toContain("12 May 2026");

    const both = await navigateTree(tree, "What are the budget and the vendor of project Torra?", engine);
    expect(both.answer).toContain("€26,727");
    expect(both.answer).toContain("Arclight Systems");
    expect(both.status).toBe("complete");
    expect(both.citations).toHaveLength(2);
    for (const id of both.citations) expect(tree.nodes[id].text).toMatch(/Torra/);
  });
});

describe("latest values in a memory of chat messages", () => {
  const chat = (lines: string[]) => lines.map((l, i) => `### ${i % 2 ? "Assistant" : "User"}\n\n${l}`).join("\n\n");
  const small = (n: number) =>
    Array.from({ length: n }, (_, i) => `Nothing new in round ${i}, the weather was awful and nobody had news.`);
  const leaves = [
    chat(["Greta Whitlock owns the reporting migration.", "Noted.", ...small(6)]),
    chat(["The reporting launch is on 25 October 2026.", "Noted.", ...small(6)]),
    ...Array.from({ length: 6 }, () => chat(small(8))),
    chat(["The reporting launch moved from 25 October 2026 to 27 June 2026.", "Noted.", ...small(6)]),
    chat(["The audit launch is now on 9 April 2026.", "Noted.", ...small(6)]),
  ];

  it("reads the later leaf that restates the answer with another value, not the latest leaf sharing its words", async () => {
    const engine = createOfflineEngine();
    const tree = await buildTree(leaves, engine);
    const launch = await navigateTree(tree, "When is the reporting launch?", engine);
    expect(launch.status).toBe("complete");
    expect(launch.answer).toContain("27 June 2026");
    expect(launch.answer).not.toMatch(/^> The reporting launch is on 25 October 2026/m);
    expect(launch.citations).toEqual([leavesInOrder(tree)[8].id]);
  });

  it("ranks leaves by the statement that holds the question's words together, as written", async () => {
    const tree = await buildTree(leaves, createOfflineEngine());
    const [best] = searchLeaves(tree, "Who owns the reporting migration?", 1);
    expect(best.text).toContain("Greta Whitlock owns the reporting migration.");
  });
});

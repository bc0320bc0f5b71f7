// A recall's look for a later statement of a quoted value is bounded (review of issue 36): it reads
// the latest leaves that may restate the quote, not every sentence of the whole history.
import { describe, expect, it, vi } from "vitest";
import { buildTree } from "./build";
import { createOfflineEngine } from "./offline-engine";
import { recallMemory } from "./recall";
import { entryBlock } from "./render";
import type * as Answer from "@/lib/extract/answer";

const calls = vi.hoisted(() => ({ statesValue: 0 }));
vi.mock("@/lib/extract/answer", async (importOriginal) => {
  const original = await importOriginal<typeof Answer>();
  return {
    ...original,
    statesValue: (...args: Parameters<typeof original.statesValue>) => {
      calls.statesValue++;
      return original.statesValue(...args);
    },
  };
});

const engine = createOfflineEngine();

describe("recall on a long history", () => {
  it("classifies a bounded number of sentences, however many leaves share the quote's words", async () => {
    const entries = ["The pottery glaze order is due on Tuesday the 3rd."];
    // Many later leaves with the quote's words and values, none an update of it.
    for (let i = 1; i < 1500; i++) entries.push(`Pottery shelf ${i} holds ${i % 40} glaze jars, order number ${i}.`);
    const tree = await buildTree(
      entries.map((content, i) => ({
        text: entryBlock({ role: i % 2 ? "assistant" : "user", content }),
        sourceRef: JSON.stringify([`i${i}`]),
      })),
      engine,
    );
    calls.statesValue = 0;
    const { hits } = await recallMemory({
      sources: [{ treeId: "t", ownerNodeId: "n", scope: "own", tree }],
      query: "When is the pottery glaze order due?",
      engine,
    });
    expect(hits[0]?.answer).toContain("Tuesday the 3rd");
    // Reading every leaf would classify each of the 1500 leaves' sentences at least once.
    expect(calls.statesValue).toBeLessThan(500);
  });
});

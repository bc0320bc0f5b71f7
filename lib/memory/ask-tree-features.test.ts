import { describe, expect, it } from "vitest";
import { questionAnswerFeatures } from "./ask-tree";
import { buildTree } from "./build";
import { createOfflineEngine } from "./offline-engine";
import { passageIndex } from "./passage-index";
import type { PassageHit } from "./retrieve";

const DOCS = [
  {
    sourceRef: "heron.md",
    text: "# Heron gateway\n\n## spoolsize\n\nThe spool holds 4096 entries by default; a full spool refuses new jobs.",
  },
];

describe("questionAnswerFeatures", () => {
  it("reads a first passage the index does not hold (no position) as holding none of its document's words", async () => {
    const index = passageIndex(await buildTree(DOCS, createOfflineEngine()));
    const held = index.passages[0];
    const hit = (passage: PassageHit["passage"]): PassageHit => ({
      passage,
      score: 1,
      satisfied: [],
      missing: [],
      coverage: 1,
      textCoverage: 1,
    });
    const features = (first: PassageHit) =>
      questionAnswerFeatures(
        index,
        ["spool", "entri"],
        first,
        first,
        { fieldNowhere: false, kindNowhere: false, countedNowhere: false, whole: true, first: undefined },
        {
          words: ["spool", "entri"],
          named: [],
          field: undefined,
          leading: [first],
          runnerUp: undefined,
          order: () => 0,
          statesKind: () => true,
        },
      );
    const share = "share of the question's words (by idf) the first passage's document holds";
    expect(features(hit(held))[share]).toBeGreaterThan(0);
    expect(features(hit({ ...held, id: "elsewhere:0" }))[share]).toBe(0);
  });
});

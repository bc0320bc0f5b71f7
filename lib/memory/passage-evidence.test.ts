import { describe, expect, it } from "vitest";
import { passageEvidence } from "./retrieve";
import type { TreePassage } from "./passage-index";

const passage = (text: string): TreePassage => ({
  id: "leaf:0",
  leafId: "leaf",
  kind: "paragraph",
  text,
  headings: ["5.2. Server options", "fall <count>"],
  start: 0,
  terms: ["fall"],
  tokens: 40,
});

describe("passageEvidence", () => {
  it("puts the value's sentence first once, even when the passage wraps it over lines", () => {
    // HAProxy's manual is wrapped plain text: the sentence stated first is the same one, line breaks and all.
    const p = passage(
      'Sets the number of checks.\nThe "fall" parameter states that a server will be considered as dead after\n<count> consecutive unsuccessful health checks. This value defaults to 3 if\nunspecified.',
    );
    const evidence = passageEvidence(p, "How many failed health checks mark a server as dead by default?", "number");
    expect(evidence).toBe(
      'This value defaults to 3 if unspecified. Sets the number of checks. The "fall" parameter states that a server will be considered as dead after <count> consecutive unsuccessful health checks.',
    );
    for (const sentence of ['The "fall" parameter states', "This value defaults to 3", "Sets the number of checks."])
      expect(evidence.split(sentence)).toHaveLength(2);
  });
});

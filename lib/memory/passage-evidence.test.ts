import { describe, expect, it } from "vitest";
import { cutAtWord, passageEvidence } from "./retrieve";
import type { TreePassage } from "./passage-index";

const passage = (text: string): TreePassage => ({
  id: "leaf:0",
  leafId: "leaf",
  kind: "paragraph",
  text,
  headings: ["5.2. Server options", "fall <count>"],
  start: 0,
  terms: ["fall"],
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

describe("cutAtWord", () => {
  it.each([
    // [text, max, expected]: a cut never leaves part of a number, word or identifier as if whole.
    ["The default value is 16384 bytes.", 23, "The default value is"],
    ["The default value is 16.384 bytes.", 24, "The default value is"],
    ["Please set tune.bufsize to a larger value.", 19, "Please set"],
    ["The default value is 16384 bytes.", 26, "The default value is 16384"],
    ["The default value is 16384 bytes.", 200, "The default value is 16384 bytes."],
    // A number followed by a comma or a full stop is whole: nothing is taken back.
    ["It waits 30 seconds, then retries.", 19, "It waits 30 seconds"],
    ["The limit is 5, or 10 with the flag.", 14, "The limit is 5"],
    ["Release 2.4.58. Fixed a crash.", 15, "Release 2.4.58."],
  ])("cuts %j at %i to %j", (text, max, expected) => {
    expect(cutAtWord(text, max)).toBe(expected);
  });

  it("keeps the plain cut when the text has no break in its second half", () => {
    expect(cutAtWord("abcdefghijklmnopqrstuvwxyz", 10)).toBe("abcdefghij");
  });

  it("never quotes a number cut in two as the passage's evidence", () => {
    const p = passage("Sets the size of a buffer. The default value is 16384 bytes, and it may be raised.");
    const quoted = passageEvidence(p, "default buffer size", "size", 50);
    expect(quoted.length).toBeLessThanOrEqual(50);
    expect(quoted).not.toMatch(/\b1638?\b(?!\d)/);
    expect(quoted).not.toMatch(/\d$/);
  });
});

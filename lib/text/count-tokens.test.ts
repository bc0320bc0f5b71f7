import { encode } from "gpt-tokenizer";
import { describe, expect, it } from "vitest";
import { countJoinedLines, countTokens } from "./count-tokens";

describe("countTokens", () => {
  it("is the tokenizer's exact count for ordinary text", () => {
    const text = "The launch code is ORCHID-7.\n\nHerons nest in tall trees, in colonies. ".repeat(50);
    expect(countTokens(text)).toBe(encode(text).length);
    expect(countTokens("")).toBe(0);
    expect(countTokens("x".repeat(1_000))).toBe(encode("x".repeat(1_000)).length);
  });

  // Before the slicing this test did not end (the tokenizer alone takes hours on such a run); it
  // now ends inside the default test timeout.
  it("counts a text with a run of 2 million non-space characters, close to the exact count", () => {
    const counted = countTokens(`Before ${"W".repeat(2_000_000)} after`);
    // The exact count of a long run is known from a shorter one (the tokenizer is regular on "W"s).
    const perSlice = encode("W".repeat(1_000)).length;
    expect(counted).toBeGreaterThanOrEqual(2_000 * perSlice * 0.9);
    expect(counted).toBeLessThanOrEqual(2_000 * perSlice + 10);
  });

  it("sums the text around several long runs, each run counted slice by slice", () => {
    const a = "A".repeat(2_500);
    const slices = 2 * encode("A".repeat(1_000)).length + encode("A".repeat(500)).length;
    const expected = encode("one ").length + slices + encode(" two ").length + slices + encode(" three").length;
    expect(countTokens(`one ${a} two ${a} three`)).toBe(expected);
  });

  it("counts lines joined by a line break from their own counts, as the joined text is counted", () => {
    const meta = (i: number) =>
      `Summary: "Design ${i} — the queue"\nContent Types: [design, plan]\nDecisions: "Use Postgres."\nAbout: [Kestrel, ORCHID-${i}, budget=$40k.]`;
    const cases: string[][] = [
      [],
      ["one"],
      [meta(1), meta(2), meta(3)],
      ["ends with a word", "next", "123 digits", "x"],
      ["a]  ", "b'", "c’s", "e\u0301", "d...", "中文", "😀!", ""],
      ["no letters: ]]]", "Zed"],
      [`run ${"]".repeat(1_500)}`, "after"],
      ["a", " starts with a space", "\nstarts with a break", "]starts with a bracket"],
    ];
    for (const parts of cases) expect(countJoinedLines(parts)).toBe(countTokens(parts.join("\n")));
  });
});

import { describe, expect, it } from "vitest";
import { countTokens } from "./count-tokens";
import { entryBlock } from "./entry-block";
import { entryTokens, windowTokenTotal } from "./entry-tokens";

describe("entryTokens and windowTokenTotal", () => {
  it("count an entry's heading and separator on top of its text", () => {
    const content = "The launch code is ORCHID-7.";
    const tokenCount = countTokens(content);
    expect(entryTokens({ role: "user", tokenCount })).toBe(countTokens(entryBlock({ role: "user", content })) + 1);
  });

  it("give a window's size from per-role totals as the sum of its entries' tokens", () => {
    const entries = [
      { role: "user" as const, tokenCount: 12 },
      { role: "assistant" as const, tokenCount: 30 },
      { role: "user" as const, tokenCount: 7 },
      { role: "note" as const, tokenCount: 3 },
    ];
    const groups = [
      { role: "user" as const, count: 2, tokenCount: 19 },
      { role: "assistant" as const, count: 1, tokenCount: 30 },
      { role: "note" as const, count: 1, tokenCount: 3 },
    ];
    expect(windowTokenTotal(groups)).toBe(entries.reduce((total, e) => total + entryTokens(e), 0));
    expect(windowTokenTotal([])).toBe(0);
  });
});

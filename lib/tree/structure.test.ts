import { describe, expect, it } from "vitest";
import { node } from "./fixtures";
import { ancestorIds, subtreeIds } from "./structure";
import { countTokens } from "@/lib/text/count-tokens";

const nodes = [node("r"), node("a", "r"), node("b", "r"), node("a1", "a"), node("a2", "a"), node("a1x", "a1")];

describe("structure", () => {
  it("walks a subtree parents first and lists ancestors nearest first", () => {
    expect(subtreeIds(nodes, "a")).toEqual(["a", "a1", "a2", "a1x"]);
    expect(subtreeIds(nodes, "b")).toEqual(["b"]);
    expect(ancestorIds(nodes, "a1x")).toEqual(["a1", "a", "r"]);
    expect(ancestorIds(nodes, "r")).toEqual([]);
  });
});

describe("countTokens", () => {
  it("uses a real tokenizer", () => {
    expect(countTokens("")).toBe(0);
    expect(countTokens("hello world")).toBe(2);
    expect(countTokens("The launch code is ORCHID-7.")).toBeGreaterThan(5);
  });
});

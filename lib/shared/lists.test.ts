import { describe, expect, it } from "vitest";
import { sameItems } from "./lists";

describe("sameItems", () => {
  it.each([
    [["a", "b"], ["a", "b"], true],
    [["a", "b"], ["b", "a"], false],
    [["a"], ["a", "b"], false],
    [[], [], true],
    [undefined, undefined, true],
    [undefined, [], false],
  ] as const)("%j and %j: %s", (a, b, same) => {
    expect(sameItems(a, b)).toBe(same);
    expect(sameItems(b, a)).toBe(same);
  });
});

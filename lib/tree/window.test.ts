import { describe, expect, it } from "vitest";
import { item } from "./fixtures";
import { nextPosition, promptEntries, resolveWindow, windowTokens, windowUpTo } from "./window";

describe("resolveWindow", () => {
  it("orders rows by position and resolves references to the original text", () => {
    const original = item("a1", "A", 1, "The launch code is ORCHID-7.");
    const rows = [
      item("b2", "B", 2, "Local question"),
      item("b1", "B", 1, "", { origin: "inherited", refItemId: "a1", role: "user" }),
    ];
    const window = resolveWindow(rows, new Map([["a1", original]]));
    expect(window.map((e) => e.id)).toEqual(["b1", "b2"]);
    expect(window[0]).toMatchObject({
      content: "The launch code is ORCHID-7.",
      contentItemId: "a1",
      sourceNodeId: "A",
      origin: "inherited",
    });
    expect(window[1].contentItemId).toBe("b2");
  });

  it("fails loudly on a dangling reference instead of dropping the entry", () => {
    const rows = [item("b1", "B", 1, "", { origin: "inherited", refItemId: "gone" })];
    expect(() => resolveWindow(rows, new Map())).toThrow(/missing item/);
  });
});

describe("windowUpTo", () => {
  const window = resolveWindow(
    [item("x1", "X", 1, "one"), item("x2", "X", 2, "two"), item("x3", "X", 3, "three")],
    new Map(),
  );

  it("keeps entries up to and including the branch point", () => {
    expect(windowUpTo(window, "x2").map((e) => e.id)).toEqual(["x1", "x2"]);
  });

  it("rejects an entry that is not in the window", () => {
    expect(() => windowUpTo(window, "nope")).toThrow(/not part of this node's window/);
  });
});

describe("helpers", () => {
  it("counts tokens, finds the next position and skips empty failed answers", () => {
    const window = resolveWindow(
      [
        item("x1", "X", 1, "hello there"),
        item("x2", "X", 2.5, "", { status: "error", error: "boom" }),
        item("x3", "X", 3, "partial answer", { status: "aborted" }),
      ],
      new Map(),
    );
    expect(windowTokens(window)).toBe(4);
    expect(nextPosition(window)).toBe(4);
    expect(nextPosition([])).toBe(1);
    expect(promptEntries(window).map((e) => e.id)).toEqual(["x1", "x3"]);
  });
});

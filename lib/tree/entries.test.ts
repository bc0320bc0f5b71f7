import { describe, expect, it } from "vitest";
import { ownEntries, turnEnd } from "./entries";
import { item } from "./fixtures";
import { resolveWindow } from "./window";

describe("ownEntries", () => {
  it("keeps local and merged text; drops inherited, empty, failed and streaming entries", () => {
    const window = resolveWindow(
      [
        item("i", "C", 1, "inherited", { origin: "inherited" }),
        item("a", "C", 2, "local question"),
        item("b", "C", 3, "   "),
        item("c", "C", 4, "failed", { status: "error" }),
        item("d", "C", 5, "half", { status: "streaming" }),
        item("e", "C", 6, "stopped answer", { status: "aborted" }),
        item("f", "C", 7, "from a child", { origin: "merged", role: "note" }),
      ],
      new Map(),
    );
    expect(ownEntries(window).map((e) => e.id)).toEqual(["a", "e", "f"]);
  });
});

describe("turnEnd", () => {
  const window = resolveWindow(
    [
      item("q1", "P", 1, "q"),
      item("a1", "P", 2, "a"),
      item("n1", "P", 2.5, "n", { role: "note" }),
      item("q2", "P", 3, "q2"),
      item("a2", "P", 4, "a2"),
    ],
    new Map(),
  );
  it("a user message's turn runs through its answer and notes, up to the next user message", () => {
    expect(turnEnd(window, "q1")).toBe("n1");
    expect(turnEnd(window, "q2")).toBe("a2");
  });
  it("an answer or a note ends where it is; an unknown id is null", () => {
    expect(turnEnd(window, "a1")).toBe("a1");
    expect(turnEnd(window, "zz")).toBeNull();
  });
});

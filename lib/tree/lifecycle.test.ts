import { describe, expect, it } from "vitest";
import { node } from "./fixtures";
import { assertWritable, canUndoMerge, dueForAutoResolution, planPurge, unresolvedVolatiles } from "./lifecycle";

const nodes = [
  node("r"),
  node("a", "r"),
  node("a1", "a"),
  node("a1x", "a1"),
  node("b", "r"),
  node("v1", "r", { kind: "volatile", sessionId: "s-old", updatedAt: "2026-01-01T00:00:00.000Z" }),
  node("v2", "r", { kind: "volatile", sessionId: "s-now", updatedAt: "2026-01-01T00:00:00.000Z" }),
  node("v3", "r", { kind: "volatile", sessionId: "s-old", status: "merged" }),
];

describe("lifecycle", () => {
  it("purge removes exactly the subtree, never the root", () => {
    expect(planPurge(nodes, "a").sort()).toEqual(["a", "a1", "a1x"]);
    expect(planPurge(nodes, "b")).toEqual(["b"]);
    expect(() => planPurge(nodes, "r")).toThrow(/delete the conversation/);
    expect(() => planPurge(nodes, "zz")).toThrow(/does not exist/);
  });

  it("volatile asides belong to their session", () => {
    expect(() => assertWritable(nodes[5], "s-now")).toThrow(/opened in another session/);
    expect(() => assertWritable(nodes[6], "s-now")).not.toThrow();
    expect(() => assertWritable(nodes[7], "s-old")).toThrow(/read-only/);
    expect(unresolvedVolatiles(nodes, "s-now").map((n) => n.id)).toEqual(["v1"]);
  });

  it("auto-resolution picks abandoned asides older than the setting", () => {
    expect(dueForAutoResolution(nodes, "s-now", new Date("2026-01-01T00:30:00Z"), 60)).toEqual([]);
    expect(dueForAutoResolution(nodes, "s-now", new Date("2026-01-01T01:00:00Z"), 60).map((n) => n.id)).toEqual(["v1"]);
  });

  it("a merge can be undone only until the parent changes", () => {
    const base = {
      mergedAt: "x",
      undoneAt: null,
      parentStatus: "open" as const,
      laterParentItems: 0,
      laterChildren: 0,
      laterMerges: 0,
    };
    expect(canUndoMerge(base).ok).toBe(true);
    expect(canUndoMerge({ ...base, laterParentItems: 1 }).ok).toBe(false);
    expect(canUndoMerge({ ...base, undoneAt: "y" }).ok).toBe(false);
    expect(canUndoMerge({ ...base, parentStatus: "merged" }).ok).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { overviewCandidates, placeLabels } from "./overview";

const node = (id: string, parentId: string | null, extra: { label?: string; kind?: string } = {}) => ({
  id,
  parentId,
  title: `T ${id}`,
  label: extra.label ?? null,
  kind: extra.kind ?? (parentId ? "branch" : "root"),
});

describe("overviewCandidates", () => {
  it("names the selected node, the root, the path, labelled nodes, then branch points by width", () => {
    const nodes = [
      node("r", null),
      node("a", "r"),
      node("b", "a"),
      node("x", "r", { label: "Decision" }),
      node("w", "r"),
      node("w1", "w"),
      node("w2", "w"),
      node("w3", "w"),
      node("v", "r"),
      node("v1", "v"),
      node("v2", "v"),
    ];
    const childCount = new Map([
      ["r", 4],
      ["a", 1],
      ["w", 3],
      ["v", 2],
    ]);
    const out = overviewCandidates(nodes, { selectedId: "b", path: new Set(["b", "a", "r"]), childCount });
    expect(out.map((c) => [c.id, c.reason])).toEqual([
      ["b", "selected"],
      ["r", "root"],
      ["a", "path"],
      ["x", "labelled"],
      ["w", "branch"],
      ["v", "branch"],
    ]);
    expect(out.find((c) => c.id === "x")!.text).toBe("Decision");
    expect(overviewCandidates(nodes, { selectedId: "b", path: new Set(), childCount }, 2)).toHaveLength(2);
  });
});

describe("placeLabels", () => {
  it("moves a title that would cover an earlier one just below or above it, and drops what fits nowhere", () => {
    const boxes: Record<string, { x: number; y: number; width: number; height: number } | null> = {
      a: { x: 10, y: 20, width: 100, height: 16 },
      b: { x: 50, y: 24, width: 100, height: 16 },
      c: { x: 30, y: 22, width: 100, height: 16 },
      d: { x: 20, y: 22, width: 100, height: 16 },
      e: { x: 790, y: 40, width: 100, height: 16 },
      f: null,
    };
    const placed = placeLabels(
      Object.keys(boxes).map((id) => ({ id })),
      (c) => boxes[c.id],
      { width: 800, height: 600 },
    );
    // b goes below a, c above it; d finds no free place; e would leave the screen; f is off screen.
    expect(placed.map((p) => [p.id, p.box.y])).toEqual([
      ["a", 20],
      ["b", 42],
      ["c", 4],
    ]);
  });
});

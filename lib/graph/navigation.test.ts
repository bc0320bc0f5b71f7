import { describe, expect, it } from "vitest";
import { descendantCount, findByTitle, indexTree, pathTo, step, visibleNodes } from "./navigation";

//      r
//    / | \
//   a  b  c
//   |     |
//   a1    c1 - c2
const nodes = [
  { id: "r", parentId: null, title: "Root" },
  { id: "a", parentId: "r", title: "Alpha" },
  { id: "b", parentId: "r", title: "Beta" },
  { id: "c", parentId: "r", title: "Gamma" },
  { id: "a1", parentId: "a", title: "Alpha one" },
  { id: "c1", parentId: "c", title: "Gamma one" },
  { id: "c2", parentId: "c1", title: "Two of gamma" },
];
const index = indexTree(nodes);

describe("step", () => {
  it("moves to parent, first child and siblings, staying put at the edges", () => {
    expect(step(index, "a", "parent")).toBe("r");
    expect(step(index, "r", "parent")).toBe("r");
    expect(step(index, "r", "firstChild")).toBe("a");
    expect(step(index, "b", "firstChild")).toBe("b");
    expect(step(index, "a", "nextSibling")).toBe("b");
    expect(step(index, "c", "nextSibling")).toBe("c");
    expect(step(index, "b", "previousSibling")).toBe("a");
    expect(step(index, "a", "previousSibling")).toBe("a");
    expect(step(index, "r", "nextSibling")).toBe("r");
  });

  it("does not enter a collapsed subtree", () => {
    expect(step(index, "c", "firstChild", new Set(["c"]))).toBe("c");
  });
});

describe("collapse, focus path and find", () => {
  it("hides collapsed subtrees and counts what each hides", () => {
    const { nodes: shown, hidden } = visibleNodes(nodes, new Set(["c", "c1"]));
    expect(shown.map((n) => n.id)).toEqual(["r", "a", "b", "c", "a1"]);
    // c1 is itself hidden inside c, so only c carries a badge.
    expect([...hidden]).toEqual([["c", 2]]);
    expect(descendantCount(index, "r")).toBe(6);
  });

  it("gives the path from the root", () => {
    expect([...pathTo(index, "c2")].sort()).toEqual(["c", "c1", "c2", "r"]);
  });

  it("finds by title, prefixes first", () => {
    expect(findByTitle(nodes, "gamma").map((n) => n.id)).toEqual(["c", "c1", "c2"]);
    expect(findByTitle(nodes, "  ")).toEqual([]);
  });
});

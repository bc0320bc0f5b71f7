import { describe, expect, it } from "vitest";
import { GRAPH_NODE_HEIGHT, GRAPH_NODE_WIDTH, layoutTree } from "./layout";

function overlaps(a: { x: number; y: number }, b: { x: number; y: number }) {
  return Math.abs(a.x - b.x) < GRAPH_NODE_WIDTH && Math.abs(a.y - b.y) < GRAPH_NODE_HEIGHT;
}

describe("layoutTree", () => {
  it("puts children below their parent", () => {
    const pos = layoutTree([
      { id: "r", parentId: null },
      { id: "a", parentId: "r" },
      { id: "b", parentId: "r" },
    ]);
    expect(pos.get("a")!.y).toBeGreaterThan(pos.get("r")!.y);
    expect(pos.get("a")!.y).toBe(pos.get("b")!.y);
    expect(pos.get("a")!.x).toBeLessThan(pos.get("b")!.x);
  });

  it("never overlaps two nodes, even at 200 nodes of mixed depth", () => {
    const nodes = [{ id: "n0", parentId: null as string | null }];
    for (let i = 1; i < 200; i++) nodes.push({ id: `n${i}`, parentId: `n${Math.floor((i * 7919) % i)}` });
    const pos = layoutTree(nodes);
    expect(pos.size).toBe(200);
    const list = [...pos.values()];
    for (let i = 0; i < list.length; i++) for (let j = i + 1; j < list.length; j++) expect(overlaps(list[i], list[j])).toBe(false);
  });

  it("survives an orphan (parent missing while data refetches)", () => {
    const pos = layoutTree([
      { id: "r", parentId: null },
      { id: "x", parentId: "gone" },
    ]);
    expect(pos.size).toBe(2);
    expect(overlaps(pos.get("r")!, pos.get("x")!)).toBe(false);
  });
});

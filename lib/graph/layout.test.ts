import { describe, expect, it } from "vitest";
import { COLUMN_STEP, DEPTH_STEP_X, GRAPH_NODE_HEIGHT, GRAPH_NODE_WIDTH, layoutTree, ROW_STEP } from "./layout";

function overlaps(a: { x: number; y: number }, b: { x: number; y: number }) {
  return Math.abs(a.x - b.x) < GRAPH_NODE_WIDTH && Math.abs(a.y - b.y) < GRAPH_NODE_HEIGHT;
}

/** The e2e suite's shape: threads that continue (60%) and branches off earlier nodes. */
function randomTree(count: number, seed = 42) {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  return Array.from({ length: count }, (_, i) => ({
    id: `n${i}`,
    parentId: i === 0 ? null : `n${random() < 0.6 ? i - 1 : Math.floor(random() * i)}`,
  }));
}

function assertNoOverlap(positions: Map<string, { x: number; y: number }>) {
  const list = [...positions.values()].sort((a, b) => a.y - b.y || a.x - b.x);
  // Same row and same column means overlap in this grid layout.
  const cells = new Set(list.map((p) => `${p.x}:${p.y}`));
  expect(cells.size).toBe(list.length);
  for (let i = 1; i < list.length; i++)
    if (list[i].y === list[i - 1].y) expect(overlaps(list[i], list[i - 1])).toBe(false);
}

describe("layoutTree", () => {
  it("continues a thread straight down and opens a column for a second child", () => {
    const { positions } = layoutTree([
      { id: "r", parentId: null },
      { id: "a", parentId: "r" },
      { id: "b", parentId: "r" },
      { id: "a2", parentId: "a" },
    ]);
    expect(positions.get("r")).toEqual({ x: 0, y: 0 });
    expect(positions.get("a")).toEqual({ x: 0, y: ROW_STEP });
    expect(positions.get("a2")).toEqual({ x: 0, y: 2 * ROW_STEP });
    expect(positions.get("b")).toEqual({ x: COLUMN_STEP, y: ROW_STEP });
  });

  it("packs a later branch under an earlier one when their rows do not meet", () => {
    // r -> a -> a1 -> a2 ; a has a short side branch s; r has a deep side branch t whose column may
    // not cross s's column on the rows they share.
    const { positions } = layoutTree([
      { id: "r", parentId: null },
      { id: "a", parentId: "r" },
      { id: "a1", parentId: "a" },
      { id: "s", parentId: "a" },
      { id: "t", parentId: "r" },
      { id: "t1", parentId: "t" },
    ]);
    expect(positions.get("s")!.x).toBe(COLUMN_STEP);
    // t is at row 1, where only a sits (column 0); but t1 at row 2 would meet s, so t moves to column 2.
    expect(positions.get("t")!.x).toBe(2 * COLUMN_STEP);
    assertNoOverlap(positions);
  });

  it("never overlaps two nodes, and stays compact, at 200 and 10,000 nodes", () => {
    for (const count of [200, 10_000]) {
      const nodes = randomTree(count);
      const layout = layoutTree(nodes);
      expect(layout.positions.size).toBe(count);
      assertNoOverlap(layout.positions);
      // Every child sits one row below its parent.
      for (const n of nodes)
        if (n.parentId) expect(layout.positions.get(n.id)!.y - layout.positions.get(n.parentId)!.y).toBe(ROW_STEP);
      // Far smaller than a leaves x node-width tidy tree (the old layout: ~34,000 px at 200 nodes).
      expect(layout.width * layout.height).toBeLessThan(count * COLUMN_STEP * ROW_STEP * 10);
      if (count === 200) expect(layout.width).toBeLessThan(10_000);
    }
  });

  it("lays out a 10,000-node thread without recursion", () => {
    const nodes = Array.from({ length: 10_000 }, (_, i) => ({ id: `n${i}`, parentId: i ? `n${i - 1}` : null }));
    const layout = layoutTree(nodes);
    expect(layout.width).toBe(GRAPH_NODE_WIDTH);
    expect(layout.positions.get("n9999")!.y).toBe(9999 * ROW_STEP);
  });

  it("survives an orphan (parent missing while data refetches)", () => {
    const { positions } = layoutTree([
      { id: "r", parentId: null },
      { id: "x", parentId: "gone" },
    ]);
    expect(positions.size).toBe(2);
    expect(overlaps(positions.get("r")!, positions.get("x")!)).toBe(false);
  });
});

describe("layoutTree's direction", () => {
  // A root with eight short branches: one wide row when depth runs down.
  const fan = [
    { id: "r", parentId: null },
    ...Array.from({ length: 8 }, (_, i) => ({ id: `b${i}`, parentId: "r" })),
    { id: "b0c", parentId: "b0" },
  ];

  it("runs depth right in a tall pane where the fan reads larger stacked", () => {
    const layout = layoutTree(fan, { pane: { width: 500, height: 900 } });
    expect(layout.direction).toBe("right");
    expect(layout.positions.get("b1")).toEqual({ x: DEPTH_STEP_X, y: ROW_STEP });
    assertNoOverlap(layout.positions);
  });

  it("runs depth down in a wide pane, and on a tie", () => {
    expect(layoutTree(fan, { pane: { width: 2400, height: 400 } }).direction).toBe("down");
    expect(layoutTree(fan.slice(0, 2), { pane: { width: 800, height: 800 } }).direction).toBe("down");
    expect(layoutTree(fan).direction).toBe("down");
  });
});

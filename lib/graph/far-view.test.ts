import { describe, expect, it } from "vitest";
import { CANVAS_ZOOM, drawsOnCanvas, intersects, nearestOnScreen, nodeAt, regionOf, visibleRect } from "./far-view";
import { GRAPH_NODE_HEIGHT, GRAPH_NODE_WIDTH } from "./layout";

describe("far view", () => {
  it("draws big trees on the canvas below the readable zoom only", () => {
    expect(drawsOnCanvas(CANVAS_ZOOM - 0.01, 5000)).toBe(true);
    expect(drawsOnCanvas(CANVAS_ZOOM, 5000)).toBe(false);
    // A small tree stays DOM at the compact level, and is the overview below it.
    expect(drawsOnCanvas(0.4, 100)).toBe(false);
    expect(drawsOnCanvas(0.05, 100)).toBe(true);
  });

  it("finds the node under a point, and nothing between nodes", () => {
    const positions = new Map([
      ["a", { x: 0, y: 0 }],
      ["b", { x: 300, y: 0 }],
    ]);
    expect(nodeAt(positions, { x: 10, y: 10 })).toBe("a");
    expect(nodeAt(positions, { x: 300 + GRAPH_NODE_WIDTH - 1, y: GRAPH_NODE_HEIGHT - 1 })).toBe("b");
    expect(nodeAt(positions, { x: GRAPH_NODE_WIDTH + 20, y: 10 })).toBeNull();
  });

  it("knows what a screen shows", () => {
    const rect = visibleRect([-100, -50, 0.5], 800, 600);
    expect(rect).toEqual({ left: 200, top: 100, right: 1800, bottom: 1300 });
    expect(intersects({ x: 0, y: 60 }, rect)).toBe(true);
    expect(intersects({ x: 1900, y: 200 }, rect)).toBe(false);
    expect(intersects({ x: 500, y: 1400 }, rect)).toBe(false);
  });
});

describe("regionOf", () => {
  it("covers the visible rectangle with room to spare, and keeps its key for small moves", () => {
    for (const transform of [
      [0, 0, 1],
      [-5000, -12000, 1],
      [300, -800, 0.37],
      [-20000, 400, 1.9],
    ] as const) {
      const seen = visibleRect(transform, 1000, 800);
      const { rect } = regionOf(transform, 1000, 800);
      expect(rect.left).toBeLessThanOrEqual(seen.left);
      expect(rect.right).toBeGreaterThanOrEqual(seen.right);
      expect(rect.top).toBeLessThanOrEqual(seen.top);
      expect(rect.bottom).toBeGreaterThanOrEqual(seen.bottom);
    }
    expect(regionOf([-1200, -1100, 1], 1000, 800).key).toBe(regionOf([-1210, -1105, 1.02], 1000, 800).key);
    expect(regionOf([-1000, -1000, 1], 1000, 800).key).not.toBe(regionOf([-1000, -1000, 0.5], 1000, 800).key);
    expect(regionOf([-1000, -1000, 1], 1000, 800).key).not.toBe(regionOf([-1600, -1000, 1], 1000, 800).key);
  });

  it("picks the on-screen nodes nearest to the selected one, at most the limit", () => {
    const positions = new Map([
      ["far-left", { x: -5000, y: 0 }],
      ["a", { x: 0, y: 0 }],
      ["b", { x: 0, y: 74 }],
      ["c", { x: 228, y: 0 }],
      ["d", { x: 0, y: 148 }],
    ]);
    const rect = visibleRect([0, 0, 1], 800, 600);
    const ids = [...positions.keys(), "unknown"];
    expect(nearestOnScreen(ids, positions, rect, { x: 0, y: 148 }, 3)).toEqual(["d", "b", "a"]);
    expect(nearestOnScreen(ids, positions, rect, { x: 0, y: 148 }, 10)).toEqual(["d", "b", "a", "c"]);
    expect(nearestOnScreen(ids, positions, rect, null, 10).sort()).toEqual(["a", "b", "c", "d"]);
  });
});

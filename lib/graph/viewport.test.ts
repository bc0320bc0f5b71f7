import { describe, expect, it } from "vitest";
import { layoutTree } from "./layout";
import { indexTree, pathNeighbourhood } from "./navigation";
import { detailLevel, readableViewport, READABLE_ZOOM, regionOf } from "./viewport";

const canvas = { width: 800, height: 700 };

describe("readableViewport", () => {
  it("shows a small tree whole, at no more than 100%", () => {
    const nodes = Array.from({ length: 6 }, (_, i) => ({ id: `n${i}`, parentId: i ? "n0" : null }));
    const layout = layoutTree(nodes.slice(0, 3));
    const view = readableViewport(canvas, layout, null, layout.positions.get("n1")!);
    expect(view.zoom).toBe(1);
    expect(view.x).toBeGreaterThan(0);
  });

  it("frames the current node at a readable zoom when the tree cannot be read whole", () => {
    const nodes = Array.from({ length: 200 }, (_, i) => ({
      id: `n${i}`,
      parentId: i ? `n${Math.floor(i / 3)}` : null,
    }));
    const layout = layoutTree(nodes);
    const focus = layout.positions.get("n150")!;
    const region = regionOf(layout.positions, pathNeighbourhood(indexTree(nodes), "n150"));
    const view = readableViewport(canvas, layout, region, focus);
    expect(view.zoom).toBeGreaterThanOrEqual(READABLE_ZOOM);
    // The focus node's centre lands inside the canvas.
    const sx = (focus.x + 100) * view.zoom + view.x;
    const sy = (focus.y + 26) * view.zoom + view.y;
    expect(sx).toBeGreaterThan(0);
    expect(sx).toBeLessThan(canvas.width);
    expect(sy).toBeGreaterThan(0);
    expect(sy).toBeLessThan(canvas.height);
  });

  it("frames the current path and its neighbours whole when they read, with no empty half-pane", () => {
    // A thread of 60 with a side branch at every node: too big whole, the path's end fits.
    const nodes: { id: string; parentId: string | null }[] = [{ id: "t0", parentId: null }];
    for (let i = 1; i < 60; i++)
      nodes.push({ id: `t${i}`, parentId: `t${i - 1}` }, { id: `s${i}`, parentId: `t${i - 1}` });
    const layout = layoutTree(nodes, { pane: canvas });
    const index = indexTree(nodes);
    const region = regionOf(layout.positions, pathNeighbourhood(index, "t59"))!;
    const view = readableViewport(canvas, layout, region, layout.positions.get("t59")!);
    expect(view.zoom).toBeGreaterThanOrEqual(READABLE_ZOOM);
    // The path reaches past the pane on one side: the region covers the pane there (no empty space).
    const screen = (x: number, y: number) => ({ x: x * view.zoom + view.x, y: y * view.zoom + view.y });
    const lo = screen(region.x, region.y);
    const hi = screen(region.x + region.width, region.y + region.height);
    expect(lo.x <= 16 || hi.x >= canvas.width - 16 || (lo.x >= 0 && hi.x <= canvas.width)).toBe(true);
    const focus = screen(layout.positions.get("t59")!.x + 100, layout.positions.get("t59")!.y + 26);
    expect(focus.x).toBeGreaterThan(0);
    expect(focus.x).toBeLessThan(canvas.width);
    expect(focus.y).toBeGreaterThan(0);
    expect(focus.y).toBeLessThan(canvas.height);
  });
});

describe("detailLevel", () => {
  it("bands zoom into three levels", () => {
    expect(detailLevel(1)).toBe("full");
    expect(detailLevel(0.9)).toBe("compact");
    expect(detailLevel(0.4)).toBe("compact");
    expect(detailLevel(0.1)).toBe("shape");
  });
});

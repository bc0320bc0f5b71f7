import { describe, expect, it } from "vitest";
import { layoutTree } from "./layout";
import { detailLevel, initialViewport, READABLE_ZOOM } from "./viewport";

const canvas = { width: 800, height: 700 };

describe("initialViewport", () => {
  it("shows a small tree whole, at no more than 100%", () => {
    const nodes = Array.from({ length: 6 }, (_, i) => ({ id: `n${i}`, parentId: i ? "n0" : null }));
    const layout = layoutTree(nodes.slice(0, 3));
    const view = initialViewport(canvas, layout, layout.positions.get("n1")!);
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
    const view = initialViewport(canvas, layout, focus);
    expect(view.zoom).toBeGreaterThanOrEqual(READABLE_ZOOM);
    // The focus node's centre lands inside the canvas.
    const sx = (focus.x + 100) * view.zoom + view.x;
    const sy = (focus.y + 26) * view.zoom + view.y;
    expect(sx).toBeGreaterThan(0);
    expect(sx).toBeLessThan(canvas.width);
    expect(sy).toBeGreaterThan(0);
    expect(sy).toBeLessThan(canvas.height);
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

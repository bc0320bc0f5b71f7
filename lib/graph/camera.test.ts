import { describe, expect, it } from "vitest";
import { centreOn, fitViewport, minimapFrame, panIntoView, TOOLBAR_INSETS, zoomAround, zoomPoint } from "./camera";
import { GRAPH_NODE_HEIGHT, GRAPH_NODE_WIDTH, layoutTree } from "./layout";

const canvas = { width: 800, height: 600 };
const onScreen = (v: { x: number; y: number; zoom: number }, p: { x: number; y: number }) => ({
  left: p.x * v.zoom + v.x,
  top: p.y * v.zoom + v.y,
  right: (p.x + GRAPH_NODE_WIDTH) * v.zoom + v.x,
  bottom: (p.y + GRAPH_NODE_HEIGHT) * v.zoom + v.y,
});

describe("fitViewport", () => {
  it("shows the whole layout inside the canvas, clear of the toolbar, whatever its size", () => {
    for (const bounds of [
      { width: 42_836, height: 2_494 },
      { width: 450_000, height: 200 },
      { width: 300, height: 150 },
    ]) {
      const v = fitViewport(canvas, bounds);
      expect(v.zoom).toBeLessThanOrEqual(1);
      expect(v.x).toBeGreaterThanOrEqual(TOOLBAR_INSETS.left - 1e-6);
      expect(v.y).toBeGreaterThanOrEqual(TOOLBAR_INSETS.top - 1e-6);
      expect(v.x + bounds.width * v.zoom).toBeLessThanOrEqual(canvas.width - TOOLBAR_INSETS.right + 1e-6);
      expect(v.y + bounds.height * v.zoom).toBeLessThanOrEqual(canvas.height - TOOLBAR_INSETS.bottom + 1e-6);
    }
  });

  it("never zooms a small tree past 100%", () => {
    expect(fitViewport(canvas, { width: 200, height: 52 }).zoom).toBe(1);
  });
});

describe("panIntoView", () => {
  const view = { x: 0, y: 60, zoom: 1 };
  it("leaves the camera alone when the node is in view", () => {
    expect(panIntoView(view, canvas, { x: 100, y: 100 })).toBeNull();
  });

  it("moves only as far as needed, keeping the zoom, so what was on screen mostly stays", () => {
    const at = { x: 900, y: 100 };
    const next = panIntoView(view, canvas, at)!;
    expect(next.zoom).toBe(1);
    expect(next.y).toBe(view.y);
    const box = onScreen(next, at);
    expect(box.right).toBe(canvas.width - TOOLBAR_INSETS.right);
    // The root (0, 0) moved by the overshoot only, not to re-centre the new node.
    expect(view.x - next.x).toBe(900 + GRAPH_NODE_WIDTH - (canvas.width - TOOLBAR_INSETS.right));
  });

  it("brings a node above the view down below the toolbar", () => {
    const next = panIntoView({ x: 0, y: -500, zoom: 0.5 }, canvas, { x: 0, y: 0 })!;
    expect(onScreen(next, { x: 0, y: 0 }).top).toBe(TOOLBAR_INSETS.top);
    expect(next.zoom).toBe(0.5);
  });

  it("centres a node bigger than the free area", () => {
    const next = panIntoView({ x: 0, y: 0, zoom: 10 }, canvas, { x: 0, y: 0 })!;
    const box = onScreen(next, { x: 0, y: 0 });
    expect((box.left + box.right) / 2).toBeCloseTo((TOOLBAR_INSETS.left + canvas.width - TOOLBAR_INSETS.right) / 2);
  });
});

describe("minimapFrame and centreOn", () => {
  it("maps the whole layout into the minimap and back", () => {
    const layout = layoutTree(Array.from({ length: 50 }, (_, i) => ({ id: `n${i}`, parentId: i ? "n0" : null })));
    const frame = minimapFrame(layout, 200, 120);
    const corner = frame.toMap(layout.width, layout.height);
    expect(corner.x).toBeLessThanOrEqual(200);
    expect(corner.y).toBeLessThanOrEqual(120);
    const back = frame.toFlow(corner.x, corner.y);
    expect(back.x).toBeCloseTo(layout.width);
    expect(back.y).toBeCloseTo(layout.height);
  });

  it("a click on the minimap centres that point at the same zoom", () => {
    const v = centreOn({ x: 0, y: 0, zoom: 0.5 }, canvas, { x: 1000, y: 400 });
    expect(v.zoom).toBe(0.5);
    expect(1000 * v.zoom + v.x).toBe(canvas.width / 2);
    expect(400 * v.zoom + v.y).toBe(canvas.height / 2);
  });
});

describe("zoomAround", () => {
  it("keeps the point under the zoom where it is on screen, within the limits", () => {
    const view = zoomAround({ x: 10, y: 20, zoom: 1 }, 2, { x: 110, y: 70 }, 0.1, 1.5);
    expect(view.zoom).toBe(1.5);
    // Flow point (100, 50) was at (110, 70) and still is.
    expect(100 * view.zoom + view.x).toBeCloseTo(110);
    expect(50 * view.zoom + view.y).toBeCloseTo(70);
  });

  it("zooms around the selected node when it is on screen, else the centre", () => {
    const canvas = { width: 800, height: 600 };
    expect(zoomPoint({ x: 0, y: 0, zoom: 1 }, canvas, { x: 100, y: 100 })).toEqual({ x: 200, y: 126 });
    expect(zoomPoint({ x: 0, y: 0, zoom: 1 }, canvas, { x: 5000, y: 100 })).toEqual({ x: 400, y: 300 });
  });
});

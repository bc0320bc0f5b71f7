import { describe, expect, it } from "vitest";
import { dropsOnParent, mountedNodes } from "./mounted";
import { GRAPH_NODE_HEIGHT, GRAPH_NODE_WIDTH } from "./layout";

const node = (id: string, parentId: string | null, extra: { kind?: string; label?: string } = {}) => ({
  id,
  parentId,
  kind: extra.kind ?? (parentId ? "branch" : "root"),
  label: extra.label ?? null,
});

// A thread r -> a -> b down one column, and c far to the right.
const nodes = [node("r", null), node("a", "r"), node("b", "a"), node("c", "r", { label: "keep" })];
const positions = new Map([
  ["r", { x: 0, y: 0 }],
  ["a", { x: 0, y: 100 }],
  ["b", { x: 0, y: 200 }],
  ["c", { x: 5000, y: 100 }],
]);
const base = { positions, hidden: new Map<string, number>(), selectedId: null, draggedId: null };
const ids = (list: { id: string }[]) => list.map((n) => n.id);

describe("mountedNodes", () => {
  it("mounts every node of a small tree", () => {
    expect(ids(mountedNodes(nodes, { ...base, far: false, region: null }))).toEqual(["r", "a", "b", "c"]);
  });

  it("mounts the region's nodes and their parents, and the dragged node wherever it is", () => {
    const region = { left: -10, right: 300, top: 170, bottom: 400 }; // b only: a comes as its parent
    expect(ids(mountedNodes(nodes, { ...base, far: false, region }))).toEqual(["a", "b"]);
    expect(ids(mountedNodes(nodes, { ...base, far: false, region, draggedId: "c" }))).toEqual(["r", "a", "b", "c"]);
  });

  it("keeps only the cards worth a card on the far canvas", () => {
    const far = { ...base, far: true, region: null };
    expect(ids(mountedNodes(nodes, far))).toEqual(["r", "c"]);
    expect(ids(mountedNodes(nodes, { ...far, selectedId: "b" }))).toEqual(["r", "b", "c"]);
    expect(ids(mountedNodes(nodes, { ...far, draggedId: "a" }))).toEqual(["r", "a", "c"]);
    expect(ids(mountedNodes(nodes, { ...far, hidden: new Map([["a", 1]]) }))).toEqual(["r", "a", "c"]);
  });
});

describe("dropsOnParent", () => {
  it("drops when the boxes mostly overlap, not beside or without a parent", () => {
    const parent = { x: 100, y: 100 };
    expect(dropsOnParent({ x: 110, y: 120 }, parent)).toBe(true);
    expect(dropsOnParent({ x: 100 + GRAPH_NODE_WIDTH * 0.8, y: 100 }, parent)).toBe(false);
    expect(dropsOnParent({ x: 100, y: 100 + GRAPH_NODE_HEIGHT * 0.9 }, parent)).toBe(false);
    expect(dropsOnParent({ x: 100, y: 100 }, undefined)).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { FAN_OUT_LIMIT, FAN_OUT_SHOWN, foldExceptions, foldFanOuts, moreNodeId } from "./fan-out";
import { layoutTree } from "./layout";
import { indexTree } from "./navigation";

/** A root, a hub under it with `n` children, and a grandchild under the last child. */
function fan(n: number) {
  const nodes = [
    { id: "r", parentId: null },
    { id: "h", parentId: "r" },
  ];
  for (let i = 0; i < n; i++) nodes.push({ id: `c${i}`, parentId: "h" });
  nodes.push({ id: "g", parentId: `c${n - 1}` });
  return nodes;
}

const none = new Set<string>();

describe("foldFanOuts", () => {
  it("leaves a fan-out of up to FAN_OUT_LIMIT children alone", () => {
    const nodes = fan(FAN_OUT_LIMIT);
    expect(foldFanOuts(nodes, { keep: none, expanded: none })).toEqual({ nodes, more: [] });
  });

  it("folds a wide one behind a count node, with everything under the folded children", () => {
    const { nodes, more } = foldFanOuts(fan(2000), { keep: none, expanded: none });
    expect(nodes.map((n) => n.id)).toEqual(["r", "h", ...Array.from({ length: FAN_OUT_SHOWN }, (_, i) => `c${i}`)]);
    expect(more).toEqual([{ id: moreNodeId("h"), parentId: "h", count: 2000 - FAN_OUT_SHOWN, expanded: false }]);
    // Laid out with its count node, the 2,000-child fan-out is a dozen columns wide, not 2,000.
    const layout = layoutTree([...nodes, ...more]);
    expect(layout.width).toBeLessThan(12 * 230);
  });

  it("always shows the path to the selected node, even past the first children", () => {
    const tree = fan(2000);
    const keep = foldExceptions(indexTree(tree), "g");
    expect(keep).toBe("c1999");
    const { nodes, more } = foldFanOuts(tree, { keep: new Set(keep.split(" ")), expanded: none });
    expect(nodes.map((n) => n.id)).toContain("c1999");
    expect(nodes.map((n) => n.id)).toContain("g");
    expect(more[0].count).toBe(2000 - FAN_OUT_SHOWN - 1);
    expect(foldExceptions(indexTree(tree), "c3")).toBe("");
  });

  it("an expanded fan-out shows every child and offers to fold again", () => {
    const { nodes, more } = foldFanOuts(fan(30), { keep: none, expanded: new Set(["h"]) });
    expect(nodes).toHaveLength(33);
    expect(more).toEqual([{ id: moreNodeId("h"), parentId: "h", count: 30 - FAN_OUT_SHOWN, expanded: true }]);
  });

  it("drops the count node of a fan-out folded inside another", () => {
    const tree = fan(20);
    for (let i = 0; i < 20; i++) tree.push({ id: `d${i}`, parentId: "c15" });
    const { nodes, more } = foldFanOuts(tree, { keep: none, expanded: none });
    expect(nodes.some((n) => n.id.startsWith("d"))).toBe(false);
    expect(more.map((m) => m.parentId)).toEqual(["h"]);
  });
});

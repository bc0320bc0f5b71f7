import { describe, expect, it } from "vitest";
import { graphEdges } from "./edges";

const nodes = [
  { id: "r", parentId: null, kind: "root", status: "open" },
  { id: "a", parentId: "r", kind: "branch", status: "merged" },
];
const merge = (conflicts?: { total: number; unresolved: number }) => ({
  id: "m",
  childId: "a",
  parentId: "r",
  mode: "full",
  ...(conflicts ? { conflicts } : {}),
});

describe("merge edges and the conflict check", () => {
  it("marks a merge made with unresolved conflicts, names settled ones, and leaves others as they were", () => {
    const edge = (m: ReturnType<typeof merge>) => graphEdges(nodes, [m], null).find((e) => e.kind === "merge")!;
    expect(edge(merge({ total: 2, unresolved: 1 }))).toMatchObject({
      label: "merged · ⚠ 1 unresolved conflict",
      unresolved: 1,
    });
    expect(edge(merge({ total: 2, unresolved: 0 }))).toMatchObject({ label: "merged · 2 conflicts settled" });
    expect(edge(merge({ total: 2, unresolved: 0 })).unresolved).toBeUndefined();
    expect(edge(merge())).toEqual({
      id: "merge-m",
      source: "a",
      target: "r",
      kind: "merge",
      label: "merged",
      badge: "M",
    });
  });
});

import { describe, expect, it } from "vitest";
import type { ConversationTree, GraphNodeData } from "@/lib/views/tree-view";
import { nodeCapabilities } from "@/lib/tree/capabilities";
import { CAPABILITY_BITS, packTree, unpackTree } from "./tree-wire";

function node(id: string, parentId: string | null, extra: Partial<GraphNodeData> = {}): GraphNodeData {
  const base = {
    id,
    parentId,
    kind: parentId ? ("branch" as const) : ("root" as const),
    status: "open" as const,
    title: `Title ${id}`,
    inheritPolicy: parentId ? "full" : "none",
    branchPointItemId: null,
    itemCount: 2,
    tokenCount: 40,
    createdAt: "2026-11-22T10:00:00.000Z",
    unresolved: false,
    label: null,
    color: null,
    ...extra,
  };
  return { ...base, caps: nodeCapabilities(base) };
}

const tree: ConversationTree = {
  id: "c1",
  title: "A tree",
  projectId: "p1",
  projectName: "Project",
  rootNodeId: "r",
  nodes: [
    node("r", null),
    node("a", "r", {
      createdAt: "2026-11-22T10:00:01.500Z",
      label: "idea",
      color: "blue",
      branchPointItemId: "item-1",
    }),
    node("b", "r", {
      kind: "volatile",
      status: "open",
      unresolved: true,
      inheritPolicy: "selective",
      createdAt: "2026-11-22T09:59:59.000Z",
    }),
    node("c", "a", {
      status: "merged",
      caps: { ...nodeCapabilities({ id: "c", parentId: "a", kind: "branch", status: "merged" }), rename: false },
    }),
  ],
  merges: [
    { id: "m1", parentId: "a", childId: "c", mode: "full", placement: "append", createdAt: "2026-11-22T10:01:00.000Z" },
  ],
};

describe("packTree / unpackTree", () => {
  it("round-trips every field of every node, rare fields and flags included", () => {
    expect(unpackTree(JSON.parse(JSON.stringify(packTree(tree))))).toEqual(tree);
  });

  it("leaves the count columns out of a tree read without counts, and unpacks them as null", () => {
    const bare = { ...tree, nodes: tree.nodes.map((n) => ({ ...n, itemCount: null, tokenCount: null })) };
    const wire = JSON.parse(JSON.stringify(packTree(bare)));
    expect(wire).not.toHaveProperty("items");
    expect(wire).not.toHaveProperty("tokens");
    expect(unpackTree(wire)).toEqual(bare);
  });

  it("names every capability in its bits", () => {
    expect([...CAPABILITY_BITS].sort()).toEqual(Object.keys(tree.nodes[0].caps).sort());
  });

  it("is much smaller than the plain JSON for a big tree", () => {
    const big: ConversationTree = {
      ...tree,
      nodes: Array.from({ length: 2000 }, (_, i) =>
        node(`cmws${String(i).padStart(21, "0")}`, i ? `cmws${String(Math.floor(i / 2)).padStart(21, "0")}` : null),
      ),
    };
    const plain = JSON.stringify(big).length;
    const packed = JSON.stringify(packTree(big)).length;
    expect(packed).toBeLessThan(plain * 0.4);
    expect(unpackTree(packTree(big))).toEqual(big);
  });
});

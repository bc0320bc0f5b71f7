import { describe, expect, it } from "vitest";
import { graphEdges } from "./edges";

const node = (id: string, parentId: string | null, kind = "branch", status = "active") => ({
  id,
  parentId,
  kind,
  status,
});

describe("graphEdges", () => {
  const nodes = [
    node("r", null, "root"),
    node("a", "r"),
    node("m", "r", "branch", "merged"),
    node("v", "a", "volatile"),
  ];

  it("joins each mounted node to its mounted parent, by kind", () => {
    expect(graphEdges(nodes, [], null)).toEqual([
      { id: "r->a", source: "r", target: "a", kind: "branch" },
      { id: "r->m", source: "r", target: "m", kind: "faded" },
      { id: "a->v", source: "a", target: "v", kind: "volatile" },
    ]);
  });

  it("leaves out edges to a parent that is not mounted", () => {
    expect(graphEdges([node("a", "r"), node("b", "a")], [], null).map((e) => e.id)).toEqual(["a->b"]);
  });

  it("fades the edges off the focus path, except an aside's", () => {
    const kinds = graphEdges(nodes, [], new Set(["r", "m", "v"])).map((e) => e.kind);
    expect(kinds).toEqual(["faded", "faded", "volatile"]);
  });

  it("draws a merge from the branch up to its target when both are mounted, labelled by mode", () => {
    const merges = [
      { id: "e1", childId: "m", parentId: "r", mode: "condensed" },
      { id: "e2", childId: "m", parentId: "a", mode: "full" },
      { id: "e3", childId: "gone", parentId: "r", mode: "full" },
    ];
    expect(graphEdges(nodes, merges, null).filter((e) => e.kind === "merge")).toEqual([
      { id: "merge-e1", source: "m", target: "r", kind: "merge", label: "merged (condensed)", badge: "C" },
      { id: "merge-e2", source: "m", target: "a", kind: "merge", label: "merged", badge: "M" },
    ]);
  });
});

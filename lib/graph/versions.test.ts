import { describe, expect, it } from "vitest";
import { indexTree } from "./navigation";
import { foldVersions, versionBase, versionGroups, versionsOnPath } from "./versions";

const node = (id: string, parentId: string | null, title: string, branchPointItemId: string | null = "i1") => ({
  id,
  parentId,
  title,
  branchPointItemId,
});

// r -> q (v1), q2 "(v2)", q3 "(v3)" from the same message; q2 -> deep; other: a plain branch.
const nodes = [
  node("r", null, "Main", null),
  node("q", "r", "What is the budget?"),
  node("q2", "r", "What is the budget? (v2)"),
  node("other", "r", "Something else"),
  node("q3", "r", "What is the budget? (v3)"),
  node("deep", "q2", "Follow-up"),
  node("elsewhere", "r", "What is the budget? (v4)", "i9"),
];

describe("versions", () => {
  it("strips the version mark only", () => {
    expect(versionBase("What is the budget? (v12)")).toBe("What is the budget?");
    expect(versionBase("Report (2)")).toBe("Report (2)");
  });

  it("groups siblings from the same branch point with the same title, not other branches", () => {
    const groups = versionGroups(nodes);
    expect(groups.get("q")).toEqual(["q", "q2", "q3"]);
    expect(groups.get("q3")).toBe(groups.get("q"));
    expect(groups.has("other")).toBe(false);
    // Another branch point: another message, not a version.
    expect(groups.has("elsewhere")).toBe(false);
    expect(versionGroups([...nodes, { ...node("f", "r", "What is the budget?"), fanoutId: "fan" }]).get("q")).toEqual([
      "q",
      "q2",
      "q3",
    ]);
  });

  it("shows the newest version, or the one on the selection's path, with the others folded away", () => {
    const groups = versionGroups(nodes);
    const newest = foldVersions(nodes, groups, new Set());
    expect(newest.nodes.map((n) => n.id)).toEqual(["r", "other", "q3", "elsewhere"]);
    expect(newest.versions.get("q3")).toEqual({ ids: ["q", "q2", "q3"], index: 2 });

    const key = versionsOnPath(indexTree(nodes), groups, "deep");
    expect(key).toBe("q2");
    const onPath = foldVersions(nodes, groups, new Set(key.split(" ")));
    expect(onPath.nodes.map((n) => n.id)).toEqual(["r", "q2", "other", "deep", "elsewhere"]);
    expect(onPath.versions.get("q2")?.index).toBe(1);
  });

  it("a path through the newest version gives no key: selecting there never re-lays out the tree", () => {
    const groups = versionGroups(nodes);
    const index = indexTree(nodes);
    // q3 is the newest of its group (shown anyway); "other" is in no group.
    expect(versionsOnPath(index, groups, "q3")).toBe("");
    expect(versionsOnPath(index, groups, "other")).toBe("");
    expect(versionsOnPath(index, groups, "q")).toBe("q");
  });
});

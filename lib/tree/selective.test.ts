import { describe, expect, it } from "vitest";
import { planBranch } from "./branch";
import { item, node } from "./fixtures";
import { selectForBranch } from "./selective";
import { resolveWindow } from "./window";

const rows = [
  item("p1", "P", 1, "Our database is PostgreSQL 16 running on the primary cluster."),
  item("p2", "P", 2, "Noted, PostgreSQL 16 on the primary cluster."),
  item("p3", "P", 3, "For lunch we ordered pizza with mushrooms."),
  item("p4", "P", 4, "Pizza arrives at noon."),
  item("p5", "P", 5, "The deploy pipeline runs on GitHub Actions nightly."),
  item("p6", "P", 6, "Nightly deploys via Actions, understood."),
];
const prefix = resolveWindow(rows, new Map());

describe("selectForBranch", () => {
  it("keeps entries relevant to the opening prompt and drops unrelated ones", () => {
    const { selectedIds, candidates } = selectForBranch(prefix, "Which database version does the cluster run?", 10_000);
    expect(selectedIds).toContain("p1");
    expect(selectedIds).toContain("p2");
    expect(selectedIds).not.toContain("p3");
    expect(selectedIds).not.toContain("p4");
    expect(candidates.find((c) => c.id === "p3")?.reason).toBe("not_relevant");
  });

  it("keeps the entries just before the branch point as immediate context", () => {
    const { selectedIds, candidates } = selectForBranch(prefix, "database", 10_000);
    expect(selectedIds).toEqual(expect.arrayContaining(["p5", "p6"]));
    expect(candidates.find((c) => c.id === "p6")?.reason).toBe("recent");
  });

  it("respects the token budget, best score first, and keeps window order", () => {
    const budget = rows[0].tokenCount + rows[1].tokenCount;
    const { selectedIds, selectedTokens, candidates } = selectForBranch(
      prefix,
      "PostgreSQL database cluster version",
      budget,
    );
    expect(selectedTokens).toBeLessThanOrEqual(budget);
    expect(selectedIds).toEqual(["p1", "p2"]);
    expect(candidates.find((c) => c.id === "p6")?.reason).toBe("over_budget");
  });

  it("always keeps pinned entries, even past the budget", () => {
    const pinned = resolveWindow([...rows.slice(0, 2), { ...rows[2], pinned: true }, ...rows.slice(3)], new Map());
    const { selectedIds, candidates } = selectForBranch(pinned, "database", 0);
    expect(selectedIds).toEqual(["p3"]);
    expect(candidates.find((c) => c.id === "p3")?.reason).toBe("pinned");
  });

  it("feeds planBranch, which accepts only ids from the prefix", () => {
    const { selectedIds } = selectForBranch(prefix, "pizza lunch", 10_000);
    const plan = planBranch({
      parent: node("P"),
      parentWindow: prefix,
      fromEntryId: "p6",
      policy: "selective",
      selectedIds,
    });
    expect(plan.inherited.map((r) => r.refItemId)).toEqual(selectedIds);
    expect(plan.inherited.map((r) => r.position)).toEqual(selectedIds.map((_, i) => i + 1));
    expect(() =>
      planBranch({
        parent: node("P"),
        parentWindow: prefix,
        fromEntryId: "p2",
        policy: "selective",
        selectedIds: ["p5"],
      }),
    ).toThrow(/not part of the parent's window up to the branch point/);
  });
});

describe("compressed branches", () => {
  it("inherit one note with provenance, plus pinned entries by reference", () => {
    const withPin = resolveWindow([{ ...rows[0], pinned: true }, ...rows.slice(1)], new Map());
    const plan = planBranch({
      parent: node("P"),
      parentWindow: withPin,
      fromEntryId: "p4",
      policy: "compressed",
      note: "## Summary\nDB and lunch.",
    });
    expect(plan.note).toMatchObject({ content: "## Summary\nDB and lunch.", sourceNodeId: "P", position: 1 });
    expect(plan.note?.sourceItemIds).toEqual(["p1", "p2", "p3", "p4"]);
    expect(plan.inherited).toEqual([expect.objectContaining({ refItemId: "p1", position: 2 })]);
    expect(() =>
      planBranch({ parent: node("P"), parentWindow: withPin, fromEntryId: "p4", policy: "compressed", note: "  " }),
    ).toThrow(/summary note/);
  });

  it("cannot branch from a volatile aside", () => {
    expect(() =>
      planBranch({
        parent: node("V", "P", { kind: "volatile" }),
        parentWindow: prefix,
        fromEntryId: null,
        policy: "full",
      }),
    ).toThrow(/volatile aside/);
  });
});

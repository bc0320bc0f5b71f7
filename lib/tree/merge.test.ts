import { describe, expect, it } from "vitest";
import { planBranch } from "./branch";
import { item, node } from "./fixtures";
import { chunk, placeAfter, planMerge, type MergePlan } from "./merge";
import type { StoredItem, WindowEntry } from "@/lib/shared/tree-types";
import { resolveWindow } from "./window";

const parentRows = [
  item("p1", "P", 1, "We are planning the Q3 launch."),
  item("p2", "P", 2, "Launch is set for September."),
  item("p3", "P", 3, "Now the budget: 40k."),
  item("p4", "P", 4, "Budget approved."),
];
const parentWindow = resolveWindow(parentRows, new Map());
const parent = node("P");

/** A child branched (full) after p2 with two local messages. */
function childAfter(fromId: string, id = "C") {
  const plan = planBranch({ parent, parentWindow, fromEntryId: fromId, policy: "full" });
  const rows: StoredItem[] = plan.inherited.map((r, i) =>
    item(`${id}-i${i}`, id, r.position, "", { origin: "inherited", refItemId: r.refItemId, role: r.role }),
  );
  rows.push(item(`${id}-1`, id, 10, "Side question: which venue?"), item(`${id}-2`, id, 11, "The venue is Hall B."));
  const lookup = new Map(parentRows.map((r) => [r.id, r] as const));
  return { node: node(id, "P", { branchPointItemId: fromId }), window: resolveWindow(rows, lookup) };
}

/** Applies a plan to the parent's window the way lib/db stores it. */
function apply(window: WindowEntry[], plan: MergePlan): WindowEntry[] {
  const inserted = plan.inserts.map((ins, i) =>
    item(`m${i}`, "P", ins.position, ins.content, {
      origin: "merged",
      role: ins.role,
      sourceItemIds: ins.sourceItemIds,
    }),
  );
  return resolveWindow([...parentRows.filter((r) => window.some((w) => w.id === r.id)), ...inserted], new Map());
}

describe("planMerge", () => {
  it("full + append: every local item of the child, once, after the parent's last entry", () => {
    const child = childAfter("p2");
    const plan = planMerge({
      parent,
      child: child.node,
      openChildren: [],
      parentWindow,
      childWindow: child.window,
      mode: "full",
      placement: "append",
    });
    const after = apply(parentWindow, plan);
    expect(after.map((e) => e.content)).toEqual([
      ...parentRows.map((r) => r.content),
      "Side question: which venue?",
      "The venue is Hall B.",
    ]);
    const sources = plan.inserts.flatMap((i) => i.sourceItemIds);
    expect(new Set(sources).size).toBe(sources.length); // nothing duplicated
    expect(sources.sort()).toEqual(["C-1", "C-2"]); // nothing lost, nothing inherited sent back up
  });

  it("chronological: lands right after the branch point, before the parent's later entries", () => {
    const child = childAfter("p2");
    const plan = planMerge({
      parent,
      child: child.node,
      openChildren: [],
      parentWindow,
      childWindow: child.window,
      mode: "full",
      placement: "chronological",
    });
    expect(apply(parentWindow, plan).map((e) => e.id)).toEqual(["p1", "p2", "m0", "m1", "p3", "p4"]);
    expect(plan.inserts.every((i) => i.position > 2 && i.position < 3)).toBe(true);
  });

  it("chronological from a user message: lands after that message's answer, never between the two", () => {
    const child = childAfter("p1");
    const plan = planMerge({
      parent,
      child: child.node,
      openChildren: [],
      parentWindow,
      childWindow: child.window,
      mode: "full",
      placement: "chronological",
    });
    expect(apply(parentWindow, plan).map((e) => e.id)).toEqual(["p1", "p2", "m0", "m1", "p3", "p4"]);
  });

  it("leaves the windows of other children exactly as they were", () => {
    const sibling = childAfter("p4", "S");
    const before = sibling.window.map((e) => [e.id, e.content]);
    const child = childAfter("p2");
    const plan = planMerge({
      parent,
      child: child.node,
      openChildren: [],
      parentWindow,
      childWindow: child.window,
      mode: "full",
      placement: "chronological",
    });
    apply(parentWindow, plan);
    // The sibling's window is its own reference rows: the merge adds nothing to them.
    expect(sibling.window.map((e) => [e.id, e.content])).toEqual(before);
  });

  it("selected carries only the picked items; condensed carries one note", () => {
    const child = childAfter("p2");
    const picked = planMerge({
      parent,
      child: child.node,
      openChildren: [],
      parentWindow,
      childWindow: child.window,
      mode: "selected",
      selectedIds: ["C-2"],
      placement: "append",
    });
    expect(picked.inserts.map((i) => i.content)).toEqual(["The venue is Hall B."]);
    const condensed = planMerge({
      parent,
      child: child.node,
      openChildren: [],
      parentWindow,
      childWindow: child.window,
      mode: "condensed",
      note: "Venue: Hall B.",
      placement: "append",
    });
    expect(condensed.inserts).toEqual([
      expect.objectContaining({ role: "note", content: "Venue: Hall B.", sourceItemIds: ["C-1", "C-2"] }),
    ]);
    expect(() =>
      planMerge({
        parent,
        child: child.node,
        openChildren: [],
        parentWindow,
        childWindow: child.window,
        mode: "selected",
        selectedIds: ["C-i0"],
        placement: "append",
      }),
    ).toThrow(/not one of the branch's own/);
  });

  it("refuses the root, a child with open branches, a closed child and an empty merge", () => {
    const child = childAfter("p2");
    const base = {
      parent,
      openChildren: [],
      parentWindow,
      childWindow: child.window,
      mode: "full" as const,
      placement: "append" as const,
    };
    expect(() => planMerge({ ...base, child: node("R") })).toThrow(/root/);
    expect(() => planMerge({ ...base, child: child.node, openChildren: [{ id: "G", title: "Grandchild" }] })).toThrow(
      /Resolve "Grandchild" first/,
    );
    expect(() => planMerge({ ...base, child: { ...child.node, status: "merged" } })).toThrow(/already merged/);
    expect(() =>
      planMerge({ ...base, child: child.node, childWindow: child.window.filter((e) => e.origin === "inherited") }),
    ).toThrow(/nothing of its own/);
  });

  it("splits an item over the per-item bound into ordered chunks", () => {
    const long = Array.from(
      { length: 40 },
      (_, i) => `Sentence number ${i} talks about the venue and catering in detail.`,
    ).join(" ");
    const pieces = chunk({ role: "assistant", content: long, tokenCount: 600, sourceItemIds: ["x"] }, 100);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.every((p) => p.tokenCount <= 100 + 12)).toBe(true);
    expect(pieces[0].content).toContain(`(part 1 of ${pieces.length})`);
    const rejoined = pieces.map((p) => p.content.replace(/\n\n\(part \d+ of \d+\)$/, "")).join(" ");
    expect(rejoined.replace(/\s+/g, " ")).toBe(long); // every sentence, in order, none twice
  });
});

describe("placeAfter", () => {
  it("places between neighbours, at the start when there is no branch point, and after the end", () => {
    expect(placeAfter(parentWindow, "p2", 1)).toEqual([2.5]);
    expect(placeAfter(parentWindow, null, 3)).toEqual([0.25, 0.5, 0.75]);
    expect(placeAfter(parentWindow, "p4", 2)).toEqual([5, 6]);
    expect(placeAfter(parentWindow, "gone", 1)).toEqual([5]);
  });
});

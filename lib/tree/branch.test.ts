import { describe, expect, it } from "vitest";
import { planBranch } from "./branch";
import { item, node } from "./fixtures";
import type { StoredItem, WindowEntry } from "@/lib/shared/tree-types";
import { resolveWindow } from "./window";

/** Materialises a plan the way lib/db stores it, so chains of branches can be tested in memory. */
function store(plan: ReturnType<typeof planBranch>, childId: string): StoredItem[] {
  return plan.inherited.map((ref, i) =>
    item(`${childId}-i${i}`, childId, ref.position, "", {
      origin: "inherited",
      refItemId: ref.refItemId,
      sourceNodeId: ref.sourceNodeId,
      role: ref.role,
    }),
  );
}

const rootItems = [
  item("r1", "R", 1, "The launch code is ORCHID-7."),
  item("r2", "R", 2, "Noted."),
  item("r3", "R", 3, "Let us talk about lunch."),
  item("r4", "R", 4, "Pasta it is."),
];
const all = new Map(rootItems.map((i) => [i.id, i]));
const rootWindow = resolveWindow(rootItems, all);

describe("planBranch", () => {
  it("full: inherits references to the parent's window up to a mid-thread branch point", () => {
    const plan = planBranch({ parent: node("R"), parentWindow: rootWindow, fromEntryId: "r2", policy: "full" });
    expect(plan.branchPointItemId).toBe("r2");
    expect(plan.inherited.map((r) => r.refItemId)).toEqual(["r1", "r2"]);
    expect(plan.inherited.every((r) => r.sourceNodeId === "R")).toBe(true);
    // later parent items (r3, r4) are not visible to the child
    const child = resolveWindow(store(plan, "C"), all);
    expect(child.map((e) => e.content)).toEqual(["The launch code is ORCHID-7.", "Noted."]);
  });

  it("none: starts empty but still records the branch point", () => {
    const plan = planBranch({ parent: node("R"), parentWindow: rootWindow, fromEntryId: "r2", policy: "none" });
    expect(plan.inherited).toEqual([]);
    expect(plan.branchPointItemId).toBe("r2");
  });

  it("branches after the last entry when no entry is given, and from an empty parent", () => {
    expect(
      planBranch({ parent: node("R"), parentWindow: rootWindow, fromEntryId: null, policy: "full" }).inherited,
    ).toHaveLength(4);
    const empty = planBranch({ parent: node("R"), parentWindow: [], fromEntryId: null, policy: "full" });
    expect(empty).toMatchObject({ branchPointItemId: null, inherited: [], title: "New branch" });
  });

  it("deep chains reference the original items, never copies or references of references", () => {
    let window: WindowEntry[] = rootWindow;
    let parent = node("R");
    const lookup = new Map(all);
    for (let depth = 1; depth <= 5; depth++) {
      const childId = `D${depth}`;
      const plan = planBranch({ parent, parentWindow: window, fromEntryId: window.at(-1)!.id, policy: "full" });
      const rows = [
        ...store(plan, childId),
        item(`${childId}-own`, childId, plan.inherited.length + 1, `fact ${depth}`),
      ];
      rows.forEach((r) => lookup.set(r.id, r));
      window = resolveWindow(rows, lookup);
      parent = node(childId, parent.id);
      expect(plan.inherited.every((r) => !r.refItemId.includes("-i"))).toBe(true);
    }
    expect(window.map((e) => e.content)).toEqual([
      ...rootItems.map((i) => i.content),
      "fact 1",
      "fact 2",
      "fact 3",
      "fact 4",
      "fact 5",
    ]);
    expect(window[0].sourceNodeId).toBe("R");
    expect(window[5].sourceNodeId).toBe("D2");
  });

  it("siblings are isolated: each sees only the parent prefix and its own items", () => {
    const a = planBranch({ parent: node("R"), parentWindow: rootWindow, fromEntryId: "r2", policy: "full" });
    const b = planBranch({ parent: node("R"), parentWindow: rootWindow, fromEntryId: "r4", policy: "full" });
    const aRows = [...store(a, "A"), item("a-own", "A", 10, "secret of A")];
    const bRows = [...store(b, "B"), item("b-own", "B", 10, "secret of B")];
    const lookup = new Map([...all, ...[...aRows, ...bRows].map((r) => [r.id, r] as const)]);
    const aWindow = resolveWindow(aRows, lookup).map((e) => e.content);
    const bWindow = resolveWindow(bRows, lookup).map((e) => e.content);
    expect(aWindow).not.toContain("secret of B");
    expect(bWindow).not.toContain("secret of A");
    expect(aWindow).not.toContain("Pasta it is.");
    expect(bWindow).toContain("Pasta it is.");
  });

  it("refuses a closed parent, an unknown entry and a streaming branch point", () => {
    expect(() =>
      planBranch({
        parent: node("R", null, { status: "merged" }),
        parentWindow: rootWindow,
        fromEntryId: null,
        policy: "full",
      }),
    ).toThrow(/read-only/);
    expect(() =>
      planBranch({ parent: node("R"), parentWindow: rootWindow, fromEntryId: "zz", policy: "full" }),
    ).toThrow(/not part/);
    const streaming = resolveWindow([item("s1", "R", 1, "half", { status: "streaming" })], new Map());
    expect(() => planBranch({ parent: node("R"), parentWindow: streaming, fromEntryId: "s1", policy: "full" })).toThrow(
      /still being written/,
    );
  });

  it("uses the given title, else a placeholder its opening prompt replaces", () => {
    expect(
      planBranch({ parent: node("R"), parentWindow: rootWindow, fromEntryId: "r1", policy: "none", title: "  Codes " })
        .title,
    ).toBe("Codes");
    expect(planBranch({ parent: node("R"), parentWindow: rootWindow, fromEntryId: "r1", policy: "none" }).title).toBe(
      "New branch",
    );
  });
});

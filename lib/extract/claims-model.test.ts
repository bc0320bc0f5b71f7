import { describe, expect, it } from "vitest";
import weights from "./conflict-weights.json";
import { CONFLICT_FEATURES, conflictCandidates, findConflicts, type ConflictWeights } from "./claims";
import { fitsFeatures } from "@/lib/text/linear-model";
import type { TreeNode } from "@/lib/text/tree-model";

const side = (prefix: string, texts: string[]) =>
  texts.map((content, i) => ({
    id: `${prefix}${i}`,
    role: i % 2 ? ("assistant" as const) : ("user" as const),
    content,
  }));
const pairs = (branch: string[], parent: string[], model?: null) =>
  (model === null
    ? findConflicts(side("b", branch), side("p", parent), null)
    : findConflicts(side("b", branch), side("p", parent))
  ).map((c) => [c.branch.text, c.parent.text]);

describe("the merge conflict check's learned model", () => {
  it("has committed weights for every feature it reads (a changed feature list needs a refit)", () => {
    expect(fitsFeatures(weights, CONFLICT_FEATURES)).toBe(true);
    const model = weights as unknown as ConflictWeights;
    if ("trees" in model) {
      // Boosted trees (`eval:conflicts-fit --boosted`): every split on a feature of the list, every leaf and threshold a number.
      const nodes = (n: TreeNode | number): (TreeNode | number)[] =>
        typeof n === "number" ? [n] : [n, ...nodes(n.l), ...nodes(n.r)];
      const all = model.trees.flatMap(nodes);
      expect(model.trees.length).toBeGreaterThan(0);
      expect(all.every((n) => Number.isFinite(typeof n === "number" ? n : n.t))).toBe(true);
      expect(all.every((n) => typeof n === "number" || (n.f > 0 && n.f < CONFLICT_FEATURES.length))).toBe(true);
    } else {
      // A logistic regression (the default fit): one finite weight, mean and scale per feature.
      for (const list of [model.weights, model.mean, model.scale]) {
        expect(list).toHaveLength(CONFLICT_FEATURES.length);
        expect(list.every((v) => Number.isFinite(v))).toBe(true);
      }
      expect(model.scale.every((v) => v > 0)).toBe(true);
    }
    expect(Number.isFinite(weights.threshold)).toBe(true);
  });

  it("reads one feature vector per candidate pair, and weighs no pair without a value both state differently", () => {
    const candidates = conflictCandidates(
      side("b", ["The hall is booked for 12 March at 7pm.", "Thanks!"]),
      side("p", ["The hall is booked for 19 March at 7pm."]),
    );
    expect(candidates.length).toBeGreaterThan(0);
    for (const c of candidates) expect(c.x).toHaveLength(CONFLICT_FEATURES.length);
    expect(
      conflictCandidates(
        side("b", ["The hall is booked for 12 March."]),
        side("p", ["The hall is booked for 12 March."]),
      ),
    ).toEqual([]);
  });

  it("reads a side that words its value as a change ('now processes 2,000'), and finds that change however far the values are", () => {
    const change = CONFLICT_FEATURES.indexOf("a side words it as a change");
    const [now] = conflictCandidates(
      side("b", ["The import job processes 500 rows per batch."]),
      side("p", ["The import job now processes 2,000 rows per batch."]),
    );
    const [plain] = conflictCandidates(
      side("b", ["The import job processes 500 rows per batch."]),
      side("p", ["The import job processes 2,000 rows per batch."]),
    );
    expect([now.x[change], plain.x[change]]).toEqual([1, 0]);
    expect(
      pairs(["The import job processes 500 rows per batch."], ["The import job now processes 2,000 rows per batch."]),
    ).toHaveLength(1);
  });

  it("reads two sentences of their own periods with no value in common ('in 2023 ... 2.1%' / 'in 2024 ... 1.4%'), not one period restated", () => {
    const periods = CONFLICT_FEATURES.indexOf("of different periods, no value in common");
    const read = (b: string, p: string) => conflictCandidates(side("b", [b]), side("p", [p])).map((c) => c.x[periods]);
    expect(read("Defect rate on the line in 2023 was 2.1%.", "Defect rate on the line in 2024 was 1.4%.")).toContain(1);
    expect(
      read("At the 2019 family reunion we had 45 relatives.", "For the 2025 family reunion we expect 60 relatives."),
    ).toContain(1);
    // One period each, nothing else: the period is what the two say.
    expect(read("The warranty runs until March 2027.", "The warranty runs until March 2028.")).not.toContain(1);
    // A month alone is when a thing was done, not the period a price is of.
    expect(read("Flights are £300, paid in March.", "Flights are £350, paid in April.")).not.toContain(1);
    // A value in common: one thing, restated.
    expect(read("Launch in Q3 2026, budget £40k.", "Launch in Q2 2026, budget £40k.")).not.toContain(1);
  });

  it("reads a differing value the other fact's sentence states too ('by 7pm' / 'by 19:00, he walks in at 19:30')", () => {
    const across = CONFLICT_FEATURES.indexOf("a differing value stated in the other's sentence");
    const candidates = conflictCandidates(
      side("b", ["Guests must be in the function room by 7pm, he's arriving at 7:30."]),
      side("p", ["Everyone inside by 19:00, birthday boy walks in at 19:30."]),
    );
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.every((c) => c.x[across] === 1)).toBe(true);
    const [plain] = conflictCandidates(side("b", ["The hall opens at 7pm."]), side("p", ["The hall opens at 8pm."]));
    expect(plain.x[across]).toBe(0);
  });

  it("reads names that differ where something happens ('held in the Corn Exchange' / 'assemble at the Guildhall'), not two people", () => {
    const place = CONFLICT_FEATURES.indexOf("names that differ, each where something happens");
    const read = (b: string, p: string) => conflictCandidates(side("b", [b]), side("p", [p])).map((c) => c.x[place]);
    expect(
      read(
        "The ceremony will be held in the Corn Exchange.",
        "Graduates should assemble at the Guildhall for the ceremony.",
      ),
    ).toContain(1);
    expect(
      read("Hannah will look after the kids on Friday.", "Megan will look after the kids on Friday."),
    ).not.toContain(1);
  });

  it("reads a denial against a side that says the thing goes ahead ('goes ahead as normal' / 'cancelling the quiz')", () => {
    const ahead = CONFLICT_FEATURES.indexOf("one side denies, the other says it goes ahead");
    const [pair] = conflictCandidates(
      side("b", ["Tuesday's quiz night goes ahead as normal."]),
      side("p", ["We're cancelling the quiz this Tuesday."]),
    );
    expect(pair.x[ahead]).toBe(1);
  });

  it("reads the words a denial denies that the other side states ('won't sail on Monday' / 'sails on Monday'), and none for a side with no denial", () => {
    const denied = CONFLICT_FEATURES.indexOf("words one side denies, the other states");
    const read = (branch: string, parent: string) =>
      Math.max(...conflictCandidates(side("b", [branch]), side("p", [parent])).map((c) => c.x[denied]), 0);
    expect(read("The ferry sails to the island on Monday at 9:00.", "The ferry won't sail on Monday at 9:00.")).toBe(3);
    expect(read("The ferry sails to the island on Monday at 9:00.", "The ferry sails on Monday at 9:00.")).toBe(0);
  });

  it("finds a date restated among agreeing dates of one sentence, which the rules alone leave", () => {
    const branch = [
      "The allotment show runs 2 August to 9 August, and prizes are given out on 16 August in the big tent.",
    ];
    const parent = ["Show week is 2 August to 9 August; the prize-giving follows on 23 August, big tent again."];
    expect(pairs(branch, parent, null)).toEqual([]);
    expect(pairs(branch, parent)).toEqual([[branch[0], parent[0]]]);
  });

  it("pairs each clock time with its own, where the rules also pair it with another race's", () => {
    const branch = ["The fun run starts at 10:00, registration opens at 8:30 and the kids' race goes at 11:15."];
    const parent = ["Registration 8:30, main race 10am, and the children's race at 11:45."];
    expect(pairs(branch, parent, null)).toHaveLength(2);
    expect(pairs(branch, parent)).toEqual([[branch[0], parent[0]]]);
  });

  it("leaves paraphrased values and two subjects alone", () => {
    expect(pairs(["The annual subscription is £40."], ["Membership costs £40 a year."])).toEqual([]);
    expect(pairs(["The Leeds office has 40 desks."], ["The York office has 25 desks."])).toEqual([]);
  });
});

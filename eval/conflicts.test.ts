import { describe, expect, it } from "vitest";
import { CONFLICT_CASES, HELD_OUT_CONFLICT_CASES } from "./conflict-cases";
import { runConflictEval, runFactDiffEval } from "./conflicts";
import { FACT_DIFF_CASES, HELD_OUT_FACT_DIFF_CASES } from "./fact-diff-cases";

/**
 * The tuned compare/conflict suites (`npm run eval -- --suite conflicts`) as a regression guard: every
 * planted conflict and difference found, nothing else flagged. A change to the claims code that
 * loses one of these pairs fails here, named, instead of showing only in a later eval run.
 */
describe("the tuned merge-conflict and fact-diff suites", () => {
  // The learned conflict model (lib/extract/claims.ts CONFLICT_FEATURES, a logistic regression)
  // decides the pairs; fitted on every written set and these suites. A pair it misses or adds is
  // named here, so any change shows. Fitted on sets 1-59 it misses a carrier changed, a choice
  // between two options and a vendor named where the other side names two, and flags two services'
  // regions and two versions of one product. Since it weighs the words a denial denies that the other
  // side states (found 1,151 -> 1,163 of 1,507 with sets left out one at a time, false alarms 274 ->
  // 274, paraphrases 47 -> 44; sets 60-61, never fitted: 18 -> 20 of 44, none more flagged wrongly),
  // it also flags three denials written here to share the words of another subject or of a
  // paraphrase (one shop open on a day, another shop not open on it). Fitted on 1-65, it also flags
  // the design budget against the hiring budget. Fitted on 1-71, the same attribute of two
  // subjects again (it came and went with the fits on 1-67 and 1-69). Fitted on 1-80, it finds the
  // carrier changed; fitted on 1-82 with session 43's readings of facts, it misses it again.
  // Fitted on 1-83, the same attribute of two subjects is told apart again; fitted on 1-85, it
  // flags it once more; fitted on 1-86 (threshold 0.661), it tells them apart and misses one pair
  // written later (an assistant's summary against a later decision); fitted on 1-88 (threshold 0.460),
  // it finds that pair and flags the same attribute of two subjects again; fitted on 1-89
  // (threshold 0.541), it tells the two subjects apart again; fitted on 1-90 (0.446), it flags them;
  // fitted on 1-96 (threshold 0.720), it tells them apart and misses two pairs written later (an
  // assistant's summary against a later decision, a launch's country); fitted on 1-97 (0.761), the same;
  // fitted on 1-98 (0.533), it finds the launch's country and flags the two subjects again; fitted on
  // 1-99 (0.522), the same; fitted on 1-100 (0.669), it tells them apart and misses the launch's
  // country again; fitted on 1-101 (0.470), it finds the launch's country and flags the two subjects again;
  // fitted on 1-104 (0.641), it tells them apart and misses the launch's country again.
  // The rules alone still pass every pair (below). The
  // boosted trees it replaced got two of these wrong here, but more wrong on every later batch of
  // written sets (eval/conflict-model/fit.ts).
  it.each([
    [
      "tune",
      CONFLICT_CASES,
      [
        "false: negation paraphrase (no conflict)",
        "missed: vendor choice",
        "missed: a carrier changed",
        "missed: a choice between two options",
        "false: versions qualify the subject (no conflict)",
        "false: a denial about another subject sharing the words (no conflict)",
        "false: a release train and a real train (no conflict), a denial of the same fact (conflict)",
      ],
    ],
    ["held-out", HELD_OUT_CONFLICT_CASES, ["missed: assistant summary vs later decision", "missed: country of launch"]],
  ] as const)("merge conflicts (%s): only the known pairs missed or flagged wrongly", (_, cases, known) => {
    const report = runConflictEval([...cases]);
    expect(report.misses.map((m) => `${m.kind}: ${m.name}`)).toEqual(known);
  });

  it("merge conflicts by the rules alone (no model): no pair missed or flagged wrongly", () => {
    for (const cases of [CONFLICT_CASES, HELD_OUT_CONFLICT_CASES]) {
      const report = runConflictEval([...cases], null);
      expect(report.misses).toEqual([]);
      expect(report.truePositives).toBe(report.planted);
    }
  });

  it.each([
    ["tune", FACT_DIFF_CASES],
    ["held-out", HELD_OUT_FACT_DIFF_CASES],
  ] as const)("fact diff (%s): no difference missed or reported wrongly, agreements kept", (_, cases) => {
    const report = runFactDiffEval([...cases]);
    expect(report.misses).toEqual([]);
    expect(report.truePositives).toBe(report.planted);
    expect(report.agreementsKept).toBe(report.agreements);
  });
});

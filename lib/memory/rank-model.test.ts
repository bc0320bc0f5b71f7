import { describe, expect, it } from "vitest";
import {
  ANSWER_FEATURES,
  answerability,
  answerVector,
  closeRunnerUp,
  RUNNER_UP_GAP,
  type AnswerFeatures,
  type AnswerWeights,
} from "./rank-model";

describe("closeRunnerUp", () => {
  const score = (h: { s: number }) => h.s;
  it("gives the runner-up when the order model cannot tell it from the first", () => {
    const list = [{ s: 4 }, { s: 4 - RUNNER_UP_GAP / 2 }, { s: 1 }];
    expect(closeRunnerUp(list, score)).toBe(list[1]);
  });
  it("gives nothing when the first is clearly ahead, or stands alone", () => {
    expect(closeRunnerUp([{ s: 4 }, { s: 4 - RUNNER_UP_GAP - 0.5 }], score)).toBeUndefined();
    expect(closeRunnerUp([{ s: 4 }], score)).toBeUndefined();
    expect(closeRunnerUp([], score)).toBeUndefined();
  });
});

describe("answerability", () => {
  const features = (over: Partial<AnswerFeatures>): AnswerFeatures => ({
    ...(Object.fromEntries(ANSWER_FEATURES.map((f) => [f, 0])) as AnswerFeatures),
    bias: 1,
    ...over,
  });
  const weights = (w: Partial<Record<(typeof ANSWER_FEATURES)[number], number>>): AnswerWeights => ({
    features: [...ANSWER_FEATURES],
    mean: ANSWER_FEATURES.map(() => 0),
    scale: ANSWER_FEATURES.map(() => 1),
    weights: ANSWER_FEATURES.map((f) => w[f] ?? 0),
  });

  it("scores a question by its fitted weights: a finding of the checks lowers it, the rarest word held raises it", () => {
    const m = weights({ bias: 0.5, "kind asked, stated nowhere": -2, "first passage holds the rarest word": 1 });
    expect(answerability(features({}), m)).toBeCloseTo(0.5);
    expect(answerability(features({ "kind asked, stated nowhere": 1 }), m)).toBeCloseTo(-1.5);
    expect(
      answerability(features({ "kind asked, stated nowhere": 1, "first passage holds the rarest word": 1 }), m),
    ).toBeCloseTo(-0.5);
  });

  it("reads features as a vector in the model's order", () => {
    const f = features({ "best coverage of the leading passages": 0.7 });
    const v = answerVector(f);
    expect(v[ANSWER_FEATURES.indexOf("best coverage of the leading passages")]).toBe(0.7);
    expect(answerability(v, weights({ "best coverage of the leading passages": 2 }))).toBeCloseTo(1.4);
  });

  it("gives no score without weights fitted for these features", () => {
    expect(answerability(features({}), undefined)).toBeUndefined();
    const stale = { ...weights({ bias: 1 }), features: ["bias", "another feature"] };
    expect(answerability(features({}), stale)).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { fitsFeatures, linearScore } from "./linear-model";

describe("a fitted linear model", () => {
  it("standardises each feature but the bias by its mean and spread, then weighs it", () => {
    const w = { features: ["bias", "x", "y"], mean: [0, 1, 10], scale: [1, 2, 5], weights: [-1, 2, 0.5] };
    // -1 + 2 * (3 - 1) / 2 + 0.5 * (20 - 10) / 5
    expect(linearScore([1, 3, 20], w)).toBeCloseTo(2);
    // A spread of 0 (a constant feature) divides by 1.
    expect(linearScore([1, 3, 20], { ...w, scale: [1, 2, 0] })).toBeCloseTo(-1 + 2 + 5);
  });

  it("knows weights fitted for other features", () => {
    expect(fitsFeatures({ features: ["bias", "x"] }, ["bias", "x"])).toBe(true);
    expect(fitsFeatures({ features: ["bias", "x"] }, ["bias", "y"])).toBe(false);
    expect(fitsFeatures({ features: ["bias"] }, ["bias", "x"])).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { linearScore } from "@/lib/text/linear-model";
import { fitLogistic } from "./logistic";

// One feature (column 1) that separates the classes, one (column 2) that is noise around it.
const rows = [
  ...[0.1, 0.2, 0.3, 0.4, 0.5, 0.6].map((v, i) => ({ x: [1, v, i % 2], y: 0 })),
  ...[1.4, 1.6].map((v, i) => ({ x: [1, v, i % 2], y: 1 })),
];
const FEATURES = ["bias", "signal", "noise"];

describe("the logistic fit the eval scripts share", () => {
  it("learns the separating feature, and its weights score every training row right through linearScore", () => {
    const w = fitLogistic(rows, FEATURES);
    expect(w.features).toEqual(FEATURES);
    expect(w.weights[1]).toBeGreaterThan(Math.abs(w.weights[2]));
    for (const r of rows) expect(linearScore(r.x, w) >= 0).toBe(r.y === 1);
  });

  it("balanced, each class weighs half: the rare positives pull the bias up against the plain fit", () => {
    const balanced = fitLogistic(rows, FEATURES);
    const plain = fitLogistic(rows, FEATURES, { balanced: false });
    expect(balanced.weights[0]).toBeGreaterThan(plain.weights[0]);
  });

  it("leaves an ignored feature's weight at 0, and no iterations leave every weight at 0", () => {
    expect(fitLogistic(rows, FEATURES, { ignore: new Set([1]) }).weights[1]).toBe(0);
    expect(fitLogistic(rows, FEATURES, { iterations: 0 }).weights).toEqual([0, 0, 0]);
  });
});

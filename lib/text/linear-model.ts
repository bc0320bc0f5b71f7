/**
 * A fitted linear model as data: feature names, each feature's mean and spread over the training
 * rows, and one weight per feature (the first, "bias", is 1 on every row). Fitted by the scripts in
 * eval/ (a standardised logistic regression, eval/logistic.ts) and stored as JSON beside the code
 * that reads it, so nothing in the score is tuned by hand.
 */
export type LinearWeights = {
  features: string[];
  mean: number[];
  scale: number[];
  weights: number[];
};

/**
 * The model's score of a feature vector (a log-odds, for a logistic regression): each feature
 * standardised by the training rows' mean and spread, times its weight.
 *
 * @example linearScore([1, 3], { features: ["bias", "x"], mean: [0, 1], scale: [1, 2], weights: [-1, 2] }) // 1
 */
export function linearScore(x: readonly number[], w: Pick<LinearWeights, "mean" | "scale" | "weights">): number {
  let s = 0;
  for (let i = 0; i < x.length; i++) s += w.weights[i] * (i === 0 ? 1 : (x[i] - w.mean[i]) / (w.scale[i] || 1));
  return s;
}

/** Whether `w` was fitted for these features, in this order (a refit is needed after the list changes). */
export function fitsFeatures(w: Pick<LinearWeights, "features">, features: readonly string[]): boolean {
  return w.features.length === features.length && w.features.every((f, i) => f === features[i]);
}

import weights from "./ranker-weights.json";

/**
 * The learned passage ranker: per candidate passage a vector of features (how much of the
 * question it covers, which constraints it holds, whether it states the kind of value asked, is
 * the entry the question names, a table row named by its key, ...), scored by a logistic
 * regression fitted on the real-document suite's labelled questions (eval/ranker/fit.ts: a
 * candidate is positive when its text holds every answer key), validated by leaving one batch of
 * products out at a time. Two weight vectors: `order` sorts one question's candidates (fitted over
 * each question's candidates together, so it learns what tells the answer from its neighbours) and is
 * askTree's order; `weights` scores whether a candidate holds an answer at all (with `none`, a
 * calibrated threshold; not yet used: held out it refuses too many answerable questions). The
 * weights are data (ranker-weights.json), refitted with `npm run eval:ranker -- --write`; nothing
 * here is tuned by hand (see eval/RESULTS.md).
 */
export const RANK_FEATURES = [
  "bias",
  "all constraints held",
  "share of constraints missing",
  "coverage with headings",
  "coverage of its own text",
  "table row named by its key",
  "states the kind asked",
  "kind asked, not stated",
  "entry of the asked name",
  "states a default when one is asked",
  "names written as asked",
  "fusion score (share of the best)",
  "counts the noun counted",
  "only the verb of the noun counted",
  "plain search's first passage",
  "a table row",
  "question words in its heading",
] as const;

export type RankFeatures = Record<(typeof RANK_FEATURES)[number], number>;

/** The fitted weights, in {@link RANK_FEATURES} order, with the features' means and spreads. */
export type RankWeights = {
  features: string[];
  mean: number[];
  scale: number[];
  /** Whether a candidate holds the answer at all (its best score below `none`: nothing answers). */
  weights: number[];
  /** The order of one question's candidates (fitted over each question's candidates together). */
  order?: number[];
  none?: number;
};

const model = weights as RankWeights;

/** The features as a vector in {@link RANK_FEATURES} order. */
export function featureVector(f: RankFeatures): number[] {
  return RANK_FEATURES.map((name) => f[name]);
}

/** The model's score of a candidate (a log-odds that it holds the answer). */
export function rankScore(f: RankFeatures | number[], w: RankWeights = model): number {
  const x = Array.isArray(f) ? f : featureVector(f);
  let s = 0;
  for (let i = 0; i < x.length; i++) s += w.weights[i] * (i === 0 ? 1 : (x[i] - w.mean[i]) / (w.scale[i] || 1));
  return s;
}

/** The candidate's place in its question's order: higher first. */
export function orderScore(f: RankFeatures | number[], w: RankWeights = model): number {
  return rankScore(f, { ...w, weights: w.order ?? w.weights });
}

/** Whether the weights were fitted for these features (a refit is needed after the list changes). */
export function weightsFit(w: RankWeights = model): boolean {
  return w.features.length === RANK_FEATURES.length && w.features.every((f, i) => f === RANK_FEATURES[i]);
}

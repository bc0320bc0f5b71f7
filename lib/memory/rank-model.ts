import weights from "./ranker-weights.json";
import { fitsFeatures, linearScore, type LinearWeights } from "@/lib/text/linear-model";

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
export type RankWeights = LinearWeights & {
  /** `weights`: whether a candidate holds the answer at all (its best score below `none`: nothing answers). */
  weights: number[];
  /** The order of one question's candidates (fitted over each question's candidates together). */
  order?: number[];
  none?: number;
};

/** The shipped weights (ranker-weights.json), as the ask reads passages with them. */
export const SHIPPED_RANKER = weights as RankWeights;
const model = SHIPPED_RANKER;

/** The features as a vector in {@link RANK_FEATURES} order. */
export function featureVector(f: RankFeatures): number[] {
  return RANK_FEATURES.map((name) => f[name]);
}

/** The model's score of a candidate (a log-odds that it holds the answer). */
export function rankScore(f: RankFeatures | number[], w: RankWeights = model): number {
  return linearScore(Array.isArray(f) ? f : featureVector(f), w);
}

/** The order's weights of `w`: its `order` vector where it has one. */
export function orderWeights(w: RankWeights = model): RankWeights {
  return { ...w, weights: w.order ?? w.weights };
}

/** The candidate's place in its question's order: higher first. */
export function orderScore(f: RankFeatures | number[], w: RankWeights = model): number {
  return rankScore(f, orderWeights(w));
}

/** Whether the weights were fitted for these features (a refit is needed after the list changes). */
export function weightsFit(w: RankWeights = model): boolean {
  return fitsFeatures(w, RANK_FEATURES);
}

/**
 * The order model's gap (in log-odds) within which the runner-up passage is as likely to hold the
 * answer as the first one: the answer then carries both (the first passage's span, then the
 * runner-up's). Read off the real-document suite's candidates as the ranker collects them (issue 36,
 * session 6; eval/RESULTS.md, "Answer decision"): within a gap of 1 the first is wrong and the
 * runner-up right for 24 of 170 questions, beyond it for 7 of 181 (end to end, with the session's other
 * changes, the whole suite gained 8 questions and lost 1).
 */
export const RUNNER_UP_GAP = 1;

/** The runner-up of an ordered list when the order model cannot tell it from the first (see {@link RUNNER_UP_GAP}). */
export function closeRunnerUp<T>(ordered: readonly T[], score: (h: T) => number): T | undefined {
  if (ordered.length < 2) return undefined;
  return score(ordered[0]) - score(ordered[1]) <= RUNNER_UP_GAP ? ordered[1] : undefined;
}

/**
 * Whether a question is answered at all (one calibrated answerability score in place of the "none"
 * checks, issue 36): per question, what its leading passages show. The checks' own findings are
 * features beside the first passage's answerability (`weights` above) and whether it holds the
 * question's rarest words, what that passage holds of the question's frame (its named terms, in its
 * title too; the field; a value of the kind asked), how much of the question no document holds, how
 * much its document holds, the order's score and margin to the runner-up: the fit decides how much
 * each weighs. Fitted and scored on the real-document suite by eval/ranker/fit.ts `--answerable`,
 * leaving one batch of products out, its threshold calibrated on the training batches; not wired
 * (held out it lost to the checks until session 59, when it beat them on four times the questions:
 * eval/RESULTS.md, "Answer decision"; to be measured through the ask before it replaces them).
 */
export const ANSWER_FEATURES = [
  "bias",
  "no leading passage covers a third",
  "best coverage of the leading passages",
  "field asked, never with its entity",
  "kind asked, stated nowhere",
  "noun counted nowhere",
  "a passage answers the whole question",
  "first passage's answerability",
  "first passage holds the rarest word",
  "share of the two rarest words the first passage holds",
  "share of the question's words no document holds",
  "share of its named terms no document holds",
  "share of its named terms the first passage holds",
  "first passage's title holds a named term",
  "field asked, held by the first passage",
  "field asked, not held by the first passage",
  "first passage states the kind asked",
  "first passage holds every constraint",
  "first passage's coverage",
  "first passage's order score",
  "order margin to the runner-up",
  "leading passages holding every constraint",
  "rarest word's idf",
  "share of the question's words (by idf) the first passage's document holds",
  "a former check finds nothing to answer",
] as const;

export type AnswerFeatures = Record<(typeof ANSWER_FEATURES)[number], number>;

/** The answerability model's weights: standardised features, a logistic regression of "the documents say it". */
export type AnswerWeights = LinearWeights & {
  /** The calibrated threshold: a score below it is "none" (the one that got most training questions right). */
  none?: number;
};

/** The features as a vector in {@link ANSWER_FEATURES} order. */
export function answerVector(f: AnswerFeatures): number[] {
  return ANSWER_FEATURES.map((name) => f[name]);
}

/**
 * The log-odds that the documents answer the question under weights `w` fitted by eval/ranker/fit.ts
 * `--answerable` (below `w.none`: "none"), or undefined when `w` was fitted for other features.
 */
export function answerability(f: AnswerFeatures | number[], w: AnswerWeights | undefined): number | undefined {
  if (!w || !fitsFeatures(w, ANSWER_FEATURES)) return undefined;
  return linearScore(Array.isArray(f) ? f : answerVector(f), w);
}

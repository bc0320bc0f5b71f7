import type { LinearWeights } from "@/lib/text/linear-model";

/** One training row: its features (column 0 the bias, 1) and its label. */
export type LabelledRow = { x: number[]; y: number };

/** Each feature's mean and spread over `rows` (the bias, column 0, left as is), and the rows standardised by them. */
function standardise(rows: LabelledRow[], d: number): { mean: number[]; scale: number[]; z: number[][] } {
  const mean = Array(d).fill(0);
  const scale = Array(d).fill(1);
  for (let j = 1; j < d; j++) {
    const xs = rows.map((r) => r.x[j]);
    mean[j] = xs.reduce((a, v) => a + v, 0) / Math.max(1, xs.length);
    const sd = Math.sqrt(xs.reduce((a, v) => a + (v - mean[j]) ** 2, 0) / Math.max(1, xs.length));
    scale[j] = sd > 1e-9 ? sd : 1;
  }
  return { mean, scale, z: rows.map((r) => r.x.map((v, j) => (j === 0 ? 1 : (v - mean[j]) / scale[j]))) };
}

export type LogisticOptions = {
  /** Each class weighs half of the loss (for rare positives); else every row weighs the same. */
  balanced?: boolean;
  iterations?: number;
  /** L2 penalty on every weight but the bias. */
  lambda?: number;
  /** Features whose weight stays 0 (for ablations). */
  ignore?: ReadonlySet<number>;
};

/**
 * A logistic regression on standardised features by full-batch gradient descent (step 0.5, L2 on
 * all but the bias), as the lib/ models read it (lib/text/linear-model.ts `linearScore`).
 */
export function fitLogistic(
  rows: LabelledRow[],
  features: readonly string[],
  { balanced = true, iterations = 400, lambda = 0.01, ignore = new Set() }: LogisticOptions = {},
): LinearWeights {
  const d = features.length;
  const { mean, scale, z } = standardise(rows, d);
  const w = Array(d).fill(0);
  const pos = rows.filter((r) => r.y === 1).length;
  const cw = balanced
    ? [rows.length / (2 * Math.max(1, rows.length - pos)), rows.length / (2 * Math.max(1, pos))]
    : [1, 1];
  for (let it = 0; it < iterations; it++) {
    const g = Array(d).fill(0);
    z.forEach((x, i) => {
      const p = 1 / (1 + Math.exp(-x.reduce((a, v, j) => a + v * w[j], 0)));
      const e = (p - rows[i].y) * cw[rows[i].y];
      for (let j = 0; j < d; j++) g[j] += e * x[j];
    });
    for (let j = 0; j < d; j++)
      if (!ignore.has(j)) w[j] -= 0.5 * (g[j] / Math.max(1, rows.length) + (j === 0 ? 0 : lambda * w[j]));
  }
  return { features: [...features], mean, scale, weights: w };
}

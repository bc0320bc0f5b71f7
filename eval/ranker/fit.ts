import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { buildTree, chunkDocuments, createOfflineEngine } from "@/lib/memory";
import { askTree } from "@/lib/memory/ask-tree";
import {
  ANSWER_FEATURES,
  answerability,
  answerVector,
  featureVector,
  orderWeights,
  RANK_FEATURES,
  rankScore,
  SHIPPED_RANKER,
  type AnswerWeights,
  type RankWeights,
} from "@/lib/memory/rank-model";
import { readDocument } from "@/lib/knowledge/read-documents";
import { CACHE_DIR, fetchRealDocuments } from "@/eval/real/fetch";
import { HELD_OUT_BATCHES, REAL_QUESTIONS, REAL_SOURCES } from "@/eval/real/questions";
import { containsKey } from "@/eval/real/suite";
import { generateEvalCorpus } from "@/eval/corpus";
import { fitLogistic } from "@/eval/logistic";
import { containsValue } from "@/bench/kt";

/**
 * `npm run eval:ranker`: fits the passage ranker (lib/memory/rank-model.ts) on the real-document
 * suite. Every question is asked of an in-memory tree of the Debian manuals; each candidate passage
 * the ask considers is a row (its features), positive when its text and headings hold every answer
 * key. A logistic regression (features standardised, L2) is fitted on all rows but one batch of
 * products (the fold), then scored on that batch: the share of its answerable questions whose
 * top-ranked candidate holds the answer, beside the order the fused ranking gives. The "none"
 * threshold is calibrated the same way (the best candidate's score below it: nothing answers).
 * `--write` stores the weights fitted on every batch in lib/memory/ranker-weights.json.
 * `--answerable` also scores one answerability model (rank-model.ts ANSWER_FEATURES) against the
 * ask's "none" checks, held out per batch (printed, never written; `--answerable-only`: that alone, below).
 * `--with-held` (`--hold r52,r53` keeps some out) lets the held-out batches join the fit and the
 * folds, and prints beside each fold's order the one fitted on the developer's batches alone: does
 * more data help (session 50: no; eval/RESULTS.md, "Learned passage ranker").
 */
const { values } = parseArgs({
  options: {
    write: { type: "boolean", default: false },
    fresh: { type: "boolean", default: false },
    "real-only": { type: "boolean", default: false },
    rows: { type: "string" },
    ablate: { type: "boolean", default: false },
    "ablate-only": { type: "string" },
    "refuse-at-most": { type: "string" },
    refusals: { type: "string" },
    answerable: { type: "boolean", default: false },
    "answer-point": { type: "string", default: "most" },
    "answer-mode": { type: "string", default: "one" },
    "answer-model": { type: "string", default: "logistic" },
    "answer-iterations": { type: "string", default: "800" },
    // The held-out batches join the fit (all but `--hold`'s), as the conflict sets do once scored at first sight.
    "with-held": { type: "boolean", default: false },
    "answerable-only": { type: "boolean", default: false },
    hold: { type: "string", default: "" },
  },
});
/**
 * `--answerable-only`: the answerability model alone, its features read with the shipped ranker's weights
 * (lib/memory/ranker-weights.json, as the ask reads them) in place of each fold's refit.
 */
const ANSWERABLE_ONLY = values["answerable-only"];
/** Batches the fit reads: the developer's, and with `--with-held` the held-out ones but those `--hold` keeps out. */
const HOLD = new Set(values.hold.split(",").filter(Boolean));
const fitted = (batch: string) => !HELD_OUT_BATCHES.has(batch) || (values["with-held"] && !HOLD.has(batch));

type Row = { x: number[]; y: number; full: boolean };
/** `a`: the question's answerability features (rank-model.ts), absent when the ask stopped before ranking. */
type Question = { fold: string; absent: boolean; rows: Row[]; a?: number[]; info?: Info };
/** What the ask would quote first, for reading a miss (eval/ranker/absent.ts): its citation and text. */
type Info = { at: number; first?: string };

// The candidates' features are collected once (the slow part: every question asked) and cached
// beside the documents; `--fresh` collects them again (after the features or the retrieval change).
const cache = values.rows ?? join(CACHE_DIR, "..", "ranker-rows.json");
const signature = `${RANK_FEATURES.join("|")}#${REAL_QUESTIONS.length}#${ANSWER_FEATURES.join("|")}${values["with-held"] ? `#held-${[...HOLD].join(",")}` : ""}`;
const cached =
  !values.fresh && existsSync(cache)
    ? (JSON.parse(readFileSync(cache, "utf8")) as { signature: string; questions: Question[] })
    : null;
const real: Question[] = (cached && project(cached)) ?? (await collect());

/**
 * Cached rows collected with a longer feature list, cut to today's (a feature dropped changes no
 * candidate, only the columns read); null when a feature is new or the questions changed.
 */
function project(c: { signature: string; questions: Question[] }): Question[] | null {
  if (c.signature === signature) return c.questions;
  const [names, count, answer, held] = c.signature.split("#");
  if (answer !== ANSWER_FEATURES.join("|") || held !== signature.split("#")[3]) return null;
  const had = names.split("|");
  const at = RANK_FEATURES.map((f) => had.indexOf(f));
  if (count !== String(REAL_QUESTIONS.length) || at.some((i) => i < 0)) return null;
  return c.questions.map((q) => ({ ...q, rows: q.rows.map((r) => ({ ...r, x: at.map((i) => r.x[i]) })) }));
}
/** The generated suite's tune split (seed 1201, the split the rules were written against): training rows only, never scored. */
const TUNE = "kt-tune";
const questions: Question[] = [
  ...real.filter((q) => fitted(q.fold)),
  ...(values["real-only"] ? [] : await collectTune()),
];

/**
 * The candidates `askTree` considers for `question` as rows: their features, positive when the
 * passage's headings and text (`holds`) hold the answer.
 */
async function candidateRows(
  tree: Awaited<ReturnType<typeof buildTree>>,
  question: string,
  holds: (text: string) => boolean,
): Promise<{ rows: Row[]; a?: number[]; first?: string }> {
  let rows: Row[] = [];
  let a: number[] | undefined;
  let first: string | undefined;
  await askTree(tree, question, createOfflineEngine(), {
    whole: true,
    onCandidates: (_, candidates, answer, shown) => {
      if (shown[0]) first = `${shown[0].sourceRef} › ${shown[0].headings.join(" › ")}\n${shown[0].text.slice(0, 400)}`;
      rows = candidates.map((c) => ({
        x: featureVector(c.features),
        y: Number(holds(`${c.passage.headings.join(" ")}\n${c.passage.text}`)),
        full: c.full,
      }));
      a = answerVector(answer);
      return true;
    },
  });
  return { rows, a, first };
}

/** The generated tune split's candidates (fast: 120 documents), positive when they hold every expected value and no stale one. */
async function collectTune(): Promise<Question[]> {
  const corpus = generateEvalCorpus(1201);
  const tree = await buildTree(
    chunkDocuments(corpus.docs.map((d) => ({ text: d.text, sourceRef: d.id }))),
    createOfflineEngine(),
  );
  const out: Question[] = [];
  for (const q of corpus.questions) {
    const { rows, a } = await candidateRows(
      tree,
      q.question,
      (text) =>
        q.expected.length > 0 &&
        q.expected.every((v) => containsValue(text, v)) &&
        !(q.stale ?? []).some((v) => containsValue(text, v)),
    );
    out.push({ fold: TUNE, absent: q.expected.length === 0, rows, a });
  }
  return out;
}

async function collect(): Promise<Question[]> {
  const fetched = fetchRealDocuments(REAL_SOURCES);
  if ("skip" in fetched) {
    console.log(`skipped: ${fetched.skip}`);
    process.exit(0);
  }
  const engine = createOfflineEngine();
  const chunks = [];
  for (const file of fetched.files) {
    const doc = await readDocument({ name: file.name, content: file.content });
    chunks.push(...chunkDocuments([{ text: doc.text, sourceRef: doc.name }]));
  }
  const tree = await buildTree(chunks, engine);
  const questions: Question[] = [];
  for (const [at, q] of REAL_QUESTIONS.entries()) {
    if (!fitted(q.batch ?? "r4")) {
      questions.push({ fold: q.batch ?? "", absent: q.keys.length === 0, rows: [] });
      continue;
    }
    const { rows, a, first } = await candidateRows(
      tree,
      q.question,
      (text) => q.keys.length > 0 && q.keys.every((k) => containsKey(text, k)),
    );
    questions.push({ fold: q.batch ?? "r4", absent: q.keys.length === 0, rows, a, info: { at, first } });
  }

  writeFileSync(cache, JSON.stringify({ signature, questions }));
  return questions;
}

/** The ranker's weights: a class-balanced logistic regression over every candidate of `rows`. */
function fit(rows: Row[], ignore: ReadonlySet<number> = new Set()): RankWeights {
  return fitLogistic(rows, RANK_FEATURES, { ignore });
}

/** As the ask ranks them: among the candidates meeting every hard constraint when there are some. */
const pool = (q: Question) => (q.rows.some((r) => r.full) ? q.rows.filter((r) => r.full) : q.rows);

/**
 * The order's weights: a conditional logit over each question's pool (the candidates the ask sorts),
 * fitted to put the passages holding the answer first; standardised with `base`'s means and spreads.
 * Only questions with a passage that holds the answer and one that does not teach the order. The
 * order leaves out plain search's first passage: it repeats one ranking of the fusion, and fitted on
 * a suite without dense or database rankings it outvoted them (a dense ranking's nearest passage
 * came second on a tie); held out it is worth 2 of 535 questions.
 */
const ORDER_IGNORES = new Set<number>([RANK_FEATURES.indexOf("plain search's first passage")]);
function fitOrder(qs: Question[], base: RankWeights, ignore: ReadonlySet<number> = ORDER_IGNORES): number[] {
  const d = RANK_FEATURES.length;
  const lists = qs
    .map((q) => pool(q))
    .filter((rows) => rows.some((r) => r.y === 1) && rows.some((r) => r.y === 0))
    .map((rows) => ({
      z: rows.map((r) => r.x.map((v, j) => (j === 0 ? 0 : (v - base.mean[j]) / base.scale[j]))),
      y: rows.map((r) => r.y),
    }));
  const w = Array(d).fill(0);
  const lambda = 0.01;
  for (let it = 0; it < 400; it++) {
    const g = Array(d).fill(0);
    for (const { z, y } of lists) {
      const s = z.map((x) => x.reduce((a, v, j) => a + v * w[j], 0));
      const m = Math.max(...s);
      const e = s.map((v) => Math.exp(v - m));
      const all = e.reduce((a, v) => a + v, 0);
      const pos = e.reduce((a, v, i) => a + (y[i] ? v : 0), 0);
      // The gradient of -log(share of the answer-holding passages): each candidate's share of all, less its share of those.
      z.forEach((x, i) => {
        const c = e[i] / all - (y[i] ? e[i] / pos : 0);
        for (let j = 1; j < d; j++) if (!ignore.has(j)) g[j] += c * x[j];
      });
    }
    for (let j = 1; j < d; j++) w[j] -= 0.5 * (g[j] / Math.max(1, lists.length) + lambda * w[j]);
  }
  return w;
}

const score = (w: RankWeights, x: number[]) => rankScore(x, w);
const best = (w: RankWeights, rows: Row[]) =>
  rows.reduce<{ s: number; y: number } | null>((b, r) => {
    const s = score(w, r.x);
    return !b || s > b.s ? { s, y: r.y } : b;
  }, null);

const at = (name: (typeof RANK_FEATURES)[number]) => RANK_FEATURES.indexOf(name);
/**
 * The hand-ordered comparator the model replaced, read from the same features (for comparison
 * only): a keyed row, then the asked name's entry, a default stated when asked, coverage in tenths,
 * names written as asked, coverage of its own text, the fused score.
 */
function handOrder(a: Row, b: Row): number {
  const keys: [number, (v: number) => number][] = [
    [at("table row named by its key"), (v) => v],
    [at("entry of the asked name"), (v) => v],
    [at("states a default when one is asked"), (v) => v],
    [at("coverage with headings"), (v) => Math.round(v * 10)],
    [at("names written as asked"), (v) => v],
    [at("coverage of its own text"), (v) => v],
    [at("fusion score (share of the best)"), (v) => v],
  ];
  for (const [i, f] of keys) {
    const d = f(b.x[i]) - f(a.x[i]);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * The threshold on the best candidate's score that gets most questions right (answered right, or
 * "none" when absent); with `maxRefused`, only among thresholds refusing at most that share of the
 * answerable questions (a stricter operating point).
 */
function calibrate(w: RankWeights, qs: Question[], maxRefused = 1): number {
  const pts = qs.map((q) => ({ b: best(w, q.rows), absent: q.absent }));
  const cuts = [...new Set(pts.map((p) => p.b?.s ?? -Infinity))].sort((a, b) => a - b);
  const answerable = pts.filter((p) => !p.absent);
  let bestCut = -Infinity;
  let bestOk = -1;
  for (const t of [-Infinity, ...cuts]) {
    const refused = answerable.filter((p) => !p.b || p.b.s < t).length;
    if (refused > maxRefused * answerable.length) break;
    const ok = pts.filter((p) => (p.absent ? !p.b || p.b.s < t : !!p.b && p.b.s >= t && p.b.y === 1)).length;
    if (ok > bestOk) [bestOk, bestCut] = [ok, t];
  }
  return bestCut;
}

const folds = [...new Set(questions.map((q) => q.fold))].filter((f) => f !== TUNE);
const rowsOf = (qs: Question[]) => qs.flatMap((q) => q.rows);
const maxRefused = values["refuse-at-most"] === undefined ? 1 : Number(values["refuse-at-most"]);
type Fold = Record<
  "n" | "fused" | "ordered" | "learned" | "dev" | "absent" | "none" | "right" | "all" | "refused",
  number
>;

/** The real questions the threshold refused while their batch was held out (all features). */
const refusedHeldOut = new Set<Question>();
/** Every fold held out in turn, with the features in `ignore` left out of both fits. */
function heldOut(ignore: ReadonlySet<number> = new Set()): Map<string, Fold> {
  const out = new Map<string, Fold>();
  for (const fold of folds) {
    const train = questions.filter((q) => q.fold !== fold);
    const test = questions.filter((q) => q.fold === fold);
    const w = fit(rowsOf(train), ignore);
    const t = calibrate(w, train, maxRefused);
    const order: RankWeights = { ...w, weights: fitOrder(train, w, new Set([...ORDER_IGNORES, ...ignore])) };
    const answerable = test.filter((q) => !q.absent);
    const absent = test.filter((q) => q.absent);
    // The order fitted on the developer's batches alone (the held-out ones left out, as the shipped weights are).
    const devTrain = train.filter((q) => !HELD_OUT_BATCHES.has(q.fold));
    const devW = values["with-held"] ? fit(rowsOf(devTrain), ignore) : w;
    const devOrder: RankWeights = values["with-held"]
      ? { ...devW, weights: fitOrder(devTrain, devW, new Set([...ORDER_IGNORES, ...ignore])) }
      : order;
    const none = absent.filter((q) => (best(w, q.rows)?.s ?? -Infinity) < t).length;
    if (ignore.size === 0) for (const q of test) if ((best(w, q.rows)?.s ?? -Infinity) < t) refusedHeldOut.add(q);
    out.set(fold, {
      n: answerable.length,
      fused: answerable.filter((q) => pool(q)[0]?.y === 1).length,
      ordered: answerable.filter((q) => [...pool(q)].sort(handOrder)[0]?.y === 1).length,
      learned: answerable.filter((q) => best(order, pool(q))?.y === 1).length,
      dev: answerable.filter((q) => best(devOrder, pool(q))?.y === 1).length,
      absent: absent.length,
      none,
      refused: answerable.filter((q) => (best(w, q.rows)?.s ?? -Infinity) < t).length,
      right:
        none +
        answerable.filter((q) => {
          const b = best(w, q.rows);
          return !!b && b.s >= t && b.y === 1;
        }).length,
      all: test.length,
    });
  }
  return out;
}
const sum = (m: Map<string, Fold>, k: keyof Fold) => [...m.values()].reduce((a, f) => a + f[k], 0);
const pct = (a: number, b: number) => `${((100 * a) / Math.max(1, b)).toFixed(0)}%`;

// `--answerable-only` skips the ranker's own figures (the slow part: its fits per fold).
if (!ANSWERABLE_ONLY) {
  console.log("Learned passage ranker, leave one batch of products out (answerable: top candidate holds every key)");
  console.log(
    "fold    answerable   fused order   hand-ordered   learned   (developer's batches only)   | absent   none (learned threshold)   answered right with it   answerable refused",
  );
  const base = heldOut();
  for (const [fold, f] of base)
    console.log(
      `${fold.padEnd(6)}  ${String(f.n).padStart(10)}   ${`${f.fused}`.padStart(11)}   ${`${f.ordered}`.padStart(12)}   ${`${f.learned}`.padStart(7)}   ${`${f.dev}`.padStart(26)}   | ${String(f.absent).padStart(6)}   ${String(f.none).padStart(24)}   ${f.right}/${f.all}   ${f.refused}`,
    );
  const n = sum(base, "n");
  console.log(
    `all     ${String(n).padStart(10)}   ${pct(sum(base, "fused"), n).padStart(11)}   ${pct(sum(base, "ordered"), n).padStart(12)}   ${pct(sum(base, "learned"), n).padStart(7)}   ${pct(sum(base, "dev"), n).padStart(26)}   | ${String(sum(base, "absent")).padStart(6)}   ${pct(sum(base, "none"), sum(base, "absent")).padStart(24)}   ${pct(sum(base, "right"), sum(base, "all"))}   ${sum(base, "refused")}`,
  );

  // `--refusals FILE`: the real questions the threshold refused held out, to read beside the suite's misses (`npm run eval -- --suite real --json`).
  if (values.refusals)
    writeFileSync(
      values.refusals,
      JSON.stringify(
        questions
          .filter((q) => refusedHeldOut.has(q) && q.info)
          .map((q) => REAL_QUESTIONS[q.info!.at])
          .map((q) => ({
            question: q.question,
            absent: q.keys.length === 0,
          })),
        null,
        1,
      ),
    );

  // `--ablate`: each feature left out in turn; what the held-out order loses (batches won / lost against all features).
  // `--ablate-only "a,b"`: only those features left out, each in turn, then all of them together.
  const ablated = values["ablate-only"]?.split(",").map((s) => s.trim());
  if (values.ablate || ablated) {
    console.log("feature left out                        learned held out   batches better / worse");
    const together = (ablated ?? []).map((name) => RANK_FEATURES.indexOf(name as (typeof RANK_FEATURES)[number]));
    if (together.some((j) => j < 0)) throw new Error(`--ablate-only: not a feature in ${values["ablate-only"]}`);
    if (together.length > 1) {
      const without = heldOut(new Set(together));
      console.log(`  (all of them)                          ${sum(without, "learned")}/${n}`);
    }
    RANK_FEATURES.forEach((name, j) => {
      if (j === 0 || (ablated && !ablated.includes(name))) return;
      const without = heldOut(new Set([j]));
      const diff = folds.map((f) => without.get(f)!.learned - base.get(f)!.learned);
      console.log(
        `  ${name.padEnd(38)} ${String(sum(without, "learned")).padStart(4)}/${n} (${sum(without, "learned") - sum(base, "learned") >= 0 ? "+" : ""}${sum(without, "learned") - sum(base, "learned")})   ${diff.filter((d) => d > 0).length} / ${diff.filter((d) => d < 0).length}`,
      );
    });
  }
}

/**
 * The answerability model (`--answerable`): one logistic regression over each question's
 * answerability features (rank-model.ts ANSWER_FEATURES: the former "none" checks' findings, what
 * the quoted passage holds of the frame, how much of the question no document holds, the order's
 * score and margin), fitted to tell absent questions (refuse) from answerable ones whose answer the
 * ask can quote (a passage holding every key among the first four of its pool in the learned order:
 * the first, a runner-up and the passages filling the room; answerable ones it cannot answer teach
 * nothing), with its threshold the one that gets most training questions right. Held out per batch,
 * beside the checks' own decision (any finding refuses); a question the ask stops before ranking (a
 * name no document holds) is refused by both. Printed, never written: held out it lost to the checks
 * until session 59, when, on four times the questions and read with the shipped ranker
 * (`--answerable-only`), it beat them (eval/RESULTS.md, "Answer decision"); not yet wired. `--answer-point strict` calibrates the
 * threshold to refuse no more of the training batches' answerable questions than the checks do;
 * `--answer-mode seventh` lets the model judge only what the checks let through.
 */
const A = (name: (typeof ANSWER_FEATURES)[number]) => ANSWER_FEATURES.indexOf(name);
/** The checks whose findings the ask reads as "none" (any refuses), and the one it dropped (`--answerable` prints each one's figure). */
const CHECKS = ["field asked, never with its entity", "kind asked, stated nowhere", "noun counted nowhere"] as const;
const DROPPED_CHECKS = ["no leading passage covers a third"] as const;
const refusedBy = (q: Question, checks: readonly (typeof ANSWER_FEATURES)[number][]) =>
  !q.a || checks.some((c) => q.a![A(c)] === 1);
const checksRefuse = (q: Question) => refusedBy(q, CHECKS);
/** How many passages of the learned order the answer quotes at most (the first, a runner-up, those filling its room). */
const QUOTED = 4;
/**
 * The question's features with the first passage's answerability, order score and margin as the
 * fold's models score them (no leak of the held-out fold into the weights), and whether the answer
 * can quote a passage holding every key.
 */
function answerRow(q: Question, w: RankWeights, order: RankWeights): { x: number[]; right: boolean } | null {
  if (!q.a) return null;
  const ordered = [...pool(q)].sort((a, b) => score(order, b.x) - score(order, a.x));
  const x = [...q.a];
  if (ordered[0]) {
    const first = score(order, ordered[0].x);
    x[A("first passage's answerability")] = score(w, ordered[0].x);
    x[A("first passage's order score")] = first;
    x[A("order margin to the runner-up")] = Math.min(5, first - (ordered[1] ? score(order, ordered[1].x) : first - 5));
  }
  return { x, right: ordered.slice(0, QUOTED).some((r) => r.y === 1) };
}
/** The answerability weights fitted on `qs` (features in `ignore` left out), with the threshold that gets most of them right. */
function fitAnswer(
  qs: Question[],
  w: RankWeights,
  order: RankWeights,
  ignore: ReadonlySet<number> = new Set(),
): AnswerModel {
  const rows: Row[] = [];
  const maxLost =
    values["answer-point"] === "strict"
      ? qs.filter((q) => !q.absent && answerRow(q, w, order)?.right && checksRefuse(q)).length
      : Infinity;
  for (const q of qs) {
    const r = answerRow(q, w, order);
    if (!r || (seventh && checksRefuse(q))) continue;
    if (q.absent) rows.push({ x: r.x, y: 0, full: false });
    else if (r.right) rows.push({ x: r.x, y: 1, full: false });
  }
  const stumps = values["answer-model"] === "stumps" ? fitStumps(rows, ignore) : undefined;
  // Unweighted: an absent question refused and an answerable one answered count the same.
  const fitted = fitLogistic(rows, ANSWER_FEATURES, { balanced: false, iterations: stumps ? 0 : ITERATIONS, ignore });
  const m: AnswerModel = { ...fitted, none: -Infinity, stumps };
  // The threshold: the score below which refusing gets most training questions right, refusing
  // no more of the answerable ones than the checks did (`--answer-point strict`: answerable must not fall).
  const pts = rows.map((r) => ({ s: scoreAnswer(r.x, m), y: r.y })).sort((a, b) => a.s - b.s);
  let ok = pts.filter((p) => p.y === 1).length;
  let bestOk = ok;
  let lost = 0;
  for (let i = 0; i < pts.length; i++) {
    ok += pts[i].y === 0 ? 1 : -1;
    lost += pts[i].y;
    if (lost > maxLost) break;
    const cut = i + 1 < pts.length ? (pts[i].s + pts[i + 1].s) / 2 : pts[i].s + 1;
    if (ok > bestOk) [bestOk, m.none] = [ok, cut];
  }
  return m;
}
/** `--answer-mode seventh`: the model only judges what the checks let through (they still refuse). */
const seventh = values["answer-mode"] === "seventh";
const ITERATIONS = Number(values["answer-iterations"]);
const refusesByModel = (r: { x: number[] } | null, m: AnswerModel, q?: Question) =>
  !r || (seventh && !!q && checksRefuse(q)) || scoreAnswer(r.x, m) < (m.none ?? 0);
/**
 * `--answer-model stumps`: gradient-boosted decision stumps (logistic loss, 120 rounds, step 0.1,
 * each stump one feature cut at one of its values' sixteen quantiles) in place of the logistic
 * regression: a non-linear model (an "any check fires" of several findings, a cut on a score).
 */
type Stump = { j: number; cut: number; left: number; right: number };
type AnswerModel = AnswerWeights & { stumps?: { base: number; list: Stump[] } };
function scoreAnswer(x: number[], m: AnswerModel): number {
  if (!m.stumps) return answerability(x, m) ?? 0;
  return m.stumps.list.reduce((a, t) => a + (x[t.j] <= t.cut ? t.left : t.right), m.stumps.base);
}
function fitStumps(rows: Row[], ignore: ReadonlySet<number>): { base: number; list: Stump[] } {
  const d = ANSWER_FEATURES.length;
  const pos = rows.filter((r) => r.y === 1).length;
  const base = Math.log(Math.max(1, pos) / Math.max(1, rows.length - pos));
  const f = rows.map(() => base);
  const list: Stump[] = [];
  const cuts = Array.from({ length: d }, (_, j) => {
    const vs = [...new Set(rows.map((r) => r.x[j]))].sort((a, b) => a - b);
    return [...new Set(Array.from({ length: 16 }, (_, k) => vs[Math.floor((k * vs.length) / 16)]))];
  });
  for (let round = 0; round < 120; round++) {
    const p = f.map((v) => 1 / (1 + Math.exp(-v)));
    const g = rows.map((r, i) => r.y - p[i]);
    const h = p.map((v) => Math.max(1e-6, v * (1 - v)));
    let bestStump: Stump | null = null;
    let bestGain = 0;
    for (let j = 1; j < d; j++) {
      if (ignore.has(j)) continue;
      for (const cut of cuts[j]) {
        let gl = 0,
          hl = 0,
          gr = 0,
          hr = 0;
        rows.forEach((r, i) => {
          if (r.x[j] <= cut) [gl, hl] = [gl + g[i], hl + h[i]];
          else [gr, hr] = [gr + g[i], hr + h[i]];
        });
        const gain = (gl * gl) / (hl + 1) + (gr * gr) / (hr + 1);
        if (gain > bestGain) [bestGain, bestStump] = [gain, { j, cut, left: gl / (hl + 1), right: gr / (hr + 1) }];
      }
    }
    if (!bestStump) break;
    const t = { ...bestStump, left: 0.1 * bestStump.left, right: 0.1 * bestStump.right };
    list.push(t);
    rows.forEach((r, i) => (f[i] += r.x[t.j] <= t.cut ? t.left : t.right));
  }
  return { base, list };
}
type AnswerFold = Record<"n" | "checks" | "model" | "absent" | "absentC" | "absentM" | "lostC" | "lostM", number>;
/** Every fold held out in turn: the checks' decision and the model's (features in `ignore` left out). */
function answerHeldOut(ignore: ReadonlySet<number> = new Set()): Map<string, AnswerFold> {
  const out = new Map<string, AnswerFold>();
  for (const fold of folds) {
    const train = questions.filter((q) => q.fold !== fold);
    const test = questions.filter((q) => q.fold === fold);
    const { w, order } = rankerOf(train);
    const m = fitAnswer(train, w, order, ignore);
    const f: AnswerFold = { n: 0, checks: 0, model: 0, absent: 0, absentC: 0, absentM: 0, lostC: 0, lostM: 0 };
    for (const q of test) {
      const r = answerRow(q, w, order);
      const byChecks = checksRefuse(q);
      const byModel = refusesByModel(r, m, q);
      if (q.absent) {
        f.n++;
        f.absent++;
        f.absentC += Number(byChecks);
        f.absentM += Number(byModel);
        f.checks += Number(byChecks);
        f.model += Number(byModel);
      } else if (r?.right) {
        f.n++;
        f.lostC += Number(byChecks);
        f.lostM += Number(byModel);
        f.checks += Number(!byChecks);
        f.model += Number(!byModel);
      }
    }
    out.set(fold, f);
  }
  return out;
}
/** The ranker the answerability features are read with: the shipped one (`--answerable-only`), else one fitted on `qs`. */
function rankerOf(qs: Question[]): { w: RankWeights; order: RankWeights } {
  if (ANSWERABLE_ONLY) return { w: SHIPPED_RANKER, order: orderWeights(SHIPPED_RANKER) };
  const w = fit(rowsOf(qs));
  return { w, order: { ...w, weights: fitOrder(qs, w) } };
}
if (values.answerable || ANSWERABLE_ONLY) {
  console.log(
    "Answerability held out: absent questions and answerable ones the answer can quote (a passage holding every key among its first four), right with the checks / with the model",
  );
  console.log(
    "fold    questions   checks   model   | absent refused (checks / model)   answerable refused (checks / model)",
  );
  const held = answerHeldOut();
  const tot: AnswerFold = { n: 0, checks: 0, model: 0, absent: 0, absentC: 0, absentM: 0, lostC: 0, lostM: 0 };
  for (const [fold, f] of held) {
    for (const k of Object.keys(tot) as (keyof AnswerFold)[]) tot[k] += f[k];
    console.log(
      `${fold.padEnd(6)}  ${String(f.n).padStart(9)}   ${String(f.checks).padStart(6)}   ${String(f.model).padStart(5)}   | ${f.absentC}/${f.absent} / ${f.absentM}/${f.absent}   ${f.lostC} / ${f.lostM}`,
    );
  }
  const real = [...held].filter(([fold]) => fold !== TUNE);
  const realSum = (k: keyof AnswerFold) => real.reduce((a, [, f]) => a + f[k], 0);
  console.log(
    `all     ${String(tot.n).padStart(9)}   ${String(tot.checks).padStart(6)}   ${String(tot.model).padStart(5)}   | ${tot.absentC}/${tot.absent} / ${tot.absentM}/${tot.absent}   ${tot.lostC} / ${tot.lostM}`,
  );
  console.log(
    `real    ${String(realSum("n")).padStart(9)}   ${String(realSum("checks")).padStart(6)}   ${String(realSum("model")).padStart(5)}   | ${realSum("absentC")}/${realSum("absent")} / ${realSum("absentM")}/${realSum("absent")}   ${realSum("lostC")} / ${realSum("lostM")}`,
  );
  // Each check's own figure (a check is not fitted: on every batch it is the same as held out).
  console.log("checks                                                 absent refused   answerable refused");
  const scored = questions.filter((q) => q.fold !== TUNE);
  const answerable = scored.filter((q) => !q.absent && q.rows.some((r) => r.y === 1));
  const absent = scored.filter((q) => q.absent);
  for (const [label, checks] of [
    ["the ask's", CHECKS],
    ...CHECKS.map((c) => [`without ${c}`, CHECKS.filter((d) => d !== c)]),
    ...DROPPED_CHECKS.map((c) => [`with ${c}`, [...CHECKS, c]]),
  ] as [string, (typeof ANSWER_FEATURES)[number][]][])
    console.log(
      `  ${label.padEnd(52)} ${absent.filter((q) => refusedBy(q, checks)).length}/${absent.length}   ${answerable.filter((q) => refusedBy(q, checks)).length}/${answerable.length}`,
    );
  if (values.ablate) {
    console.log(
      "answerability feature left out                        held out right (model)   absent refused   answerable refused",
    );
    ANSWER_FEATURES.forEach((name, j) => {
      if (j === 0) return;
      const without = answerHeldOut(new Set([j]));
      const s = (k: keyof AnswerFold) => [...without.values()].reduce((a, f) => a + f[k], 0);
      console.log(
        `  ${name.padEnd(54)} ${s("model")} (${s("model") - tot.model >= 0 ? "+" : ""}${s("model") - tot.model})   ${s("absentM")}   ${s("lostM")}`,
      );
    });
  }
  const { w, order } = rankerOf(questions);
  const answerWeights = fitAnswer(questions, w, order);
  console.log(`answerability weights fitted on every batch (none below ${answerWeights.none?.toFixed(3)}):`);
  ANSWER_FEATURES.forEach((f, i) => console.log(`  ${f.padEnd(54)} ${answerWeights.weights[i].toFixed(3)}`));
}

// The shipped weights, fitted on every batch the fit reads (not with `--answerable-only`).
if (!ANSWERABLE_ONLY) {
  const w = fit(rowsOf(questions));
  w.none = calibrate(w, questions, maxRefused);
  w.order = fitOrder(questions, w);
  console.log("weights fitted on every batch (answerable, order):");
  RANK_FEATURES.forEach((f, i) =>
    console.log(`  ${f.padEnd(38)} ${w.weights[i].toFixed(3)}  ${(w.order?.[i] ?? 0).toFixed(3)}`),
  );
  console.log(`  none below ${w.none.toFixed(3)}`);
  if (values.write) {
    const round = (xs: number[]) => xs.map((v) => Number(v.toFixed(5)));
    const out = {
      ...w,
      mean: round(w.mean),
      scale: round(w.scale),
      weights: round(w.weights),
      order: round(w.order ?? []),
      none: Number(w.none.toFixed(5)),
    };
    writeFileSync(
      new URL("../../lib/memory/ranker-weights.json", import.meta.url),
      `${JSON.stringify(out, null, 2)}\n`,
    );
    console.log("written lib/memory/ranker-weights.json");
  }
}

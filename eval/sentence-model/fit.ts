import { parseArgs } from "node:util";
import { writeWeights } from "@/eval/write-weights";
import { correct, declines, states } from "@/eval/conversation";
import { fitLogistic, type LabelledRow } from "@/eval/logistic";
import { LONG_HISTORY_CASES, type LongHistoryCase } from "@/eval/long-history-cases";
import { LONG_HISTORY_SETS } from "@/eval/long-history-sets";
import { answerFromContext, quoteCandidates } from "@/lib/memory/context-answer";
import {
  SENTENCE_FEATURES,
  sentenceFeatures,
  weighedCandidates,
  type SentenceWeights,
} from "@/lib/memory/sentence-rank";

/**
 * `npm run eval:sentence-fit`: fits the offline chat's sentence model (lib/memory/sentence-rank.ts
 * `SENTENCE_FEATURES`) on the developer's long-history conversations (the team's six,
 * eval/long-history-cases.ts, and the three development sets of eval/long-history-sets.ts), never on
 * the sets written blind. Each conversation is read flat: its statements, chatter, the fact updated
 * later in it, as the chat reads its context (`contextStatements`); every statement is a row for every question asked of it, positive when it states the
 * asked value (for the updated fact: the new value, not the old); a question about what it never
 * says makes every statement a negative row. A logistic regression (eval/logistic.ts) is fitted and,
 * with `--write`, stored in lib/memory/sentence-weights.json.
 *
 * It then scores, on the development conversations (and with `--blind` on every blind set: held out,
 * never fitted; score them once a model is chosen, not while choosing), the reading's own replies
 * beside the reading with the model choosing its quote (the product's reply): facts answered,
 * updated facts answered with the new value, never-said questions declined. A conversation's rows are
 * the statements the model would weigh for the question (`quoteCandidates`, `weighedCandidates`).
 *
 * `SWITCH_MARGIN`: the model's best statement replaces the reading's quote only when it scores higher
 * by this much (log-odds). Chosen on the development conversations (session 63, `--margin`, the final
 * features; margins 0, 0.5, 1, 1.5 and 2: facts 194 / 197 / 198 / 197 / 198 of 288, updated 14 / 16 /
 * 17 / 17 / 17 of 36; the reading alone 197 and 16).
 */
const { values } = parseArgs({
  options: {
    write: { type: "boolean", default: false },
    // The logistic regression's L2 penalty.
    lambda: { type: "string" },
    // Also score the blind sets (held out): once a model is chosen on the development conversations.
    blind: { type: "boolean", default: false },
    // The switch margin to score (default SWITCH_MARGIN), to choose it on the development conversations.
    margin: { type: "string" },
  },
});
const SWITCH_MARGIN = 1;

/** One conversation read flat: its context in the order said, its statements, and its questions. */
type Read = {
  set: string;
  context: string[];
  questions: { question: string; value: string | null; stale?: string }[];
};

function readFlat(set: string, c: LongHistoryCase): Read {
  const chatter = c.chatter.slice(0, 10);
  const context = [
    ...c.early.map((f) => f.say),
    c.updated.say,
    ...chatter.slice(0, 4),
    ...c.ancestor.map((f) => f.say),
    ...chatter.slice(4, 7),
    c.updated.update,
    ...chatter.slice(7),
  ];
  return {
    set,
    context,
    questions: [
      ...[...c.early, ...c.ancestor].map((f) => ({ question: f.ask, value: f.value })),
      { question: c.updated.ask, value: c.updated.now, stale: c.updated.value },
      ...(c.absent ?? []).map((question) => ({ question, value: null })),
    ],
  };
}

const development = [["team", LONG_HISTORY_CASES] as const, ...LONG_HISTORY_SETS.filter(([n]) => n.includes("(dev)"))];
const blind = LONG_HISTORY_SETS.filter(([n]) => n.startsWith("blind"));
const readAll = (sets: typeof development | typeof blind) =>
  sets.flatMap(([set, cases]) => cases.map((c) => readFlat(set, c)));
const dev = readAll(development);

const rows: LabelledRow[] = [];
for (const r of dev)
  for (const { question, value, stale } of r.questions) {
    const sentences = weighedCandidates(quoteCandidates(r.context, question), question);
    sentenceFeatures(sentences, question).forEach((x, i) => {
      const s = sentences[i];
      rows.push({ x, y: value !== null && states(s, value) && !(stale && states(s, stale)) ? 1 : 0 });
    });
  }
console.log(`${rows.length} rows, ${rows.filter((r) => r.y).length} positive, over ${dev.length} conversations`);
const fitted = fitLogistic(rows, SENTENCE_FEATURES, { iterations: 800, lambda: Number(values.lambda ?? 0.01) });
const model: SentenceWeights = { ...fitted, switchMargin: Number(values.margin ?? SWITCH_MARGIN) };
console.log(SENTENCE_FEATURES.map((f, i) => `  ${model.weights[i].toFixed(3).padStart(7)}  ${f}`).join("\n"));

/** The reading's replies, alone and with the model choosing its quote, over some conversations. */
function score(name: string, reads: Read[]): void {
  const t = { facts: 0, updated: 0, absent: 0, alone: [0, 0, 0], withModel: [0, 0, 0] };
  for (const r of reads)
    for (const { question, value, stale } of r.questions) {
      const replies = [null, model].map((m) =>
        answerFromContext({ context: r.context, query: question, sentenceModel: m }),
      );
      replies.forEach((reply, k) => {
        const tally = k === 0 ? t.alone : t.withModel;
        if (value === null) tally[2] += +declines(reply);
        else if (stale) tally[1] += +correct(reply, { question, value, stale });
        else tally[0] += +correct(reply, { question, value });
      });
      if (value === null) t.absent++;
      else if (stale) t.updated++;
      else t.facts++;
    }
  const line = (x: number[]) =>
    `facts ${x[0]}/${t.facts}, updated ${x[1]}/${t.updated}, never said declined ${x[2]}/${t.absent}`;
  console.log(
    `${name.padEnd(12)} reading alone: ${line(t.alone)}\n${"".padEnd(12)} with the model: ${line(t.withModel)}`,
  );
}
score("development", dev);
if (values.blind) score("blind", readAll(blind));

if (values.write) console.log(`wrote ${await writeWeights("lib/memory/sentence-weights.json", model)}`);

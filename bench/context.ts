import { answerFromContext } from "@/lib/memory/context-answer";
import { budgetsFor, composePrompt, planFold } from "@/lib/context/plan";
import { foldedIds, memoryDigest, prepareContext, type MemoryState } from "@/lib/context/pipeline";
import { entryTokens, type PromptEntry } from "@/lib/memory/render";
import { createOfflineEngine, emptyTree, treeStats } from "@/lib/memory";
import { countTokens } from "@/lib/text/count-tokens";
import { generateChat, type ChatTurn } from "./context-corpus";
import { containsValue } from "./kt";

/**
 * The context-assembly benchmark (issue 5's targets), offline engine, in memory (the pipeline the
 * server runs, without the database): a 500-turn conversation with facts planted in the first 50
 * turns and asked in the last 50, budget 8,000; then assembly and folding costs at 1k, 5k and 10k
 * items in a node.
 */

export const CONTEXT_TARGETS = { factShare: 0.95, prefixReuse: 0.8, planMs: 50 };
const SYSTEM_PROMPT =
  "You are the assistant of Project Osprey's platform team. Answer from the conversation; say so when you do not know.";

export type ContextBenchReport = {
  turns: number;
  items: number;
  budget: number;
  maxPromptTokens: number;
  overBudgetTurns: number;
  flatFinalTokens: number;
  curve: { turn: number; prompt: number; flat: number; folded: number }[];
  folds: number;
  leaves: number;
  questions: number;
  factInPrompt: number;
  answeredOffline: number;
  meanPrefixReuse: number;
  meanTurnMs: number;
  /** Turns whose prompt carried recalled memory, and its mean size on those turns. */
  recallTurns: number;
  meanRecallTokens: number;
  scale: { items: number; planMedianMs: number; foldMsPerTurn: number; foldMsPerFold: number; leaves: number }[];
  misses: { question: string; expected: string }[];
};

type State = { entries: PromptEntry[]; memory: MemoryState; previous: string | null };
const engine = createOfflineEngine();
const engines = { summarise: engine, navigate: engine };

function newState(): State {
  return {
    entries: [],
    memory: { treeId: "bench", tree: emptyTree(), foldedThrough: null, foldedItems: 0 },
    previous: null,
  };
}

function push(state: State, role: "user" | "assistant", content: string): void {
  const position = state.entries.length + 1;
  const id = `item-${position}`;
  state.entries.push({
    id,
    contentItemId: id,
    position,
    role,
    content,
    origin: "local",
    tokenCount: countTokens(content),
  });
}

async function turnOf(state: State, turn: ChatTurn, budget: number, recall: boolean) {
  const result = await prepareContext({
    nodeId: "bench-node",
    model: "offline",
    budget,
    systemPrompt: SYSTEM_PROMPT,
    message: recall ? turn.user : "",
    entries: state.entries,
    memory: state.memory,
    ancestors: [],
    previous: state.previous,
    fold: true,
    engines,
  });
  state.memory = result.memory;
  state.previous = result.context.serialised;
  return result;
}

export async function runContextBench(
  opts: { budget?: number; turns?: number; scale?: number[]; seed?: number } = {},
): Promise<ContextBenchReport> {
  const budget = opts.budget ?? 8000;
  const chat = generateChat({ turns: opts.turns ?? 500, seed: opts.seed });
  const state = newState();
  const systemTokens = countTokens(SYSTEM_PROMPT);
  const report: ContextBenchReport = {
    turns: chat.length,
    items: 0,
    budget,
    maxPromptTokens: 0,
    overBudgetTurns: 0,
    flatFinalTokens: 0,
    curve: [],
    folds: 0,
    leaves: 0,
    questions: 0,
    factInPrompt: 0,
    answeredOffline: 0,
    meanPrefixReuse: 0,
    meanTurnMs: 0,
    recallTurns: 0,
    meanRecallTokens: 0,
    scale: [],
    misses: [],
  };
  let flat = 0;
  let reuse = 0;
  let elapsed = 0;
  for (const [index, turn] of chat.entries()) {
    const started = performance.now();
    const { context, folded } = await turnOf(state, turn, budget, true);
    elapsed += performance.now() - started;
    const { report: r } = context;
    const flatTokens = systemTokens + flat + countTokens(turn.user);
    report.maxPromptTokens = Math.max(report.maxPromptTokens, r.totalTokens);
    if (r.totalTokens > budget) report.overBudgetTurns++;
    if (folded) report.folds++;
    const recalled = r.sections.find((s) => s.name === "recall")?.tokens ?? 0;
    if (recalled > 0) {
      report.recallTurns++;
      report.meanRecallTokens += recalled;
    }
    if (index > 0) reuse += r.prefixReuse;
    if ((index + 1) % 50 === 0 || index === 0)
      report.curve.push({ turn: index + 1, prompt: r.totalTokens, flat: flatTokens, folded: r.folded.items });
    if (turn.expected) {
      report.questions++;
      if (containsValue(context.serialised, turn.expected)) report.factInPrompt++;
      else report.misses.push({ question: turn.user, expected: turn.expected });
      const texts = [context.system ?? "", ...context.messages.slice(0, -1).map((m) => String(m.content))];
      if (containsValue(answerFromContext({ context: texts, query: turn.user }), turn.expected))
        report.answeredOffline++;
    }
    push(state, "user", turn.user);
    push(state, "assistant", turn.assistant);
    flat += entryTokens(state.entries.at(-2)!) + entryTokens(state.entries.at(-1)!);
  }
  report.items = state.entries.length;
  report.flatFinalTokens = flat;
  report.leaves = treeStats(state.memory.tree).leaves;
  report.meanPrefixReuse = reuse / (chat.length - 1);
  report.meanTurnMs = elapsed / chat.length;
  report.meanRecallTokens /= Math.max(1, report.recallTurns);
  report.scale = await measureScale(budget, opts.scale ?? [1000, 5000, 10_000]);
  return report;
}

/**
 * Grows one node to each size (turns without recall, folding as the server would), timing every
 * fold; at each size, times the pure plan of a turn (folded set, fold plan, composition).
 */
async function measureScale(budget: number, sizes: number[]): Promise<ContextBenchReport["scale"]> {
  const chat = generateChat({ turns: Math.max(...sizes) / 2, seed: 99 });
  const state = newState();
  const budgets = budgetsFor(budget);
  const out: ContextBenchReport["scale"] = [];
  let foldMs = 0;
  let folds = 0;
  let turnsSince = 0;
  for (const turn of chat) {
    const started = performance.now();
    const { folded } = await turnOf(state, turn, budget, false);
    if (folded) {
      foldMs += performance.now() - started;
      folds++;
    }
    turnsSince++;
    push(state, "user", turn.user);
    push(state, "assistant", turn.assistant);
    if (!sizes.includes(state.entries.length)) continue;

    const message = "What is the rollback password for the Kestrel cluster?";
    const times: number[] = [];
    for (let i = 0; i < 21; i++) {
      const t0 = performance.now();
      const done = foldedIds(state.entries, state.memory, []);
      const unfolded = state.entries.filter((e) => !done.has(e.contentItemId));
      const digest = memoryDigest(state.memory.tree, budgets);
      const plan = planFold({
        entries: unfolded,
        systemTokens: countTokens(SYSTEM_PROMPT),
        digestTokens: digest ? countTokens(digest.text) : 0,
        messageTokens: countTokens(message),
        budgets,
      });
      composePrompt({
        model: "offline",
        budgets,
        systemPrompt: SYSTEM_PROMPT,
        digest,
        entries: plan.keep,
        message,
        recall: null,
        previous: state.previous,
        folded: {
          treeId: "bench",
          items: done.size,
          through: state.memory.foldedThrough,
          justFolded: 0,
          pending: plan.fold.length,
        },
      });
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    out.push({
      items: state.entries.length,
      planMedianMs: times[Math.floor(times.length / 2)],
      foldMsPerTurn: foldMs / turnsSince,
      foldMsPerFold: folds === 0 ? 0 : foldMs / folds,
      leaves: treeStats(state.memory.tree).leaves,
    });
    foldMs = 0;
    folds = 0;
    turnsSince = 0;
  }
  return out;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const mark = (ok: boolean) => (ok ? "PASS" : "MISS");
const n = (x: number) => Math.round(x).toLocaleString("en");

/** The report as lines for a terminal. */
export function formatContextReport(r: ContextBenchReport, verbose = false): string {
  const share = r.factInPrompt / Math.max(1, r.questions);
  const lines = [
    `Context assembly (offline engine, in memory): ${r.turns} turns, ${n(r.items)} items, budget ${n(r.budget)} tokens`,
    `  prompt tokens        max ${n(r.maxPromptTokens)}, ${r.overBudgetTurns} turn(s) over budget        target <= ${n(r.budget)}   ${mark(r.overBudgetTurns === 0)}`,
    `  flat history         ${n(r.flatFinalTokens)} tokens after ${r.turns} turns (grows without bound)`,
    `  memory               ${r.folds} folds, ${r.leaves} leaves`,
    "    turn   prompt     flat   folded items",
    ...r.curve.map(
      (c) =>
        `    ${String(c.turn).padStart(4)} ${n(c.prompt).padStart(8)} ${n(c.flat).padStart(8)}   ${String(c.folded).padStart(6)}`,
    ),
    `  planted fact in prompt ${r.factInPrompt}/${r.questions} = ${pct(share)}        target >= ${pct(CONTEXT_TARGETS.factShare)}   ${mark(share >= CONTEXT_TARGETS.factShare)}` +
      ` (offline answer has it: ${r.answeredOffline}/${r.questions})`,
    `  prefix reuse         ${pct(r.meanPrefixReuse)} mean between consecutive turns   target >= ${pct(CONTEXT_TARGETS.prefixReuse)}   ${mark(r.meanPrefixReuse >= CONTEXT_TARGETS.prefixReuse)}`,
    `  recall               in ${r.recallTurns}/${r.turns} prompts, ${n(r.meanRecallTokens)} tokens mean when present`,
    `  one turn (fold + recall + compose) ${r.meanTurnMs.toFixed(1)} ms mean`,
    "    items   plan median   fold per turn   per fold   leaves",
    ...r.scale.map(
      (s) =>
        `    ${n(s.items).padStart(6)}   ${s.planMedianMs.toFixed(2).padStart(8)} ms   ${s.foldMsPerTurn.toFixed(2).padStart(8)} ms   ${s.foldMsPerFold.toFixed(1).padStart(6)} ms   ${String(s.leaves).padStart(5)}`,
    ),
  ];
  const at10k = r.scale.at(-1);
  if (at10k)
    lines.push(
      `  plan at ${n(at10k.items)} items   ${at10k.planMedianMs.toFixed(2)} ms median          target < ${CONTEXT_TARGETS.planMs} ms   ${mark(at10k.planMedianMs < CONTEXT_TARGETS.planMs)}`,
    );
  if (verbose) for (const m of r.misses) lines.push(`  x ${m.question} [${m.expected}]`);
  return lines.join("\n");
}

/** True when every target is met. */
export function contextTargetsMet(r: ContextBenchReport): boolean {
  const at10k = r.scale.at(-1);
  return (
    r.overBudgetTurns === 0 &&
    r.factInPrompt / Math.max(1, r.questions) >= CONTEXT_TARGETS.factShare &&
    r.meanPrefixReuse >= CONTEXT_TARGETS.prefixReuse &&
    (at10k?.planMedianMs ?? 0) < CONTEXT_TARGETS.planMs
  );
}

// `npx tsx bench/context.ts` runs this bench alone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const verbose = process.argv.includes("--verbose");
  console.log(formatContextReport(await runContextBench(), verbose));
}

import { answerFromContext } from "@/lib/memory/context-answer";
import { OFFLINE_PHRASES } from "@/lib/shared/offline-phrases";
import { prepareContext, type AncestorMemory, type MemoryState } from "@/lib/context/pipeline";
import { restrictTree } from "@/lib/memory/recall";
import type { PromptEntry } from "@/lib/memory/render";
import { emptyTree, type KtEngine } from "@/lib/memory";
import { condense, DEFAULT_NOTE_BUDGET } from "@/lib/memory/condense";
import { countTokens } from "@/lib/text/count-tokens";
import { containsValue } from "@/bench/kt";
import { createRandom } from "@/bench/corpus";
import { fillerReply, generateLongChat, generateSpan, type ChatFact } from "./chat-corpus";
import { LONG_HISTORY_CASES, type HistoryFact, type LongHistoryCase } from "./long-history-cases";
import type { Meter } from "./meter";

/** Answers a question from context texts: the offline engine's quotes, or a model's reply. */
export type Answerer = (input: { system?: string; context: string[]; question: string }) => Promise<string>;

export const offlineAnswerer: Answerer = async ({ system, context, question }) =>
  answerFromContext({ context: [system ?? "", ...context], query: question });

/**
 * The answer states the latest value, and the old one only where it says it was replaced ("moved
 * from X to Y", "X no longer owns it", "instead of X"), which a reader takes as the new value.
 */
export function correct(answer: string, fact: ChatFact): boolean {
  if (!states(answer, fact.value)) return false;
  if (!fact.stale) return true;
  const old = fact.stale.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const replaced = new RegExp(`(?:\\bfrom|\\binstead of)\\s+${old}|${old}\\s+(?:is\\s+)?no longer\\b`, "gi");
  return !states(answer.replace(replaced, " "), fact.stale);
}

/** `containsValue`, and a value ending in a letter may also be followed by a comma ("Gustavo, grows"): only a number continues after one. */
export function states(text: string, value: string): boolean {
  if (containsValue(text, value)) return true;
  if (!/\p{L}$/u.test(value)) return false;
  return containsValue(
    text.replace(new RegExp(`(${value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}),`, "gi"), "$1 "),
    value,
  );
}

/** The reply says it does not know (the offline engine's refusal, or a model's in plain words). */
export function declines(reply: string): boolean {
  return (
    reply.startsWith(OFFLINE_PHRASES.unknownPrefix) ||
    /\b(?:(?:do not|don't|doesn't|does not) (?:know|say|mention)|not (?:mentioned|stated|said)|no (?:record|mention))\b/i.test(
      reply,
    )
  );
}

export type CondenseReport = {
  split: string;
  spans: number;
  facts: number;
  answerable: number;
  notesOverBudget: number;
  meanNoteTokens: number;
  budget: number;
  callsPerNote: number;
  tokensSentPerNote: number;
  misses: { question: string; expected: string; answer: string }[];
};

/**
 * Compressed-branch and condensed-merge notes (one function makes both): plant facts in spans,
 * condense each span, then ask every fact with the note as the only context.
 */
export async function runCondenseEval(
  split: string,
  seed: number,
  engine: KtEngine,
  answer: Answerer,
  meter: Meter,
  spans = 30,
): Promise<CondenseReport> {
  const report: CondenseReport = {
    split,
    spans,
    facts: 0,
    answerable: 0,
    notesOverBudget: 0,
    meanNoteTokens: 0,
    budget: DEFAULT_NOTE_BUDGET,
    callsPerNote: 0,
    tokensSentPerNote: 0,
    misses: [],
  };
  let noteCalls = 0;
  let noteTokensSent = 0;
  for (let i = 0; i < spans; i++) {
    const span = generateSpan(seed * 1000 + i, 4 + (i % 5));
    meter.reset();
    const { note } = await condense(
      span.messages.map((m, j) => ({ id: `m${j}`, ...m })),
      engine,
    );
    noteCalls += meter.calls;
    noteTokensSent += meter.inputTokens;
    const tokens = countTokens(note);
    report.meanNoteTokens += tokens / spans;
    if (tokens > DEFAULT_NOTE_BUDGET) report.notesOverBudget++;
    for (const fact of span.facts) {
      report.facts++;
      const reply = await answer({ context: [note], question: fact.question });
      if (correct(reply, fact)) report.answerable++;
      else
        report.misses.push({
          question: fact.question,
          expected: fact.value,
          answer: reply.replace(/\s+/g, " ").slice(0, 200),
        });
    }
  }
  report.callsPerNote = noteCalls / spans;
  report.tokensSentPerNote = noteTokensSent / spans;
  return report;
}

export type LongChatReport = {
  split: string;
  turns: number;
  budget: number;
  questions: number;
  answered: number;
  maxPromptTokens: number;
  overBudget: number;
  meanPrefixReuse: number;
  callsPerTurn: number;
  tokensSentPerTurn: number;
  misses: { question: string; expected: string; answer: string }[];
};

/** A long conversation through the server's assembly pipeline (fold, recall, compose), facts updated mid-way. */
export async function runLongChatEval(
  split: string,
  seed: number,
  engine: KtEngine,
  answer: Answerer,
  meter: Meter,
  turns = 500,
  budget = 8000,
): Promise<LongChatReport> {
  const chat = generateLongChat(seed, turns);
  const entries: PromptEntry[] = [];
  let memory: MemoryState = { treeId: "eval", tree: emptyTree(), foldedThrough: null, foldedItems: 0 };
  let previous: string | null = null;
  const report: LongChatReport = {
    split,
    turns,
    budget,
    questions: 0,
    answered: 0,
    maxPromptTokens: 0,
    overBudget: 0,
    meanPrefixReuse: 0,
    callsPerTurn: 0,
    tokensSentPerTurn: 0,
    misses: [],
  };
  const push = (role: "user" | "assistant", content: string) => appendEntry(entries, "i", role, content);
  meter.reset();
  for (const [index, turn] of chat.turns.entries()) {
    const prepared = await prepareContext({
      nodeId: "eval-node",
      model: engine.name,
      budget,
      systemPrompt: "Answer from the conversation; say so when you do not know.",
      message: turn.user,
      entries,
      memory,
      ancestors: [],
      previous,
      fold: true,
      engines: { summarise: engine, navigate: engine },
    });
    memory = prepared.memory;
    previous = prepared.context.serialised;
    const r = prepared.context.report;
    report.maxPromptTokens = Math.max(report.maxPromptTokens, r.totalTokens);
    if (r.totalTokens > budget) report.overBudget++;
    if (index > 0) report.meanPrefixReuse += r.prefixReuse / (chat.turns.length - 1);
    let reply = fillerReply(seed + index);
    if (turn.fact) {
      report.questions++;
      reply = await answer({
        system: prepared.context.system,
        context: prepared.context.messages.slice(0, -1).map((m) => String(m.content)),
        question: turn.user,
      });
      if (correct(reply, turn.fact)) report.answered++;
      else
        report.misses.push({
          question: turn.user,
          expected: turn.fact.value,
          answer: reply.replace(/\s+/g, " ").slice(0, 200),
        });
    }
    push("user", turn.user);
    push("assistant", reply);
  }
  report.callsPerTurn = meter.calls / chat.turns.length;
  report.tokensSentPerTurn = meter.inputTokens / chat.turns.length;
  return report;
}

export type LongHistoryReport = {
  split: string;
  turns: number;
  budget: number;
  cases: number;
  /** Early facts (stated in the first turns) asked after the last turn. */
  early: { asked: number; recalled: number };
  /** A fact restated with a new value mid-way: the new value given, the replaced one not. */
  updated: { asked: number; current: number; stale: number };
  /** Facts stated in the parent before the branch point, asked in the branch after its own turns. */
  ancestor: { asked: number; recalled: number };
  /** Questions about what the conversation never states, asked in the parent last: declined, or answered with a value anyway. */
  absent: { asked: number; declined: number };
  /** The same questions asked right after their statement (no folding): what retrieval alone answers. */
  control: { asked: number; answered: number };
  /** Turns at which a fold ran, over both nodes of every case. */
  folds: number;
  misses: {
    case: string;
    kind: "early" | "updated" | "ancestor" | "absent";
    question: string;
    expected: string;
    answer: string;
  }[];
};

/** A conversation node in memory, as the server holds it: its window, its memory and its last prompt. */
type SimNode = {
  nodeId: string;
  entries: PromptEntry[];
  memory: MemoryState;
  previous: string | null;
  ancestors: AncestorMemory[];
};

function simNode(nodeId: string, inherited: PromptEntry[] = []): SimNode {
  return {
    nodeId,
    entries: inherited.map((e, i) => ({ ...e, id: `${nodeId}-r${i + 1}`, position: i + 1, origin: "inherited" })),
    memory: { treeId: `${nodeId}-memory`, tree: emptyTree(), foldedThrough: null, foldedItems: 0 },
    previous: null,
    ancestors: [],
  };
}

/** A local entry at the end of `entries`, its id `prefix` and its position. */
function appendEntry(entries: PromptEntry[], prefix: string, role: "user" | "assistant", content: string): void {
  const position = entries.length + 1;
  const id = `${prefix}${position}`;
  entries.push({ id, contentItemId: id, position, role, content, origin: "local", tokenCount: countTokens(content) });
}

/** One chat turn in `node` through the server's pipeline; the reply (the answerer's, as the product's model) is appended. */
async function chatTurn(
  node: SimNode,
  message: string,
  budget: number,
  engine: KtEngine,
  answer: Answerer,
): Promise<{ reply: string; folded: boolean }> {
  const prepared = await prepareContext({
    nodeId: node.nodeId,
    model: engine.name,
    budget,
    systemPrompt: "Answer from the conversation; say so when you do not know.",
    message,
    entries: node.entries,
    memory: node.memory,
    ancestors: node.ancestors,
    previous: node.previous,
    fold: true,
    engines: { summarise: engine, navigate: engine },
  });
  node.memory = prepared.memory;
  node.previous = prepared.context.serialised;
  const reply = await answer({
    system: prepared.context.system,
    context: prepared.context.messages.slice(0, -1).map((m) => String(m.content)),
    question: message,
  });
  appendEntry(node.entries, `${node.nodeId}-i`, "user", message);
  appendEntry(node.entries, `${node.nodeId}-i`, "assistant", reply);
  return { reply, folded: prepared.folded !== null };
}

/**
 * The user turns of one case's parent node: five early facts and the fact to be updated in the
 * first turns (seeded order), the ancestor facts next, chatter (one or two lines of the case's
 * chatter a turn), the update at the middle, the six questions in the last turns.
 */
function historyScript(c: LongHistoryCase, seed: number, turns: number) {
  const r = createRandom(seed);
  const opening = r.shuffle([...c.early.map((f) => f.say), c.updated.say]);
  const script: string[] = [];
  const chatter = () => {
    const a = r.pick(c.chatter);
    return r.next() < 0.5 ? a : `${a} ${r.pick(c.chatter.filter((x) => x !== a))}`;
  };
  const branchAt = Math.floor(turns * 0.45);
  const updateAt = Math.floor(turns / 2);
  const asked = r.shuffle<HistoryFact>([...c.early, c.updated]);
  const askFrom = turns - asked.length;
  for (let t = 0; t < turns; t++) {
    if (t < opening.length) script.push(opening[t]);
    else if (t < opening.length + c.ancestor.length) script.push(c.ancestor[t - opening.length].say);
    else if (t === updateAt) script.push(c.updated.update);
    else if (t >= askFrom) script.push(asked[t - askFrom].ask);
    else script.push(chatter());
  }
  return { script, branchAt, askFrom, asked, chatter };
}

/**
 * The long-history check (issue 36): per case, a parent node of `turns` exchanges through the
 * server's pipeline (fold, recall, compose; every reply the answerer's, as the product's model
 * writes it) asked its early facts and its updated fact after the last turn; a branch made from the
 * parent before the update (inheriting everything before it) with `turns` minus the branch point
 * exchanges of its own, asked the facts the parent stated before the branch point (recalled from the
 * parent's memory, restricted to what the branch inherited). A control asks each question right
 * after its statement.
 */
export async function runLongHistoryEval(
  split: string,
  seed: number,
  engine: KtEngine,
  answer: Answerer,
  turns = 80,
  budget = 2000,
  cases: LongHistoryCase[] = LONG_HISTORY_CASES,
): Promise<LongHistoryReport> {
  const report: LongHistoryReport = {
    split,
    turns,
    budget,
    cases: cases.length,
    early: { asked: 0, recalled: 0 },
    updated: { asked: 0, current: 0, stale: 0 },
    ancestor: { asked: 0, recalled: 0 },
    absent: { asked: 0, declined: 0 },
    control: { asked: 0, answered: 0 },
    folds: 0,
    misses: [],
  };
  const clip = (s: string) => s.replace(/\s+/g, " ").slice(0, 200);
  for (const [k, c] of cases.entries()) {
    const { script, branchAt, askFrom, chatter } = historyScript(c, seed * 100 + k, turns);
    const parent = simNode(`p${k}`);
    let atBranch: PromptEntry[] = [];
    for (const [t, message] of script.entries()) {
      if (t === branchAt) atBranch = [...parent.entries];
      const { reply, folded } = await chatTurn(parent, message, budget, engine, answer);
      if (folded) report.folds++;
      if (t < askFrom) continue;
      const fact = [...c.early, c.updated].find((f) => f.ask === message)!;
      const updated = fact === c.updated;
      const expected: ChatFact = updated
        ? { question: fact.ask, value: c.updated.now, stale: fact.value }
        : { question: fact.ask, value: fact.value };
      const ok = correct(reply, expected);
      if (updated) {
        report.updated.asked++;
        if (ok) report.updated.current++;
        if (states(reply, fact.value) && !ok) report.updated.stale++;
      } else {
        report.early.asked++;
        if (ok) report.early.recalled++;
      }
      if (!ok)
        report.misses.push({
          case: c.name,
          kind: updated ? "updated" : "early",
          question: fact.ask,
          expected: expected.value,
          answer: clip(reply),
        });
    }
    // Then what it never said: after every fact question, so that those turns are as without them.
    for (const question of c.absent ?? []) {
      const { reply, folded } = await chatTurn(parent, question, budget, engine, answer);
      if (folded) report.folds++;
      report.absent.asked++;
      if (declines(reply)) report.absent.declined++;
      else report.misses.push({ case: c.name, kind: "absent", question, expected: "", answer: clip(reply) });
    }
    // The branch: everything of the parent before the branch point, inherited in full.
    const branch = simNode(`b${k}`, atBranch);
    const inherited = new Set(branch.entries.map((e) => e.contentItemId));
    const parentTree = await restrictTree(parent.memory.tree, inherited);
    branch.ancestors = parentTree.rootId
      ? [{ treeId: parent.memory.treeId, ownerNodeId: parent.nodeId, tree: parentTree }]
      : [];
    const own = turns - branchAt;
    for (let t = 0; t < own; t++) {
      const fact = t >= own - c.ancestor.length ? c.ancestor[t - (own - c.ancestor.length)] : null;
      const { reply, folded } = await chatTurn(branch, fact ? fact.ask : chatter(), budget, engine, answer);
      if (folded) report.folds++;
      if (!fact) continue;
      report.ancestor.asked++;
      if (correct(reply, { question: fact.ask, value: fact.value })) report.ancestor.recalled++;
      else
        report.misses.push({
          case: c.name,
          kind: "ancestor",
          question: fact.ask,
          expected: fact.value,
          answer: clip(reply),
        });
    }
    // Control: each fact asked right after it is said, nothing folded.
    for (const fact of [...c.early, c.updated, ...c.ancestor]) {
      report.control.asked++;
      const reply = await answer({ context: [fact.say, "Noted."], question: fact.ask });
      if (correct(reply, { question: fact.ask, value: fact.value })) report.control.answered++;
    }
  }
  return report;
}

import { answerFromContext } from "@/lib/memory/context-answer";
import { prepareContext, type MemoryState } from "@/lib/context/pipeline";
import type { PromptEntry } from "@/lib/memory/render";
import { emptyTree, type KtEngine } from "@/lib/memory";
import { condense, DEFAULT_NOTE_BUDGET } from "@/lib/memory/condense";
import { countTokens } from "@/lib/text/count-tokens";
import { containsValue } from "@/bench/kt";
import { fillerReply, generateLongChat, generateSpan, type ChatFact } from "./chat-corpus";
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
  if (!containsValue(answer, fact.value)) return false;
  if (!fact.stale) return true;
  const old = fact.stale.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const replaced = new RegExp(`(?:\\bfrom|\\binstead of)\\s+${old}|${old}\\s+(?:is\\s+)?no longer\\b`, "gi");
  return !containsValue(answer.replace(replaced, " "), fact.stale);
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
  const push = (role: "user" | "assistant", content: string) => {
    const position = entries.length + 1;
    entries.push({
      id: `i${position}`,
      contentItemId: `i${position}`,
      position,
      role,
      content,
      origin: "local",
      tokenCount: countTokens(content),
    });
  };
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

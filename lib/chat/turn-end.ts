import "server-only";
import { taskModelOf } from "@/lib/ai/providers";
import { publishAnswerTick, publishChange } from "@/lib/live/publish";
import { touchConversation, touchNode } from "@/lib/db/queries/activity";
import { saveFinalAnswer, saveStoppedAnswer } from "@/lib/db/queries/answers";
import type { NodeRecord } from "@/lib/db/queries/nodes";
import type { ProjectSettings } from "@/lib/db/queries/projects";
import { recordUsage } from "@/lib/db/queries/usage";
import { trackFollowUps } from "@/lib/observability/in-flight";
import { countTokens } from "@/lib/text/count-tokens";
import type { AnswerWriter } from "./answer-writer";
import type { ContextReport } from "./assemble";
import { storedReport } from "@/lib/context/plan";
import { foldJobDue } from "@/lib/context/assemble";
import { enqueueFold } from "@/lib/context/fold-kind";
import { refineTitleWithModel } from "./titles";
import type { AnswerStatus, TurnControl } from "./turn-control";
import { logError } from "@/lib/log";

export interface TurnOutcome {
  assistantItemId: string;
  status: AnswerStatus;
  text: string;
  error: string | null;
  report: ContextReport;
}

/** The tokens a provider reported for the turn (missing counts are estimated). */
export type TurnUsage = { input?: number; output?: number; cached?: number };

/** How the stream ended, as the provider SDK reported it. */
export interface StreamEnding {
  status: AnswerStatus;
  error: string | null;
  usage?: TurnUsage;
}

/** A turn whose answer is streaming: what its ending saves. */
export interface OpenTurn {
  node: NodeRecord;
  project: ProjectSettings;
  assistantItemId: string;
  /** The question answered (an unnamed node's title is refined from it). */
  message: string;
  /** For a continuation: the text the answer already had. */
  prefix: string;
  report: ContextReport;
  /** When the turn began (Date.now()), for the usage row's latency. */
  started: number;
  /** The title the node was just given after its opening prompt; null when it kept its title. */
  heuristicTitle: string | null;
  control: TurnControl;
  writer: AnswerWriter;
}

/** How a turn ended: its answer saved ({@link finishTurn}), then the work that follows it. */
export interface TurnEnd {
  outcome: TurnOutcome;
  /** The usage row, update times and title ({@link followUpTurn}); never rejects. */
  followUps: Promise<void>;
}

/**
 * Calls `finish` for the first ending only, and settles `done` with its outcome (the answer is
 * saved) and `followUps` when the work after it is done. The SDK can report more than one ending:
 * a stream that emits an error part still reaches its finish step (onError, then onFinish). The
 * first ending is the true one; later ones are ignored. `end` resolves once the answer is saved:
 * the stream ends then, not after the follow-ups.
 */
export function firstEnding(finish: (ending: StreamEnding) => Promise<TurnEnd>): {
  done: Promise<TurnOutcome>;
  followUps: Promise<void>;
  end: (ending: StreamEnding) => Promise<void>;
} {
  let settle!: (outcome: TurnOutcome) => void;
  let follow!: (work: Promise<void>) => void;
  const done = new Promise<TurnOutcome>((resolve) => (settle = resolve));
  const followUps = new Promise<void>((resolve) => (follow = resolve));
  let ended = false;
  return {
    done,
    followUps,
    async end(ending) {
      if (ended) return;
      ended = true;
      const { outcome, followUps: work } = await finish(ending);
      settle(outcome);
      follow(work);
    },
  };
}

/**
 * Ends a turn: stops its timeouts, waits for the answer writer, then saves the answer's final row
 * (the turn is done then), and starts what follows it off the turn's path ({@link followUpTurn}).
 * Never throws: when the answer cannot be saved, its heartbeat goes stale and the sweep marks it
 * interrupted.
 */
export async function finishTurn(turn: OpenTurn, ending: StreamEnding): Promise<TurnEnd> {
  turn.control.release();
  const { status, error } = turn.control.verdict(ending.status, ending.error);
  try {
    await turn.writer.close();
    await saveAnswer(turn, status, error);
  } catch (persistError) {
    logError("[chat] could not save the answer", persistError);
  }
  await publishChange({ conversationId: turn.node.conversationId }, "items", [turn.node.id]);
  publishAnswerTick(turn.node.conversationId, turn.assistantItemId); // its last text and its ending, to open streams
  const outcome = { assistantItemId: turn.assistantItemId, status, text: turn.writer.text, error, report: turn.report };
  const followUps = followUpTurn(turn, status, ending.usage);
  trackFollowUps(followUps); // before the stream ends: shutdown and row counts wait for it
  return { outcome, followUps };
}

/**
 * What follows a saved answer, off the turn's path: the usage row, the node's and conversation's
 * update times, the memory fold job a model's turn left due and (for a complete first answer) a
 * model-written title, at once. Each failure is
 * logged and touches neither the answer nor the others.
 */
export async function followUpTurn(turn: OpenTurn, status: AnswerStatus, usage?: TurnUsage): Promise<void> {
  const latencyMs = Date.now() - turn.started;
  const work: [string, () => Promise<unknown>][] = [
    ["record the usage of", () => recordTurnUsage(turn, status, latencyMs, usage)],
    ["touch the node of", () => touchNode(turn.node.id)],
    ["touch the conversation of", () => touchConversation(turn.node.conversationId)],
  ];
  // Folds and titles are the task model's work (the project's, the instance's, else the turn's model).
  const taskModel = taskModelOf(turn.project);
  // A fold by a model: queued now, not on the way to the first token.
  if (foldJobDue(taskModel, turn.report))
    work.push(["queue the memory fold after", () => enqueueFold(turn.node.id, turn.node.projectId)]);
  if (turn.heuristicTitle && status === "complete") {
    const title = turn.heuristicTitle;
    work.push(["title", () => refineTitleWithModel(turn.node, title, turn.message, taskModel)]);
  }
  await Promise.all(
    work.map(async ([what, run]) => {
      try {
        await run();
      } catch (error) {
        logError(`[chat] could not ${what} the answer`, error);
      }
    }),
  );
}

/**
 * Saves the answer's text and ending, only on a row still streaming: one swept as interrupted, or
 * deleted, stays as it is; one stopped elsewhere gets the text this turn had when it noticed the
 * stop (Stop waits for this write, so the stopped answer is what its reader saw) and its report.
 */
async function saveAnswer(turn: OpenTurn, status: AnswerStatus, error: string | null): Promise<void> {
  const text = turn.writer.text;
  // Item ids and hashes, not the text of every section (lib/context `storedReport`).
  const saved = { content: text, tokenCount: countTokens(text), contextReport: storedReport(turn.report) };
  await saveFinalAnswer(turn.assistantItemId, { ...saved, status, error });
  if (turn.control.stoppedElsewhere) await saveStoppedAnswer(turn.assistantItemId, saved);
}

/** The turn's usage row: the provider's counts, or estimates (the prompt's size, the new text's). */
async function recordTurnUsage(
  turn: OpenTurn,
  status: AnswerStatus,
  latencyMs: number,
  usage?: TurnUsage,
): Promise<void> {
  const text = turn.writer.text;
  await recordUsage({
    projectId: turn.node.projectId,
    conversationId: turn.node.conversationId,
    nodeId: turn.node.id,
    purpose: "chat",
    model: turn.project.model,
    inputTokens: usage?.input ?? turn.report.totalTokens,
    outputTokens: usage?.output ?? countTokens(text.slice(turn.prefix.length)),
    cachedTokens: usage?.cached ?? 0,
    latencyMs,
    outcome: status === "complete" ? "ok" : status,
  });
}

import "server-only";
import { touchConversation, touchNode } from "@/lib/db/queries/activity";
import { saveFinalAnswer, saveStoppedAnswer } from "@/lib/db/queries/answers";
import type { NodeRecord } from "@/lib/db/queries/nodes";
import type { ProjectSettings } from "@/lib/db/queries/projects";
import { recordUsage } from "@/lib/db/queries/usage";
import { countTokens } from "@/lib/text/count-tokens";
import type { AnswerWriter } from "./answer-writer";
import type { ContextReport } from "./assemble";
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

/**
 * Calls `finish` for the first ending only, and settles `done` with its outcome. The SDK can report
 * more than one ending: a stream that emits an error part still reaches its finish step (onError,
 * then onFinish). The first ending is the true one; later ones are ignored.
 */
export function firstEnding(finish: (ending: StreamEnding) => Promise<TurnOutcome>): {
  done: Promise<TurnOutcome>;
  end: (ending: StreamEnding) => Promise<void>;
} {
  let settle!: (outcome: TurnOutcome) => void;
  const done = new Promise<TurnOutcome>((resolve) => (settle = resolve));
  let ended = false;
  return {
    done,
    async end(ending) {
      if (ended) return;
      ended = true;
      settle(await finish(ending));
    },
  };
}

/**
 * Ends a turn: stops its timeouts, waits for the answer writer, then saves the answer's final row,
 * the usage row, the node's and conversation's update times, and (for a complete first answer) a
 * model-written title. Never throws: when the answer cannot be saved, its heartbeat goes stale and
 * the sweep marks it interrupted.
 */
export async function finishTurn(turn: OpenTurn, ending: StreamEnding): Promise<TurnOutcome> {
  turn.control.release();
  const { status, error } = turn.control.verdict(ending.status, ending.error);
  try {
    await turn.writer.close();
    await saveAnswer(turn, status, error);
    await recordTurnUsage(turn, status, ending.usage);
    await touchNode(turn.node.id);
    if (turn.heuristicTitle && status === "complete")
      await refineTitleWithModel(turn.node, turn.heuristicTitle, turn.message, turn.project.model);
    await touchConversation(turn.node.conversationId);
  } catch (persistError) {
    logError("[chat] could not save the answer", persistError);
  }
  return { assistantItemId: turn.assistantItemId, status, text: turn.writer.text, error, report: turn.report };
}

/**
 * Saves the answer's text and ending, only on a row still streaming: one swept as interrupted, or
 * deleted, stays as it is; one stopped elsewhere gets the text this turn had when it noticed the
 * stop (Stop waits for this write, so the stopped answer is what its reader saw) and its report.
 */
async function saveAnswer(turn: OpenTurn, status: AnswerStatus, error: string | null): Promise<void> {
  const text = turn.writer.text;
  const saved = { content: text, tokenCount: countTokens(text), contextReport: turn.report };
  await saveFinalAnswer(turn.assistantItemId, { ...saved, status, error });
  if (turn.control.stoppedElsewhere) await saveStoppedAnswer(turn.assistantItemId, saved);
}

/** The turn's usage row: the provider's counts, or estimates (the prompt's size, the new text's). */
async function recordTurnUsage(turn: OpenTurn, status: AnswerStatus, usage?: TurnUsage): Promise<void> {
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
    latencyMs: Date.now() - turn.started,
    outcome: status === "complete" ? "ok" : status,
  });
}

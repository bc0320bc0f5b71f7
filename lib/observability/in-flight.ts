import { countTurn, observeFirstToken, setAnswersInProgress } from "./metrics";
import { logEvent } from "./logger";

/** An answer this process is streaming: what graceful shutdown waits for, or stops. */
export interface AnswerInFlight {
  /** The answer's row (Item id). */
  id: string;
  model: string;
  /** Settles once the answer's ending is saved. */
  done: Promise<{ status: string }>;
  /** Ends the stream early; the turn saves the text it has (as a stopped answer). */
  stop: () => void;
}

type InFlight = { answers: Map<string, AnswerInFlight>; followUps: Set<Promise<void>> };
const globalForInFlight = globalThis as unknown as { canopyInFlight?: InFlight };
const state = (globalForInFlight.canopyInFlight ??= { answers: new Map(), followUps: new Set() });
state.followUps ??= new Set(); // a process that loaded an earlier version of this module

/**
 * Registers a chat turn's answer from its start to its saved ending (one call from the turn): counts
 * it in the metrics (turns by model and outcome, time to first token, answers in progress), logs its
 * start and end (ids, model, outcome, durations: never the text), and lets graceful shutdown wait for
 * it or stop it. Returns the turn's `text()` hook: call it for each text chunk.
 *
 * @example
 * const watch = trackAnswer({ id, model, done, stop: () => control.stopElsewhere() });
 * onChunk: () => watch.text()
 */
export function trackAnswer(answer: AnswerInFlight): { text: () => void } {
  const started = Date.now();
  let first = true;
  state.answers.set(answer.id, answer);
  setAnswersInProgress(state.answers.size);
  logEvent("info", "turn.started", { answerId: answer.id, model: answer.model });
  void answer.done
    .then(
      ({ status }) => status,
      () => "error",
    )
    .then((status) => {
      state.answers.delete(answer.id);
      setAnswersInProgress(state.answers.size);
      countTurn(answer.model, status);
      logEvent("info", "turn.finished", {
        answerId: answer.id,
        model: answer.model,
        outcome: status,
        ms: Date.now() - started,
      });
    });
  return {
    text() {
      if (!first) return;
      first = false;
      observeFirstToken(answer.model, (Date.now() - started) / 1000);
    },
  };
}

/** The answers this process is streaming now. */
export function answersInFlight(): AnswerInFlight[] {
  return [...state.answers.values()];
}

/**
 * Registers the work that follows a saved answer (its usage row, update times, title: lib/chat
 * turn-end `followUpTurn`), started before the answer's stream ends: graceful shutdown waits for
 * it ({@link followUpsSettled}) so no answer's usage row is lost when the process goes.
 */
export function trackFollowUps(work: Promise<void>): void {
  const settled = work.catch(() => undefined);
  state.followUps.add(settled);
  void settled.then(() => state.followUps.delete(settled));
}

/**
 * Settles once the follow-up work of every answer saved so far has (and of any saved meanwhile):
 * for graceful shutdown, and for tests that count rows after answers a client has received.
 */
export async function followUpsSettled(): Promise<void> {
  while (state.followUps.size > 0) await Promise.all(state.followUps);
}

import { createStallWatch, stoppedRespondingMessage, turnTimeouts, type TurnTimeouts } from "./turn-timeouts";

/** How an answer ends: complete, stopped (its partial text kept) or failed. */
export type AnswerStatus = "complete" | "error" | "aborted";

/** How a turn's stream is stopped early, and what each early stop means for the stored answer. */
export interface TurnControl {
  /** The signal the provider stream runs under. */
  readonly signal: AbortSignal;
  /** Call for every chunk of the stream (resets the idle timeout). */
  chunk(): void;
  /** Set when our own timeout ended a silent provider. */
  readonly stalled: "first" | "idle" | null;
  /** Set when the answer's row stopped being `streaming` under us (Stop from any instance, or a purge). */
  readonly stoppedElsewhere: boolean;
  /** Stops the stream because the row was stopped elsewhere (the answer writer's `onGone`). */
  stopElsewhere(): void;
  /** The stream ended: stops the timeouts and lets go of the caller's signal. */
  release(): void;
  /** The ending to store: after a stall, anything but complete is "The model stopped responding". */
  verdict(status: AnswerStatus, error: string | null): { status: AnswerStatus; error: string | null };
}

/**
 * The early stops of one turn's stream: the caller's abort signal, our first-token and idle
 * timeouts (`timeouts` override CANOPY_FIRST_TOKEN_TIMEOUT_MS / CANOPY_IDLE_TIMEOUT_MS), and a
 * stop from elsewhere. The timeouts start now.
 */
export function controlTurn(abortSignal: AbortSignal | undefined, timeouts?: Partial<TurnTimeouts>): TurnControl {
  const controller = new AbortController();
  const abortFromCaller = () => controller.abort(abortSignal?.reason);
  if (abortSignal?.aborted) abortFromCaller();
  abortSignal?.addEventListener("abort", abortFromCaller, { once: true });
  const limits = { ...turnTimeouts(), ...timeouts };
  let stalled: "first" | "idle" | null = null;
  let stoppedElsewhere = false;
  const watch = createStallWatch(limits, (kind) => {
    stalled = kind;
    controller.abort(new DOMException("The model stopped responding.", "AbortError"));
  });

  return {
    signal: controller.signal,
    chunk: () => watch.chunk(),
    get stalled() {
      return stalled;
    },
    get stoppedElsewhere() {
      return stoppedElsewhere;
    },
    stopElsewhere() {
      stoppedElsewhere = true;
      controller.abort(new DOMException("The answer was stopped.", "AbortError"));
    },
    release() {
      watch.stop();
      abortSignal?.removeEventListener("abort", abortFromCaller);
    },
    verdict(status, error) {
      if (stalled && status !== "complete")
        return { status: "error", error: stoppedRespondingMessage(stalled, limits) };
      return { status, error };
    },
  };
}
